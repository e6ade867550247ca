import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leadMerges, leads } from "../../db/schema/index";

const columns = {
  id: leads.id,
  doNotEmail: leads.doNotEmail,
  locale: leads.locale,
  email: leads.email,
  phone: leads.phone,
};

/** The lead an unsubscribe token names; the link of a lead merged into another (decision 019) names the kept lead. */
export async function findLeadByUnsubscribeToken(db: Database, token: string) {
  const [lead] = await db.select(columns).from(leads).where(eq(leads.unsubscribeToken, token));
  if (lead) return lead;
  const [kept] = await db
    .select(columns)
    .from(leadMerges)
    .innerJoin(leads, eq(leads.id, leadMerges.intoId))
    .where(eq(leadMerges.unsubscribeToken, token));
  return kept;
}

export async function setDoNotEmail(db: Database, leadId: string, at: Date): Promise<void> {
  await db.update(leads).set({ doNotEmail: true, updatedAt: at }).where(eq(leads.id, leadId));
}
