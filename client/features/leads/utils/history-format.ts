import type { HistoryEntry } from "../../../../contract/crm";
import type { Locale } from "../../../../contract/locale";
import type { Translate } from "../../../i18n/use-t";
import { formatDateTime } from "../../../lib/format";
import { locationWords, reasonWords } from "./answer-words";
import { formProgressValue } from "./form-progress";
import { historyCodeChange, historyCodeText } from "./history-text";
import { formatMoney, humaniseField, type Timeframe, timeframeLabel } from "./lead-labels";

export type ChangeType = HistoryEntry["changeType"];

/** Spec section 2: the label of each history change type. */
export const historyLabel = (t: Translate, changeType: ChangeType): string => t(`leads.history.${changeType}`);

const timeframes = new Set(["immediately", "within3months", "3-6months", "6-12months", "over1year"]);
const isTimeframe = (value: string): value is Timeframe => timeframes.has(value);

/** Yes/no fields: the server stores their history values as `Yes`/`No` (history.repository.ts `displayValue`). */
const yesNoFields = new Set([
  "hasMortgage",
  "paymentsOnTime",
  "workingWithRealtor",
  "hasSoldBefore",
  "hasRealtor",
  "doNotEmail",
  "completed",
]);

/** A time as the server stores a value (`toISOString()`, the whole value), not a time inside a text. */
const isStoredTime = (value: string): boolean => {
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString() === value;
};

/** An assignment's stored value: the agent's name as stored; no agent reads as 'Not Assigned', as the lead page says. */
function agentValue(value: string | null, t: Translate): string {
  return value === null || value === "" ? t("leads.notAssigned") : value;
}

/** A stored display value in the words the lead page uses for that field. */
export function displayHistoryValue(
  fieldName: string | null,
  value: string | null,
  t: Translate,
  locale: Locale,
): string {
  if (fieldName === "agentId") return agentValue(value, t);
  if (value === null || value === "") return t("leads.empty");
  if (fieldName === "status") return formProgressValue(t, value);
  if (fieldName === "movingReason") return reasonWords(t, value);
  if (fieldName === "movingLocation") return locationWords(t, value);
  if (fieldName === "movingTimeframe") return isTimeframe(value) ? timeframeLabel(t, value) : value;
  if (fieldName === "type")
    return value === "cash" ? t("staff.leadType.cash") : value === "realtor" ? t("staff.leadType.realtor") : value;
  if (fieldName === "condition") return `${value}/10`;
  if (fieldName && yesNoFields.has(fieldName) && (value === "Yes" || value === "No"))
    return t(value === "Yes" ? "leads.yes" : "leads.no");
  if (fieldName && moneyFields.has(fieldName) && Number.isFinite(Number(value))) {
    return formatMoney(Number(value), t, locale);
  }
  return isStoredTime(value) ? formatDateTime(value, locale) : value;
}

/** Fields whose history values are dollars ("825000.00"): the mortgage, and a deal's prices and commission. */
const moneyFields = new Set(["mortgageAmount", "listPrice", "soldPrice", "gci"]);

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

/**
 * What one history entry shows besides its label, user and date. What the server said comes from the row's
 * code (history-text.ts) where the English text would have shown; staff's own words show as they typed them.
 */
export function historyDetails(entry: HistoryEntry, t: Translate, locale: Locale): HistoryDetails {
  const { changeType, fieldName, oldValue, newValue, notes } = entry;
  const coded = historyCodeText(entry, t, locale);
  const details: HistoryDetails = {};
  if (fieldName) details.field = humaniseField(fieldName, t);
  // A new note's or reminder's text stands where it was added; any other row's in its notes.
  let said = coded;
  if (changeType === "note_add" || changeType === "reminder_add") {
    const added = coded ?? newValue;
    if (added) details.added = added;
    said = null;
  } else if (changeType === "note_delete" || changeType === "reminder_delete") {
    const deleted = coded ?? notes ?? oldValue;
    if (deleted) details.deleted = deleted;
    return details;
  } else if (oldValue !== null || newValue !== null) {
    details.change = historyCodeChange(entry, t) ?? {
      from: displayHistoryValue(fieldName, oldValue, t, locale),
      to: displayHistoryValue(fieldName, newValue, t, locale),
    };
  }
  const shown = said ?? notes;
  if (shown) details.notes = shown;
  return details;
}
