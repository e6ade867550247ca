import { and, eq, inArray, sql } from "drizzle-orm";
import type { AdFieldMapping, AdLeadField, AdPlatform } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { adFieldMappings, adLeads, leadOutcomes, metaConversionEvents } from "../../db/schema/index";

export type NewAdLead = typeof adLeads.$inferInsert;

/** The ad lead a platform's lead id already made, if any. */
export async function findAdLead(db: Database, platform: AdPlatform, externalId: string) {
  const [row] = await db
    .select()
    .from(adLeads)
    .where(and(eq(adLeads.platform, platform), eq(adLeads.externalId, externalId)));
  return row;
}

/** Claims the platform's lead id for a lead; false when another lead has it (a replay, or a race lost). */
export async function claimAdLead(tx: Database, row: NewAdLead): Promise<boolean> {
  const rows = await tx
    .insert(adLeads)
    .values(row)
    .onConflictDoNothing({ target: [adLeads.platform, adLeads.externalId] })
    .returning({ id: adLeads.id });
  return rows.length > 0;
}

/** The admin's mapping for one platform, by folded question key. */
export async function fieldMappingsOf(db: Database, platform: AdPlatform): Promise<Map<string, AdLeadField>> {
  const rows = await db.select().from(adFieldMappings).where(eq(adFieldMappings.platform, platform));
  return new Map(rows.map((row) => [row.questionKey.toLowerCase(), row.leadField as AdLeadField]));
}

export async function listFieldMappings(db: Database): Promise<AdFieldMapping[]> {
  const rows = await db.select().from(adFieldMappings).orderBy(adFieldMappings.platform, adFieldMappings.questionKey);
  return rows.map((row) => ({
    platform: row.platform,
    questionKey: row.questionKey,
    leadField: row.leadField as AdLeadField,
  }));
}

/** Replaces the whole mapping (the admin's screen sends all of it), in one transaction. */
export async function replaceFieldMappings(db: Database, mappings: AdFieldMapping[], userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(adFieldMappings);
    if (mappings.length === 0) return;
    await tx.insert(adFieldMappings).values(
      mappings.map((m) => ({
        platform: m.platform,
        questionKey: m.questionKey.toLowerCase(),
        leadField: m.leadField,
        updatedBy: userId,
      })),
    );
  });
}

/** Privacy export (decision 053): the ad-platform rows of the person's leads and their deals. */
export async function adRowsForExport(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return { adLeads: [], leadOutcomes: [], metaConversionEvents: [] };
  return {
    adLeads: await db.select().from(adLeads).where(inArray(adLeads.leadId, leadIds)).orderBy(adLeads.id),
    leadOutcomes: await db.select().from(leadOutcomes).where(inArray(leadOutcomes.leadId, leadIds)),
    // Decision 055: the Conversions API events written for them (hashed e-mail and phone, Meta's lead id).
    metaConversionEvents: await db
      .select()
      .from(metaConversionEvents)
      .where(inArray(metaConversionEvents.leadId, leadIds))
      .orderBy(metaConversionEvents.id),
  };
}

/**
 * Erase (decision 053): the platform's id of the person's submission and Google's click id go; the
 * campaign, ad set, ad and form ids stay (they name the brokerage's ads, not the person), so the report
 * still counts the lead. A replay of an erased lead's webhook is a new lead, which erase's suppression
 * then keeps from being e-mailed. Their Conversions API events lose their hashes and lead id, and one not yet
 * sent never is (decision 055); the event ids stay, so no stage is sent again.
 */
export async function eraseAdLeads(tx: Database, leadIds: string[]) {
  if (leadIds.length === 0) return;
  await tx
    .update(adLeads)
    .set({ externalId: sql`'erased-' || ${adLeads.id}`, gclId: null })
    .where(inArray(adLeads.leadId, leadIds));
  await tx
    .update(metaConversionEvents)
    .set({
      payload: { erased: true },
      lastError: null,
      status: sql`case when ${metaConversionEvents.status} = 'pending' then 'failed' else ${metaConversionEvents.status} end`,
    })
    .where(inArray(metaConversionEvents.leadId, leadIds));
}

export type OutcomeRow = typeof leadOutcomes.$inferSelect;

export async function findOutcome(db: Database, leadId: string): Promise<OutcomeRow | undefined> {
  const [row] = await db.select().from(leadOutcomes).where(eq(leadOutcomes.leadId, leadId));
  return row;
}

/** The lead's outcome, locked for the change (a concurrent change waits, then sees this one's values). */
export async function findOutcomeForUpdate(tx: Database, leadId: string): Promise<OutcomeRow | undefined> {
  const [row] = await tx.select().from(leadOutcomes).where(eq(leadOutcomes.leadId, leadId)).for("update");
  return row;
}

export async function saveOutcome(tx: Database, row: typeof leadOutcomes.$inferInsert): Promise<OutcomeRow> {
  const { leadId: _leadId, ...set } = row;
  const [saved] = await tx
    .insert(leadOutcomes)
    .values(row)
    .onConflictDoUpdate({ target: leadOutcomes.leadId, set })
    .returning();
  if (!saved) throw new Error("outcome upsert returned no row");
  return saved;
}
