import { eq, sql } from "drizzle-orm";
import type { ParsedPhone } from "../../../contract/phone-number";
import type { Database } from "../../db/client";
import { leads, sellersGuides } from "../../db/schema/index";
import { appendKeptSubmissionsSql } from "../leads/kept-submissions";

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
