import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { historyText } from "../../../contract/history-codes";
import type { EraseResult } from "../../../contract/privacy";
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
import { fieldError, httpError } from "../../lib/http-error";
import { recordAudit } from "../audit/audit.service";
import { maskedPerson } from "../audit/masked-subject";
import { deleteClientsOffersAndDocuments } from "../client-portal/offers-documents.repository";
import { insertHistory } from "../history/history.repository";
import { deleteLeadHomeValues } from "../home-value/home-value.repository";
import { toE164 } from "../leads/phone";
import { eraseNurtureOfLeads } from "../nurture/nurture.repository";
import { eraseLeadTexts } from "../texting/texting.repository";
import { findPerson, personKeys } from "./person.repository";
import { emailHash, phoneHash } from "./person-hash";

/** What every anonymised free text becomes. */
export const ERASED_TEXT = "[erased]";
/** The address an erased outbox row or client account keeps (the columns are NOT NULL); `.invalid` never routes. */
const erasedAddress = (id: string | number) => `erased-${id}@erased.invalid`;

export interface EraseActor {
  id: number;
  email: string;
  ip: string;
}

export function noPerson() {
  return httpError("person_not_found", {});
}

/**
 * Erases one person (decision 021) in one transaction: personal fields of their leads,
 * notes, reminders, history, logged contacts, guides, client account, messages, outbox e-mails and webhook
 * payloads are anonymised; a suppression keeps their hashed e-mails and phones so they are never contacted
 * again; the consent ledger and the audit trail (hashes only) stay. The admin must type the person's
 * e-mail (or, for someone without one, their phone) as the confirmation.
 */
export async function erasePerson(
  db: Database,
  query: { email?: string; phone?: string; confirmEmail: string },
  actor: EraseActor,
): Promise<EraseResult> {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, query);
    if (person.leadIds.length === 0 && person.clientIds.length === 0) throw noPerson();
    const typed = query.confirmEmail.trim().toLowerCase();
    const confirmed =
      person.emails.length > 0 ? person.emails.includes(typed) : person.phones.includes(toE164(typed) ?? "");
    if (!confirmed) {
      const reason = person.emails.length > 0 ? "erase_email_mismatch" : "erase_phone_needed";
      throw fieldError(reason, {}, "body.confirmEmail");
    }
    const { leadIds, clientIds } = person;
    const now = new Date();

    if (leadIds.length > 0) {
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
      // Decision 041: the estimate the seller asked for holds their address and details; it goes.
      await deleteLeadHomeValues(tx, leadIds);
      // Decision 039: the signals go, the plans stop, their e-mail links stop working.
      await eraseNurtureOfLeads(tx, leadIds, now);
      // Decision 038: the text thread's words and numbers; texts still waiting are never sent.
      await eraseLeadTexts(tx, leadIds, ERASED_TEXT);
      await insertHistory(
        tx,
        leadIds.map((leadId) => ({
          leadId,
          changeType: "edit" as const,
          notes: `Personal data erased by ${actor.email}`,
          ...historyText("erased", { email: actor.email }),
          userId: actor.id,
        })),
      );
    }

    const emailIds = person.record.emails.map((e) => e.id as number);
    if (emailIds.length > 0) {
      // An e-mail not yet sent is never sent; the person's address goes, a staff alert's address stays.
      await tx
        .update(emailOutbox)
        .set({
          toAddress: sql`case when lower(btrim(${emailOutbox.toAddress})) in ${person.emails.length > 0 ? person.emails : [""]} then 'erased-' || ${emailOutbox.id} || '@erased.invalid' else ${emailOutbox.toAddress} end`,
          subject: ERASED_TEXT,
          textBody: ERASED_TEXT,
          htmlBody: null,
          lastError: null,
          unsubscribeUrl: null,
          status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
        })
        .where(inArray(emailOutbox.id, emailIds));
    }

    if (clientIds.length > 0) {
      await tx.update(messages).set({ content: ERASED_TEXT }).where(inArray(messages.clientId, clientIds));
      // Offers and shared files are the seller's own business: gone, not kept anonymised.
      await deleteClientsOffersAndDocuments(tx, clientIds);
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

    // Never contacted again: one row per e-mail (with the first phone), then the remaining phones.
    const [firstPhone, ...otherPhones] = person.phones;
    const suppressionRows = [
      ...person.emails.map((e, i) => ({ emailHash: emailHash(e), phoneHash: i === 0 ? phoneHash(firstPhone) : null })),
      ...(person.emails.length > 0 ? otherPhones : person.phones).map((p) => ({
        emailHash: null,
        phoneHash: phoneHash(p),
      })),
    ];
    if (suppressionRows.length > 0)
      await tx
        .insert(suppressions)
        .values(suppressionRows.map((r) => ({ ...r, reason: "erased", createdBy: actor.id })));

    const keys = personKeys(query);
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "person.erase",
      subject: emailHash(keys.email) ?? phoneHash(keys.phone),
      subjectMasked: maskedPerson(keys),
      details: {
        leadIds,
        clientIds,
        emails: emailIds.length,
        messages: person.record.messages.length,
      },
      ip: actor.ip,
    });
    return {
      leadIds,
      erasedLeads: leadIds.length,
      erasedAccounts: clientIds.length,
      erasedEmails: emailIds.length,
      erasedMessages: person.record.messages.length,
    };
  });
}
