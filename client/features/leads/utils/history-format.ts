import type { HistoryEntry } from "../../../../contract/crm";
import type { Locale } from "../../../../contract/locale";
import type { Translate } from "../../../i18n/use-t";
import { formatDateTime } from "../../../lib/format";
import { formatMoney, humaniseField, type Timeframe, timeframeLabel } from "./lead-labels";

export type ChangeType = HistoryEntry["changeType"];

/** Spec section 2: the label of each history change type. */
export const historyLabel = (t: Translate, changeType: ChangeType): string => t(`leads.history.${changeType}`);

const timeframes = new Set(["immediately", "within3months", "3-6months", "6-12months", "over1year"]);
const isTimeframe = (value: string): value is Timeframe => timeframes.has(value);

const isoPattern = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;

/** ISO times inside a history text, in the spec's 'MMM dd, yyyy at h:mm a'. */
export function prettifyTimes(text: string, locale: Locale): string {
  return text.replace(isoPattern, (iso) => formatDateTime(iso, locale));
}

/** A stored display value in the words the lead page uses for that field. */
export function displayHistoryValue(
  fieldName: string | null,
  value: string | null,
  t: Translate,
  locale: Locale,
): string {
  if (value === null || value === "") return t("leads.empty");
  if (fieldName === "movingTimeframe") return isTimeframe(value) ? timeframeLabel(t, value) : value;
  if (fieldName === "type")
    return value === "cash" ? t("staff.leadType.cash") : value === "realtor" ? t("staff.leadType.realtor") : value;
  if (fieldName === "condition") return `${value}/10`;
  if (fieldName === "mortgageAmount" && Number.isFinite(Number(value))) return formatMoney(Number(value), t, locale);
  return prettifyTimes(value, locale);
}

export interface HistoryDetails {
  field?: string;
  change?: { from: string; to: string };
  /** Text added (a new note or reminder). */
  added?: string;
  /** Content that was deleted. */
  deleted?: string;
  /** Other notes on the entry (e.g. which reminder changed). */
  notes?: string;
}

/** What one history entry shows besides its label, user and date. */
export function historyDetails(entry: HistoryEntry, t: Translate, locale: Locale): HistoryDetails {
  const { changeType, fieldName, oldValue, newValue, notes } = entry;
  const prettify = (text: string) => prettifyTimes(text, locale);
  const details: HistoryDetails = {};
  if (fieldName) details.field = humaniseField(fieldName, t);
  if (changeType === "note_add" || changeType === "reminder_add") {
    if (newValue) details.added = prettify(newValue);
  } else if (changeType === "note_delete" || changeType === "reminder_delete") {
    const deleted = notes ?? oldValue;
    if (deleted) details.deleted = prettify(deleted);
    return details;
  } else if (oldValue !== null || newValue !== null) {
    details.change = {
      from: displayHistoryValue(fieldName, oldValue, t, locale),
      to: displayHistoryValue(fieldName, newValue, t, locale),
    };
  }
  if (notes) details.notes = prettify(notes);
  return details;
}
