import { historyText } from "../../../contract/history-codes";
import type { EraseResult } from "../../../contract/privacy";
import type { Database } from "../../db/client";
import { fieldError, httpError } from "../../lib/http-error";
import { eraseAdLeads } from "../ads/index";
import { eraseAssistantOfLeads } from "../assistant/index";
import { recordAudit } from "../audit/audit.service";
import { maskedPerson } from "../audit/index";
import { eraseCallsOfLeads } from "../calls/calls.service";
import { deleteClientsOffersAndDocuments } from "../client-portal/offers-documents.service";
import { eraseLeadEmails } from "../conversation/index";
import { insertHistory } from "../history/history.service";
import { deleteLeadHomeValues } from "../home-value/home-value.service";
import { toE164 } from "../leads/index";
import { eraseNurtureOfLeads } from "../nurture/nurture.service";
import { eraseLeadTexts } from "../texting/texting.service";
import {
  anonymiseClientAccounts,
  anonymiseLeads,
  anonymiseOutboxEmails,
  ERASED_TEXT,
  eraseClientMessages,
  insertErasureSuppressions,
} from "./erase.repository";
import { findPerson, personKeys } from "./person.repository";
import { emailHash, phoneHash } from "./person-hash";

export { ERASED_TEXT };

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
      await anonymiseLeads(tx, leadIds, now);
      // Decision 041: the estimate the seller asked for holds their address and details; it goes.
      await deleteLeadHomeValues(tx, leadIds);
      // Decision 039: the signals go, the plans stop, their e-mail links stop working.
      await eraseNurtureOfLeads(tx, leadIds, now);
      // Decision 038: the text thread's words and numbers; texts still waiting are never sent.
      await eraseLeadTexts(tx, leadIds, ERASED_TEXT);
      // Decision 052: the calls keep their outcome on the erased lead; the numbers go.
      await eraseCallsOfLeads(tx, leadIds);
      // Decision 053: the ad platform's id of the submission and the click id.
      await eraseAdLeads(tx, leadIds);
      // Decision 051: the conversation's e-mails lose their words and addresses, their files go.
      await eraseLeadEmails(tx, leadIds, ERASED_TEXT);
      // Decision 062: the assistant's copy of the seller's words and its answers; its audit stays.
      await eraseAssistantOfLeads(tx, leadIds, ERASED_TEXT);
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
      await anonymiseOutboxEmails(tx, emailIds, person.emails);
    }

    if (clientIds.length > 0) {
      await eraseClientMessages(tx, clientIds);
      // Offers and shared files are the seller's own business: gone, not kept anonymised.
      await deleteClientsOffersAndDocuments(tx, clientIds);
      await anonymiseClientAccounts(tx, clientIds, now);
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
    if (suppressionRows.length > 0) await insertErasureSuppressions(tx, suppressionRows, actor.id);

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
