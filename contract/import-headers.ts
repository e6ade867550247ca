/**
 * A CSV header as the import compares it: accents folded, case dropped, underscores, dashes, dots and runs of
 * spaces made one space ("Code_postal", "code postal", "CODE-POSTAL" are one header), so an export's
 * spelling does not decide whether a column is recognised.
 */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[_\-.:/#]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first column not yet used whose normalised header is one of `synonyms` (written normalised). */
export function findColumn(
  columns: string[],
  synonyms: readonly string[],
  used: ReadonlySet<string>,
): string | undefined {
  for (const synonym of synonyms) {
    const column = columns.find((c) => !used.has(c) && normaliseHeader(c) === synonym);
    if (column) return column;
  }
  return undefined;
}
