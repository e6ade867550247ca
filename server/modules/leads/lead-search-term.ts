/**
 * The pattern a staff search term becomes, folded the way `lead_search_fold` folds the stored search
 * text (migration 0012): lower case, accents dropped. Folding here, not in SQL, keeps the pattern a
 * constant the planner can estimate against the trigram index.
 */
export function foldSearchTerm(term: string): string {
  return term
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase();
}

/**
 * The text a staff search term looks for in the search text: folded like it, except that a term made
 * only of phone characters with at least three digits ('416-555-0100', '(416) 555') is searched as its
 * digits, which the search text holds for every phone whatever its formatting.
 */
export function searchNeedle(term: string): string {
  const digits = term.replace(/\D/g, "");
  return /^[\d\s().+-]+$/.test(term) && digits.length >= 3 ? digits : foldSearchTerm(term);
}

/** The LIKE pattern that finds this text anywhere (`%`, `_` and `\` in it escaped). */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The LIKE pattern of a search term. */
export function searchPattern(term: string): string {
  return likeAnywhere(searchNeedle(term));
}
