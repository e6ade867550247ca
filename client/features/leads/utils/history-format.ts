import type { HistoryEntry } from "../../../../contract/crm";
import { formatDateTime } from "../../../lib/format";
import { formatMoney, humaniseField, type Timeframe, timeframeLabels } from "./lead-labels";

export type ChangeType = HistoryEntry["changeType"];

/** Spec section 2: the label of each history change type. */
export const historyLabels: Record<ChangeType, string> = {
  note_add: "Note Added",
  note_edit: "Note Edited",
  note_delete: "Note Deleted",
  reminder_add: "Reminder Added",
  reminder_update: "Reminder Updated",
  reminder_delete: "Reminder Deleted",
  edit: "Lead Updated",
  assignment: "Lead Assigned",
  status_change: "Status Changed",
  stage_change: "Stage Changed",
  contact_logged: "Contact Logged",
  merge: "Leads Merged",
  import: "Lead Imported",
};

const isoPattern = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;

/** ISO times inside a history text, in the spec's 'MMM dd, yyyy at h:mm a'. */
export function prettifyTimes(text: string): string {
  return text.replace(isoPattern, (iso) => formatDateTime(iso));
}

/** A stored display value in the words the lead page uses for that field. */
export function displayHistoryValue(fieldName: string | null, value: string | null): string {
  if (value === null || value === "") return "(empty)";
  if (fieldName === "movingTimeframe") return timeframeLabels[value as Timeframe] ?? value;
  if (fieldName === "type") return value === "cash" ? "Cash Offer" : value === "realtor" ? "Realtor Service" : value;
  if (fieldName === "condition") return `${value}/10`;
  if (fieldName === "mortgageAmount" && Number.isFinite(Number(value))) return formatMoney(Number(value));
  return prettifyTimes(value);
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
export function historyDetails(entry: HistoryEntry): HistoryDetails {
  const { changeType, fieldName, oldValue, newValue, notes } = entry;
  const details: HistoryDetails = {};
  if (fieldName) details.field = humaniseField(fieldName);
  if (changeType === "note_add" || changeType === "reminder_add") {
    if (newValue) details.added = prettifyTimes(newValue);
  } else if (changeType === "note_delete" || changeType === "reminder_delete") {
    const deleted = notes ?? oldValue;
    if (deleted) details.deleted = prettifyTimes(deleted);
    return details;
  } else if (oldValue !== null || newValue !== null) {
    details.change = { from: displayHistoryValue(fieldName, oldValue), to: displayHistoryValue(fieldName, newValue) };
  }
  if (notes) details.notes = prettifyTimes(notes);
  return details;
}
