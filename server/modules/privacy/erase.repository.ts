import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  clientActivity,
  emailOutbox,
  leadContacts,
  leadHistory,
  leadMerges,
  leads,
  messages,
  notes,
  reminders,
  sellersGuides,
  sessions,
  suppressions,
  users,
  webhookDeliveries,
} from "../../db/schema/index";

/** The statements of a person's erasure (decision 021); erase.service.ts runs them in its transaction, in order. */

/** What every anonymised free text becomes. */
export const ERASED_TEXT = "[erased]";
/** The address an erased outbox row or client account keeps (the columns are NOT NULL); `.invalid` never routes. */
const erasedAddress = (id: string | number) => `erased-${id}@erased.invalid`;

/** The leads' personal fields, and what staff wrote about the person on them (notes, reminders, history, contacts, guides, webhooks). */
export async function anonymiseLeads(tx: Database, leadIds: string[], now: Date): Promise<void> {
  await tx
    .update(leads)
    .set({
      fullName: null,
      email: null,
      phone: null,
      phoneE164: null,
      address: null,
      unit: null,
      city: null,
      postalCode: null,
      movingReason: null,
      movingLocation: null,
      comments: null,
      hasMortgage: null,
      mortgageAmount: null,
      paymentsOnTime: null,
      formData: null,
      utm: null,
      lastTouch: null,
      consentIp: null,
      ownerKeyHash: null,
      unsubscribeToken: null,
      doNotEmail: true,
      erasedAt: now,
      updatedAt: now,
    })
    .where(inArray(leads.id, leadIds));
  // Nobody writes to an erased lead again, not even the visitor of a lead merged into it (decision 005).
  await tx
    .update(leadMerges)
    .set({ ownerKeyHash: null, unsubscribeToken: null })
    .where(inArray(leadMerges.intoId, leadIds));
  // Staff write notes and reminders, but about the person: their text goes too.
  await tx.update(notes).set({ content: ERASED_TEXT, updatedAt: now }).where(inArray(notes.leadId, leadIds));
  await tx.update(reminders).set({ title: ERASED_TEXT, updatedAt: now }).where(inArray(reminders.leadId, leadIds));
  await tx
    .update(leadHistory)
    .set({ oldValue: null, newValue: null, notes: null, code: null, params: null })
    .where(inArray(leadHistory.leadId, leadIds));
  await tx.update(leadContacts).set({ notes: null }).where(inArray(leadContacts.leadId, leadIds));
  await tx
    .update(sellersGuides)
    .set({ content: { title: ERASED_TEXT, introduction: "", sections: [], conclusion: "" }, responses: null })
    .where(inArray(sellersGuides.leadId, leadIds));
  await tx
    .update(webhookDeliveries)
    .set({
      payload: { erased: true },
      lastError: null,
      status: sql`case when ${webhookDeliveries.status} = 'pending' then 'failed' else ${webhookDeliveries.status} end`,
    })
    .where(inArray(webhookDeliveries.leadId, leadIds));
}

/** An e-mail not yet sent is never sent; the person's address goes, a staff alert's address stays. */
export async function anonymiseOutboxEmails(tx: Database, emailIds: number[], emails: string[]): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({
      toAddress: sql`case when lower(btrim(${emailOutbox.toAddress})) in ${emails.length > 0 ? emails : [""]} then 'erased-' || ${emailOutbox.id} || '@erased.invalid' else ${emailOutbox.toAddress} end`,
      subject: ERASED_TEXT,
      textBody: ERASED_TEXT,
      htmlBody: null,
      lastError: null,
      unsubscribeUrl: null,
      // A market analysis sent as a PDF carries the person's name and address (decision 046).
      attachments: null,
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
    })
    .where(inArray(emailOutbox.id, emailIds));
}

export async function eraseClientMessages(tx: Database, clientIds: number[]): Promise<void> {
  await tx.update(messages).set({ content: ERASED_TEXT }).where(inArray(messages.clientId, clientIds));
}

/** The client accounts: their activity's words, their sessions, and every personal field; no password matches again. */
export async function anonymiseClientAccounts(tx: Database, clientIds: number[], now: Date): Promise<void> {
  await tx
    .update(clientActivity)
    .set({ activity: ERASED_TEXT, actor: ERASED_TEXT })
    .where(inArray(clientActivity.clientId, clientIds));
  await tx.delete(sessions).where(inArray(sessions.userId, clientIds));
  for (const id of clientIds) {
    await tx
      .update(users)
      .set({
        email: erasedAddress(id),
        firstName: null,
        lastName: null,
        fullName: null,
        phone: null,
        // Not a valid scrypt hash: no password ever matches it.
        passwordHash: `erased$${randomBytes(16).toString("hex")}`,
        isActive: false,
        updatedAt: now,
      })
      .where(inArray(users.id, [id]));
  }
}

export async function insertErasureSuppressions(
  tx: Database,
  rows: { emailHash: string | null; phoneHash: string | null }[],
  createdBy: number,
): Promise<void> {
  if (rows.length > 0) await tx.insert(suppressions).values(rows.map((r) => ({ ...r, reason: "erased", createdBy })));
}
