import type { HistoryEntry } from "../../../../contract/crm";
import type { HistoryCode, HistoryParams } from "../../../../contract/history-codes";
import type { Locale } from "../../../../contract/locale";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";
import { formatDateTime } from "../../../lib/format";
import { humaniseField } from "./lead-labels";

/** A coded row's parameters as the server wrote them (contract/history-codes.ts); missing ones read as absent. */
const paramsOf = <C extends HistoryCode>(entry: HistoryEntry, _code: C) =>
  (entry.params ?? {}) as Partial<HistoryParams[C]>;

/**
 * What the server said in a coded history row, in the screen's language, from its code and parameters
 * alone: the row's English text is never read. Staff's words among the parameters (a reminder's title)
 * and names (a pool, a file, a lead) stay as they are. Null for a row without a code (staff's own words)
 * and for codes that stand for the row's values (`historyCodeChange`).
 */
export function historyCodeText(entry: HistoryEntry, t: Translate, locale: Locale): string | null {
  switch (entry.code) {
    case null:
    case "stage_changed":
    case "contact_logged":
      return null;
    case "pool_assigned":
      return t("leads.history.auto.assigned", { pool: paramsOf(entry, "pool_assigned").pool ?? "" });
    case "pool_reassigned": {
      const { pool = "", minutes = "" } = paramsOf(entry, "pool_reassigned");
      return t("leads.history.auto.reassigned", { pool, minutes: String(minutes) });
    }
    case "imported": {
      const { file } = paramsOf(entry, "imported");
      return file ? t("leads.history.auto.imported", { file }) : t("leads.history.auto.importedCsv");
    }
    case "erased":
      return t("leads.history.auto.erased", { email: paramsOf(entry, "erased").email ?? "" });
    case "reminder_due": {
      const { title = "", due } = paramsOf(entry, "reminder_due");
      return t("leads.history.auto.reminderDue", { title, due: due ? formatDateTime(due, locale) : "" });
    }
    case "merged":
      return mergedText(paramsOf(entry, "merged"), t, locale);
    case "pool_offered":
      return t("leads.history.auto.offered", { pool: paramsOf(entry, "pool_offered").pool ?? "" });
    case "pool_claimed":
      return t("leads.history.auto.claimed", { pool: paramsOf(entry, "pool_claimed").pool ?? "" });
    case "pool_fallback": {
      const { pool = "", minutes = "", to = null } = paramsOf(entry, "pool_fallback");
      const args = { pool, minutes: String(minutes), to: to ?? "" };
      return to ? t("leads.history.auto.fallback", args) : t("leads.history.auto.fallbackManagers", args);
    }
    case "lead_escalated": {
      const { minutes = "", to } = paramsOf(entry, "lead_escalated");
      return to === "managers"
        ? t("leads.history.auto.escalatedManagers", { minutes: String(minutes) })
        : t("leads.history.auto.escalatedAgent", { minutes: String(minutes) });
    }
    case "routing_rule": {
      const { rule, pool } = paramsOf(entry, "routing_rule");
      return rule
        ? t("leads.history.auto.routingRule", { rule, pool: pool ?? "" })
        : t("leads.history.auto.noRoutingRule");
    }
    case "text.received":
      return t("leads.history.auto.textReceived", { excerpt: paramsOf(entry, "text.received").excerpt ?? "" });
    case "text.sent": {
      const { by, excerpt = "" } = paramsOf(entry, "text.sent");
      return by === "automatic"
        ? t("leads.history.auto.textSentAutomatic", { excerpt })
        : t("leads.history.auto.textSent", { excerpt });
    }
    case "home_value.analysis_sent":
      return t("leads.history.auto.analysisSent");
    case "call.ended": {
      const { outcome = "failed", seconds = null } = paramsOf(entry, "call.ended");
      const said = t(`leads.callOutcome.${outcome}`);
      if (seconds === null) return t("leads.history.auto.callEndedNoTime", { outcome: said });
      const duration = t("leads.history.auto.duration", {
        minutes: String(Math.floor(seconds / 60)),
        seconds: String(seconds % 60),
      });
      return t("leads.history.auto.callEnded", { outcome: said, duration });
    }
    case "call.disposition": {
      const { outcome } = paramsOf(entry, "call.disposition");
      return t("leads.history.auto.callDisposition", { outcome: outcome ? t(`staff.outcome.${outcome}`) : "" });
    }
    case "email.received":
      return t("leads.history.auto.emailReceived", { excerpt: paramsOf(entry, "email.received").excerpt ?? "" });
    case "email.sent":
      return t("leads.history.auto.emailSent", { excerpt: paramsOf(entry, "email.sent").excerpt ?? "" });
    case "signal_recorded": {
      // Decision 039: worded by the nurture catalogue, which the lead page loads ('sections_read' has a count).
      const { signal, count } = paramsOf(entry, "signal_recorded");
      return t(`nurture.signal.${signal ?? "unknown"}` as MessageId, { count: count ?? 0 });
    }
  }
}

/** A coded row's change of value (a stage change, a logged contact), in the screen's language; else null. */
export function historyCodeChange(entry: HistoryEntry, t: Translate): { from: string; to: string } | null {
  if (entry.code === "stage_changed") {
    const { from, to } = paramsOf(entry, "stage_changed");
    return {
      from: from ? t(`staff.stage.${from}`) : t("leads.empty"),
      to: to ? t(`staff.stage.${to}`) : t("leads.empty"),
    };
  }
  if (entry.code === "contact_logged") {
    const { channel, outcome } = paramsOf(entry, "contact_logged");
    if (!channel || !outcome) return null;
    const contact = { channel: t(`staff.channel.${channel}`), outcome: t(`staff.outcome.${outcome}`) };
    return { from: t("leads.empty"), to: t("leads.history.auto.contact", contact) };
  }
  return null;
}

function mergedText(params: Partial<HistoryParams["merged"]>, t: Translate, locale: Locale): string {
  const { lead = "", named = true, stage, fields = [], consent = null } = params;
  const unnamed = t("leads.unnamed");
  const who = named ? lead : lead ? `${unnamed}, ${lead}` : unnamed;
  return [
    t("leads.history.auto.merged", { lead: who, stage: stage ? t(`staff.stage.${stage}`) : "" }),
    fields.length > 0
      ? t("leads.history.auto.fieldsTaken", { fields: fields.map((field) => humaniseField(field, t)).join(", ") })
      : t("leads.history.auto.noFieldTaken"),
    consent
      ? t("leads.history.auto.consent", {
          basis: t(consent.basis === "implied" ? "leads.history.auto.implied" : "leads.history.auto.express"),
          date: formatDateTime(consent.at, locale),
          version: consent.version ?? t("leads.history.auto.noTextVersion"),
        })
      : t("leads.history.auto.noConsent"),
  ].join(" ");
}
