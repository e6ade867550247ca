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
 * A term made only of phone characters with at least three digits ('416-555-0100', '(416) 555')
 * is searched as its digits, which the search text holds for every phone whatever its formatting.
 */
export function searchPattern(term: string): string {
  const digits = term.replace(/\D/g, "");
  const needle = /^[\d\s().+-]+$/.test(term) && digits.length >= 3 ? digits : foldSearchTerm(term);
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
