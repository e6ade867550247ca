/**
 * One CSV cell, neutralised per OWASP's CSV-injection guidance: every cell is quoted; a cell starting
 * (after spaces) with = + - @ tab or CR gets a leading ', and so does every such character that follows
 * a separator (, ; tab |) inside it, because a spreadsheet in a locale whose separator is ; (fr-CA)
 * splits the cell there and would run what follows.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  text = text.replace(/^( *)([=+\-@\t\r])/, "$1'$2").replace(/([,;\t|] *)([=+\-@\t\r])/g, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
}
