import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import {
  PIPELINE_COLUMN_LIMIT,
  type PipelineBoard,
  type PipelineCard,
  type PipelineQuery,
  pipelineStages,
} from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";
import { waitingSince } from "../leads/index";

/**
 * The board: per stage its newest active leads (at most PIPELINE_COLUMN_LIMIT, by the stage index) and
 * how many it holds, counted up to one past the cap so a huge column never counts itself (decision 013).
 */
export async function pipelineBoard(db: Database, query: PipelineQuery): Promise<PipelineBoard> {
  const where: SQL[] = [eq(leads.unfinished, false)];
  if (query.type) where.push(eq(leads.type, query.type));
  if (query.agentId) where.push(eq(leads.agentId, Number(query.agentId)));
  else if (query.unassigned === "true") where.push(isNull(leads.agentId));
  const columns: PipelineBoard["columns"] = [];
  for (const stage of pipelineStages) {
    const condition = and(...where, eq(leads.stage, stage));
    const rows = await db
      .select()
      .from(leads)
      .where(condition)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PIPELINE_COLUMN_LIMIT);
    const [counted] = await db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${leads} WHERE ${condition} LIMIT 1001) capped`,
      )
      .then((r) => rowsOf<{ n: number }>(r));
    columns.push({ stage, count: Number(counted?.n ?? 0), cards: rows.map(toCard) });
  }
  return { columns };
}

function toCard(row: typeof leads.$inferSelect): PipelineCard {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    city: row.city,
    agentId: row.agentId,
    stage: row.stage,
    tag: row.tag,
    createdAt: row.createdAt.toISOString(),
    waitingSince: waitingSince(row)?.toISOString() ?? null,
  };
}
