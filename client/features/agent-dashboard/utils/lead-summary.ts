import type { StaffLead } from "../../../../contract/leads";
import type { Translate } from "../../../i18n/use-t";

type SummaryFields = Pick<StaffLead, "fullName" | "type" | "variant" | "topics" | "movingTimeframe">;

/**
 * What we know of a lead without a name, in words: where it started, its guide topic and its timeframe,
 * e.g. "Questionnaire, Pricing Strategy, Within 3 months". Null when we know none of those.
 */
export function leadSummary(lead: SummaryFields, t: Translate): string | null {
  // A lead flow stores its variant; the questionnaire stores the topic the visitor picked.
  const origin = lead.variant
    ? t(lead.type === "cash" ? "agentDashboard.summary.cashForm" : "agentDashboard.summary.realtorForm")
    : lead.topics?.length
      ? t("agentDashboard.summary.questionnaire")
      : null;
  const parts = [
    origin,
    lead.topics?.[0] ?? null,
    lead.movingTimeframe ? t(`agentDashboard.timeframe.${lead.movingTimeframe}`) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(", ") : null;
}

/** A lead's name as lists show it: the seller's name, else what we know of them, else "Unnamed lead". */
export function leadTitle(lead: SummaryFields, t: Translate): string {
  return lead.fullName || leadSummary(lead, t) || t("agentDashboard.unnamedLead");
}
