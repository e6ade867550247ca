import {
  computeNetSheet,
  type NetSheetInput,
  type NetSheetResult,
  netSheetInputSchema,
} from "../../../../contract/client-portal";
import type { MessageId } from "../../../i18n/catalogues/en-CA";

export type NetSheetField = keyof NetSheetInput;
export type NetSheetValues = Record<NetSheetField, string>;
export type NetSheetErrors = Partial<Record<NetSheetField, string>>;

export const netSheetFields: { name: NetSheetField; label: MessageId }[] = [
  { name: "salePrice", label: "clientDashboard.netSheet.field.salePrice" },
  { name: "mortgageBalance", label: "clientDashboard.netSheet.field.mortgageBalance" },
  { name: "dischargeFee", label: "clientDashboard.netSheet.field.dischargeFee" },
  { name: "listingCommissionRate", label: "clientDashboard.netSheet.field.listingCommissionRate" },
  { name: "coopCommissionRate", label: "clientDashboard.netSheet.field.coopCommissionRate" },
  { name: "legalFees", label: "clientDashboard.netSheet.field.legalFees" },
  { name: "otherExpenses", label: "clientDashboard.netSheet.field.otherExpenses" },
];

/** Typed text to a number: "$800,000" reads as 800000, an empty box as 0, anything else as NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, "");
  return cleaned === "" ? 0 : Number(cleaned);
}

export type NetSheetEvaluation =
  | { ok: true; input: NetSheetInput; result: NetSheetResult }
  | { ok: false; errors: NetSheetErrors };

/** Validates the typed values with the contract's schema and, when all are valid, computes every line. */
export function evaluateNetSheet(values: NetSheetValues): NetSheetEvaluation {
  const errors: NetSheetErrors = {};
  const numbers = {} as NetSheetInput;
  for (const { name } of netSheetFields) {
    const value = parseAmount(values[name]);
    if (Number.isNaN(value)) errors[name] = "Enter a number";
    numbers[name] = value;
  }
  const parsed = netSheetInputSchema.safeParse(numbers);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as NetSheetField;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data, result: computeNetSheet(parsed.data) };
}
