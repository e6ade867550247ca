import { parse } from "csv-parse/sync";
import { type AdSpendInput, adSpendInputSchema } from "../../../contract/ads";
import { httpError } from "../../lib/http-error";

const columns = ["month", "source", "campaign", "amount"] as const;

/** Dollars as a spreadsheet writes them ("1234.56", "$1,234.56") to cents, exactly; undefined when not an amount. */
function cents(value: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.replace(/[\s$,]/g, ""));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : undefined;
}

/**
 * A spend CSV (`month,source,campaign,amount`, in any order, header case ignored) to rows; any bad row
 * refuses the whole file, each bad row named by its line, so an import is all or nothing.
 */
export function parseSpendCsv(csv: string): AdSpendInput[] {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw httpError("csv_invalid", { detail: (error as Error).message.slice(0, 200) });
  }
  const [header = [], ...rows] = records;
  const at = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  for (const name of columns) {
    if (name !== "campaign" && !at.has(name)) throw httpError("csv_column_missing", { name });
  }
  const issues: { path: string; message: string }[] = [];
  const parsed: AdSpendInput[] = [];
  rows.forEach((row, index) => {
    const cell = (name: (typeof columns)[number]) => row[at.get(name) ?? -1] ?? "";
    const amount = cents(cell("amount"));
    const result = adSpendInputSchema.safeParse({
      month: cell("month"),
      source: cell("source"),
      campaignId: cell("campaign"),
      amountCents: amount ?? -1,
    });
    const line = index + 2;
    if (amount === undefined)
      issues.push({ path: `line ${line}`, message: "Enter the amount in dollars, such as 1234.56" });
    else if (!result.success)
      issues.push({ path: `line ${line}`, message: result.error.issues[0]?.message ?? "Invalid row" });
    else parsed.push(result.data);
  });
  if (issues.length > 0) {
    const first = issues[0] as { path: string; message: string };
    throw httpError("invalid_request", { field: first.path, detail: first.message }, issues.slice(0, 50));
  }
  return parsed;
}
