import { type SQL, sql } from "drizzle-orm";
import { REPRESENTED_TAG } from "../../../contract/constants";
import { defaultScoreRules } from "../../../contract/nurture";
import { leads } from "../../db/schema/index";
import { CLOSING_STAGES } from "./stop-conditions";

/** One rule's points from the admin's `nurture` setting (read once per statement), else its default. */
const points = (path: string[], fallback: number): SQL =>
  sql`coalesce((SELECT (value #>> ${`{scoreRules,${path.join(",")}}`})::int FROM settings WHERE key = 'nurture'), ${sql.raw(String(fallback))})`;

const filled = (column: SQL) => sql`coalesce(${column}, '') <> ''`;

const timeframes = Object.keys(defaultScoreRules.timeframe) as (keyof typeof defaultScoreRules.timeframe)[];

/**
 * The lead score as SQL (decision 039), the same rules as `scoreLead` (score.service.ts; a test keeps them
 * equal): the staff list sorts by it. Uncorrelated reads of the setting run once per statement.
 */
export const leadScoreSql: SQL = sql`(CASE
  WHEN ${leads.erasedAt} IS NOT NULL OR ${leads.workingWithRealtor} IS TRUE
    OR coalesce(${leads.tag}, '') = ${REPRESENTED_TAG}
    OR ${leads.stage} IN (${sql.raw(CLOSING_STAGES.map((s) => `'${s}'`).join(", "))}) THEN 0
  ELSE LEAST(100,
    (CASE ${leads.movingTimeframe} ${sql.join(
      timeframes.map((tf) => sql`WHEN ${tf} THEN ${points(["timeframe", tf], defaultScoreRules.timeframe[tf])}`),
      sql` `,
    )} ELSE 0 END)
    + (CASE WHEN ${filled(sql`${leads.phone}`)} THEN ${points(["hasPhone"], defaultScoreRules.hasPhone)} ELSE 0 END)
    + (CASE WHEN ${filled(sql`${leads.email}`)} THEN ${points(["hasEmail"], defaultScoreRules.hasEmail)} ELSE 0 END)
    + (CASE WHEN ${filled(sql`${leads.address}`)} THEN ${points(["hasAddress"], defaultScoreRules.hasAddress)} ELSE 0 END)
    + LEAST(${points(["engagementMax"], defaultScoreRules.engagementMax)},
        ${points(["perSignal"], defaultScoreRules.perSignal)} * (SELECT count(*)::int FROM engagement_signals s
          WHERE s.lead_id = ${leads.id} AND s.kind <> 'visit' AND s.occurred_at >= now() - interval '30 days'))
    + (CASE WHEN EXISTS (SELECT 1 FROM lead_history h WHERE h.lead_id = ${leads.id} AND h.code = 'text.received')
        THEN ${points(["textReply"], defaultScoreRules.textReply)} ELSE 0 END))
  END)`;
