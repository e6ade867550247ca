import { eq, sql } from "drizzle-orm";
import type { ParsedPhone } from "../../../contract/phone-number";
import type { Database } from "../../db/client";
import { guideTopics, guideTopicTranslations, leads, sellersGuides } from "../../db/schema/index";
import { appendKeptSubmissionsSql } from "../leads/index";

export type SellersGuideRow = typeof sellersGuides.$inferSelect;
type Responses = NonNullable<SellersGuideRow["responses"]>;

export async function findGuideByToken(db: Database, token: string): Promise<SellersGuideRow | undefined> {
  const [guide] = await db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
  return guide;
}

/**
 * Stores the follow-up answers on the guide and, in the same transaction, on its lead: kept as a
 * submission, and filling the lead's name and phone (with its E.164 for duplicate matching) where it has none.
 */
export async function saveGuideResponses(
  db: Database,
  guide: Pick<SellersGuideRow, "token" | "leadId">,
  responses: Responses,
  lead: { name: string | null; phone: ParsedPhone | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sellersGuides).set({ responses }).where(eq(sellersGuides.token, guide.token));
    if (guide.leadId) {
      const submission = { at: new Date().toISOString(), kind: "guide_responses", body: responses };
      await tx
        .update(leads)
        .set({
          fullName: sql`coalesce(${leads.fullName}, ${lead.name})`,
          phone: sql`coalesce(${leads.phone}, ${lead.phone?.formatted ?? null})`,
          phoneE164: sql`case when ${leads.phone} is null then ${lead.phone?.e164 ?? null} else ${leads.phoneE164} end`,
          formData: appendKeptSubmissionsSql(leads.formData, [submission]),
          updatedAt: new Date(),
        })
        .where(eq(leads.id, guide.leadId));
    }
  });
}

/** The slug of the topic a visitor names by its title in either language (any case), or by its slug. */
export async function findTopicSlug(db: Database, wanted: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: guideTopics.slug })
    .from(guideTopics)
    .where(
      sql`lower(${guideTopics.title}) = ${wanted} OR ${guideTopics.slug} = ${wanted} OR ${guideTopics.id} IN (SELECT ${guideTopicTranslations.topicId} FROM ${guideTopicTranslations} WHERE lower(${guideTopicTranslations.title}) = ${wanted})`,
    )
    .limit(1);
  return row?.slug;
}

export async function insertGuide(db: Database, guide: typeof sellersGuides.$inferInsert): Promise<void> {
  await db.insert(sellersGuides).values(guide);
}

export async function hasGuideForLead(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ token: sellersGuides.token })
    .from(sellersGuides)
    .where(eq(sellersGuides.leadId, leadId))
    .limit(1);
  return Boolean(row);
}

/** Gives the lead the token of its unsubscribe link (kept once made). */
export async function setUnsubscribeToken(db: Database, leadId: string, unsubscribeToken: string): Promise<void> {
  await db.update(leads).set({ unsubscribeToken }).where(eq(leads.id, leadId));
}
