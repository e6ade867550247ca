import type { HistoryEntry } from "../../../../contract/crm";
import type { Locale } from "../../../../contract/locale";
import { type PipelineStage, stageLabels } from "../../../../contract/pipeline";
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
    if (newValue) details.added = prettify(translateHistoryNote(changeType, newValue, t));
  } else if (changeType === "note_delete" || changeType === "reminder_delete") {
    const deleted = notes ?? oldValue;
    if (deleted) details.deleted = prettify(translateHistoryNote(changeType, deleted, t));
    return details;
  } else if (oldValue !== null || newValue !== null) {
    details.change = {
      from: displayHistoryValue(fieldName, oldValue, t, locale),
      to: displayHistoryValue(fieldName, newValue, t, locale),
    };
  }
  if (notes) details.notes = prettify(translateHistoryNote(changeType, notes, t));
  return details;
}

const stageOfLabel = new Map(Object.entries(stageLabels).map(([stage, label]) => [label, stage as PipelineStage]));
const iso = isoPattern.source;

/**
 * The texts the server writes itself into a history row of that type (in English, as stored:
 * server/modules/pools, lead-import, privacy, reminders, duplicates), in the active language; staff's own
 * words, or a text not known here, as they are. ISO times stay in for prettifyTimes.
 */
export function translateHistoryNote(changeType: ChangeType, notes: string, t: Translate): string {
  let m: RegExpExecArray | null = null;
  if (changeType === "assignment") {
    m = /^Assigned by the (.+) pool$/.exec(notes);
    if (m) return t("leads.history.auto.assigned", { pool: m[1] ?? "" });
    m = /^Reassigned by the (.+) pool: No activity for (\d+) minutes after assignment\.$/.exec(notes);
    if (m) return t("leads.history.auto.reassigned", { pool: m[1] ?? "", minutes: m[2] ?? "" });
  }
  if (changeType === "import") {
    if (notes === "Imported from a CSV file") return t("leads.history.auto.importedCsv");
    m = /^Imported from (.+)$/.exec(notes);
    if (m) return t("leads.history.auto.imported", { file: m[1] ?? "" });
  }
  if (changeType === "edit") {
    m = /^Personal data erased by (.+)$/.exec(notes);
    if (m) return t("leads.history.auto.erased", { email: m[1] ?? "" });
  }
  if (changeType.startsWith("reminder_")) {
    // The reminder's title is the staff member's; its due date the server's.
    m = new RegExp(`^(.*) \\(due (${iso})\\)$`, "s").exec(notes);
    if (m) return t("leads.history.auto.reminderDue", { title: m[1] ?? "", due: m[2] ?? "" });
  }
  if (changeType !== "merge") return notes;
  m = new RegExp(
    `^Merged (.+) \\(stage (.+?)\\) into this lead\\. (?:Fields taken from it: (.+)\\.|No field was taken from it\\.) (?:Its consent: (express|implied) on (${iso}) \\((.+)\\)\\.|It had no consent record\\.)$`,
    "s",
  ).exec(notes);
  if (m) {
    const [, lead = "", stageLabel = "", fields, basis, date = "", version = ""] = m;
    const stage = stageOfLabel.get(stageLabel);
    return [
      t("leads.history.auto.merged", { lead, stage: stage ? t(`staff.stage.${stage}`) : stageLabel }),
      fields
        ? t("leads.history.auto.fieldsTaken", {
            fields: fields
              .split(", ")
              .map((field) => humaniseField(field, t))
              .join(", "),
          })
        : t("leads.history.auto.noFieldTaken"),
      basis
        ? t("leads.history.auto.consent", {
            basis: t(basis === "implied" ? "leads.history.auto.implied" : "leads.history.auto.express"),
            date,
            version,
          })
        : t("leads.history.auto.noConsent"),
    ].join(" ");
  }
  return notes;
}
