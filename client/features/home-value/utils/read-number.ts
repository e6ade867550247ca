// The separators sellers write in a number: "1,450" or "1 450" in English, « 1 450 » in French with a plain,
// no-break (U+00A0) or narrow no-break (U+202F) space, as word processors and phones put them.
const SPACES = "[ \\u00A0\\u202F]";
const grouped = new RegExp(`^\\d{1,3}(?:(?:,|${SPACES})\\d{3})+$`);
const GROUP = new RegExp(`,|${SPACES}`, "g");

/** A whole number as written ("1450", "1,450", « 1 450 »), or undefined when it is not one. */
export function readWholeNumber(text: string): number | undefined {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (grouped.test(value)) return Number(value.replace(GROUP, ""));
  return undefined;
}

/** A number with an optional decimal part, by a point or a comma ("2.5", « 2,5 »), or undefined. */
export function readDecimalNumber(text: string): number | undefined {
  const value = text.trim();
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(value);
  if (!match) return readWholeNumber(value);
  return Number(`${match[1]}.${match[2] ?? "0"}`);
}
