import type { movingTimeframes } from "../../../../contract/leads";
import type { Locale } from "../../../../contract/locale";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";
import { formatMoney as formatCad } from "../../../lib/format";

export type Timeframe = (typeof movingTimeframes)[number];

/** The label of each stored timeframe (the stored value stays as it is). */
export const timeframeLabel = (t: Translate, timeframe: Timeframe): string => t(`leads.timeframe.${timeframe}`);

export function yesNo(value: boolean | null, t: Translate): string {
  return value === null ? t("leads.notSpecified") : value ? t("leads.yes") : t("leads.no");
}

const englishMoney = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 2 });
/** `$1,234,567.89` in English as before; `1 234 567,89 $` in French. */
export function formatMoney(value: number | null, t: Translate, locale: Locale): string {
  if (value === null) return t("leads.notSpecified");
  return locale === "en-CA" ? englishMoney.format(value) : formatCad(value, locale);
}

/** The staff field names of spec section 3 (and a reminder's), as people read them. */
const fieldLabels: Record<string, MessageId> = {
  type: "leads.field.type",
  fullName: "leads.field.fullName",
  phone: "leads.field.phone",
  email: "leads.field.email",
  address: "leads.field.address",
  unit: "leads.field.unit",
  city: "leads.field.city",
  province: "leads.field.province",
  postalCode: "leads.field.postalCode",
  status: "leads.field.status",
  movingTimeframe: "leads.field.movingTimeframe",
  movingReason: "leads.field.movingReason",
  movingLocation: "leads.field.movingLocation",
  condition: "leads.field.condition",
  hasMortgage: "leads.field.hasMortgage",
  mortgageAmount: "leads.field.mortgageAmount",
  paymentsOnTime: "leads.field.paymentsOnTime",
  workingWithRealtor: "leads.field.workingWithRealtor",
  comments: "leads.field.comments",
  agentId: "leads.field.agentId",
  completed: "leads.field.completed",
  title: "leads.field.title",
  dueDate: "leads.field.dueDate",
  stage: "leads.field.stage",
  // Decision 053: the deal the lead became (its history rows).
  listingSignedOn: "leads.field.listingSignedOn",
  listPrice: "leads.field.listPrice",
  soldOn: "leads.field.soldOn",
  soldPrice: "leads.field.soldPrice",
  gci: "leads.field.gci",
};

/** `postalCode` -> 'Postal Code'; unknown names are split at capitals and underscores. */
export function humaniseField(name: string, t: Translate): string {
  const known = Object.hasOwn(fieldLabels, name) ? fieldLabels[name] : undefined;
  if (known) return t(known);
  return name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}
