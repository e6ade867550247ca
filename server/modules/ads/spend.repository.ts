import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { AdSpendInput, AdSpendRow } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { adSpend } from "../../db/schema/index";

const firstDay = (month: string) => `${month}-01`;

function toRow(row: typeof adSpend.$inferSelect): AdSpendRow {
  return {
    id: row.id,
    source: row.source,
    campaignId: row.campaignId,
    month: row.month.slice(0, 7),
    amountCents: row.amountCents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes a month's spend for a source and campaign, replacing what was there (an import sent again changes nothing). */
export async function upsertSpend(db: Database, rows: AdSpendInput[], userId: number): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) {
    const values = rows.slice(at, at + 500).map((r) => ({
      source: r.source,
      campaignId: r.campaignId,
      month: firstDay(r.month),
      amountCents: r.amountCents,
      updatedBy: userId,
      updatedAt: new Date(),
    }));
    await db
      .insert(adSpend)
      .values(values)
      .onConflictDoUpdate({
        target: [adSpend.source, adSpend.campaignId, adSpend.month],
        set: {
          amountCents: sql`excluded.amount_cents`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** An import: all its rows in one transaction, or none. */
export async function importSpend(db: Database, rows: AdSpendInput[], userId: number): Promise<void> {
  await db.transaction((tx) => upsertSpend(tx, rows, userId));
}

export async function listSpend(db: Database, from: string, to: string): Promise<AdSpendRow[]> {
  const rows = await db
    .select()
    .from(adSpend)
    .where(and(gte(adSpend.month, firstDay(from)), lte(adSpend.month, firstDay(to))))
    .orderBy(asc(adSpend.month), asc(adSpend.source), asc(adSpend.campaignId));
  return rows.map(toRow);
}

export async function deleteSpend(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(adSpend).where(eq(adSpend.id, id)).returning({ id: adSpend.id });
  return rows.length > 0;
}
