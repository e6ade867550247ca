import type { Database } from "../../db/client";
import { recordWithdrawal } from "../consent/consent.service";
import { findLeadByUnsubscribeToken, setDoNotEmail } from "./unsubscribe.repository";

const tokenShape = /^[A-Za-z0-9_-]{32}$/;

export type UnsubscribingLead = NonNullable<Awaited<ReturnType<typeof findLeadByUnsubscribeToken>>>;

/** The lead an unsubscribe link names; undefined for a token of the wrong shape or an unknown one. */
export async function leadForUnsubscribe(db: Database, token: string): Promise<UnsubscribingLead | undefined> {
  if (!tokenShape.test(token)) return undefined;
  return findLeadByUnsubscribeToken(db, token);
}

/**
 * Stops all e-mail to the lead in one transaction: the ledger keeps the withdrawal, and the suppression
 * list keeps the address from later leads.
 */
export async function unsubscribeLead(db: Database, lead: UnsubscribingLead, ip: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await setDoNotEmail(tx, lead.id, now);
    await recordWithdrawal(tx, {
      leadId: lead.id,
      email: lead.email,
      phone: lead.phone,
      channel: "email",
      form: "unsubscribe",
      textVersion: null,
      locale: lead.locale,
      ip,
      at: now,
    });
  });
}
