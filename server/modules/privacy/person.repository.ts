import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { PERSON_EXPORT_FORMAT, PERSON_EXPORT_VERSION, type PersonRecord } from "../../../contract/privacy";
import type { Database } from "../../db/client";
import {
  clientActivity,
  clientChecklist,
  clientDocuments,
  clientOffers,
  consentEvents,
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
import { adRowsForExport } from "../ads/index";
import { listConversations, listTurns } from "../assistant/index";
import { listCallsForExport } from "../calls/index";
import { documentInfo } from "../client-portal/index";
import { listEmailAttachmentsForExport, listEmailsForExport } from "../conversation/index";
import { findLeadHomeValues } from "../home-value/index";
import { toE164 } from "../leads/index";
import { nurtureRowsOfLeads } from "../nurture/index";
import { listTextsForExport } from "../texting/index";
import { emailHash, phoneHash } from "./person-hash";

/** Columns that are secrets or derived copies, never exported: hashes of tokens, search text, flags. */
const hidden = new Set([
  "ownerKeyHash",
  "unsubscribeToken",
  "searchText",
  "unfinished",
  "passwordHash",
  "tokenHash",
  // An action-plan e-mail link's token (decision 039).
  "linkToken",
]);

/** A row as the export writes it: its columns, times in ISO 8601, secrets left out. */
export function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (hidden.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The folded identifiers of a request: the e-mail trimmed and lower-cased, the phone in E.164. */
export function personKeys(query: { email?: string | null; phone?: string | null }) {
  const email = query.email?.trim().toLowerCase() || null;
  const phone = query.phone?.trim() ? toE164(query.phone) : null;
  return { email, phone };
}

export interface PersonRows {
  record: PersonRecord;
  leadIds: string[];
  clientIds: number[];
  /** Every e-mail (folded) and E.164 phone the person's rows hold: the suppression covers them all. */
  emails: string[];
  phones: string[];
}

const inList = <T>(column: Parameters<typeof inArray>[0], values: T[]): SQL =>
  values.length > 0 ? inArray(column, values as unknown[]) : sql`false`;

/**
 * Runs the reads one after another: inside a transaction they share one connection, which takes one
 * query at a time (PGlite and node-postgres alike).
 */
async function inTurn<T extends readonly (() => Promise<unknown>)[]>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/**
 * Everything held about one person (decision 021): the leads whose e-mail or phone is theirs, and every row
 * hanging off those leads or off their client account, plus the consent ledger and suppressions by hash.
 * Pass a transaction to read what an erase is about to change.
 */
export async function findPerson(db: Database, query: { email?: string | null; phone?: string | null }) {
  const keys = personKeys(query);
  const leadMatch = [
    keys.email ? sql`lower(btrim(${leads.email})) = ${keys.email}` : undefined,
    keys.phone ? eq(leads.phoneE164, keys.phone) : undefined,
  ].filter((c): c is SQL => Boolean(c));
  const leadRows =
    leadMatch.length > 0
      ? await db
          .select()
          .from(leads)
          .where(or(...leadMatch))
          .orderBy(leads.createdAt, leads.id)
      : [];
  const leadIds = leadRows.map((l) => l.id);

  // Client accounts: by e-mail, by the lead they were made from, or by phone (stored as typed, so read
  // in E.164 here; clients are few).
  const accountMatch = [
    keys.email ? sql`lower(btrim(${users.email})) = ${keys.email}` : undefined,
    leadIds.length > 0 ? inArray(users.leadId, leadIds) : undefined,
    keys.phone ? sql`${users.phone} is not null` : undefined,
  ].filter((c): c is SQL => Boolean(c));
  const accountCandidates =
    accountMatch.length > 0
      ? await db
          .select()
          .from(users)
          .where(and(eq(users.userType, "client"), or(...accountMatch)))
          .orderBy(users.id)
      : [];
  const accounts = accountCandidates.filter(
    (u) =>
      (keys.email && u.email.trim().toLowerCase() === keys.email) ||
      (u.leadId && leadIds.includes(u.leadId)) ||
      (keys.phone && toE164(u.phone) === keys.phone),
  );
  const clientIds = accounts.map((u) => u.id);

  const emails = new Set<string>();
  const phones = new Set<string>();
  if (keys.email) emails.add(keys.email);
  if (keys.phone) phones.add(keys.phone);
  for (const l of leadRows) {
    if (l.email?.trim()) emails.add(l.email.trim().toLowerCase());
    if (l.phoneE164) phones.add(l.phoneE164);
  }
  for (const u of accounts) {
    emails.add(u.email.trim().toLowerCase());
    const e164 = toE164(u.phone);
    if (e164) phones.add(e164);
  }
  const emailHashes = [...emails].map((e) => emailHash(e) as string);
  const phoneHashes = [...phones].map((p) => phoneHash(p) as string);

  const [
    mergedRows,
    noteRows,
    reminderRows,
    historyRows,
    contactRows,
    guideRows,
    sessionRows,
    messageRows,
    checklistRows,
    activityRows,
    offerRows,
    documentRows,
    emailRows,
    webhookRows,
    consentRows,
    suppressionRows,
  ] = await inTurn([
    () => db.select().from(leadMerges).where(inList(leadMerges.intoId, leadIds)).orderBy(leadMerges.createdAt),
    () => db.select().from(notes).where(inList(notes.leadId, leadIds)).orderBy(notes.createdAt, notes.id),
    () =>
      db.select().from(reminders).where(inList(reminders.leadId, leadIds)).orderBy(reminders.createdAt, reminders.id),
    () =>
      db
        .select()
        .from(leadHistory)
        .where(inList(leadHistory.leadId, leadIds))
        .orderBy(leadHistory.createdAt, leadHistory.id),
    () =>
      db
        .select()
        .from(leadContacts)
        .where(inList(leadContacts.leadId, leadIds))
        .orderBy(leadContacts.createdAt, leadContacts.id),
    () => db.select().from(sellersGuides).where(inList(sellersGuides.leadId, leadIds)).orderBy(sellersGuides.createdAt),
    () =>
      db
        .select({
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(inList(sessions.userId, clientIds))
        .orderBy(sessions.createdAt),
    () =>
      db.select().from(messages).where(inList(messages.clientId, clientIds)).orderBy(messages.createdAt, messages.id),
    () =>
      db
        .select()
        .from(clientChecklist)
        .where(inList(clientChecklist.clientId, clientIds))
        .orderBy(clientChecklist.taskId),
    () =>
      db
        .select()
        .from(clientActivity)
        .where(inList(clientActivity.clientId, clientIds))
        .orderBy(clientActivity.createdAt, clientActivity.id),
    () =>
      db
        .select()
        .from(clientOffers)
        .where(inList(clientOffers.clientId, clientIds))
        .orderBy(clientOffers.createdAt, clientOffers.id),
    // The documents' descriptions; the files themselves are downloaded from the client portal.
    () =>
      db
        .select(documentInfo)
        .from(clientDocuments)
        .where(inList(clientDocuments.clientId, clientIds))
        .orderBy(clientDocuments.createdAt, clientDocuments.id),
    () =>
      db
        .select()
        .from(emailOutbox)
        .where(
          or(
            inList(emailOutbox.leadId, leadIds),
            emails.size > 0 ? sql`lower(btrim(${emailOutbox.toAddress})) in ${[...emails]}` : sql`false`,
          ),
        )
        .orderBy(emailOutbox.createdAt, emailOutbox.id),
    () =>
      db
        .select()
        .from(webhookDeliveries)
        .where(inList(webhookDeliveries.leadId, leadIds))
        .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id),
    () =>
      db
        .select()
        .from(consentEvents)
        .where(
          or(
            inList(consentEvents.emailHash, emailHashes),
            inList(consentEvents.phoneHash, phoneHashes),
            inList(consentEvents.leadId, leadIds),
          ),
        )
        .orderBy(consentEvents.occurredAt, consentEvents.id),
    () =>
      db
        .select()
        .from(suppressions)
        .where(or(inList(suppressions.emailHash, emailHashes), inList(suppressions.phoneHash, phoneHashes)))
        .orderBy(suppressions.createdAt, suppressions.id),
  ] as const);

  const nurture = await nurtureRowsOfLeads(db, leadIds);
  const ads = await adRowsForExport(db, leadIds);
  const record: PersonRecord = {
    format: PERSON_EXPORT_FORMAT,
    version: PERSON_EXPORT_VERSION,
    generatedAt: new Date().toISOString(),
    query: { email: keys.email, phone: keys.phone },
    leads: leadRows.map(plainRow),
    mergedLeads: mergedRows.map(plainRow),
    notes: noteRows.map(plainRow),
    reminders: reminderRows.map(plainRow),
    history: historyRows.map(plainRow),
    contacts: contactRows.map(plainRow),
    sellersGuides: guideRows.map(plainRow),
    clientAccounts: accounts.map(plainRow),
    clientSessions: sessionRows.map(plainRow),
    messages: messageRows.map(plainRow),
    clientChecklist: checklistRows.map(plainRow),
    clientActivity: activityRows.map(plainRow),
    clientOffers: offerRows.map(plainRow),
    clientDocuments: documentRows.map(plainRow),
    emails: emailRows.map(plainRow),
    webhookDeliveries: webhookRows.map(plainRow),
    consentEvents: consentRows.map(plainRow),
    suppressions: suppressionRows.map(plainRow),
    homeValues: (await findLeadHomeValues(db, leadIds)).map(plainRow),
    texts: (await listTextsForExport(db, leadIds)).map(plainRow),
    calls: (await listCallsForExport(db, leadIds)).map(plainRow),
    conversationEmails: (await listEmailsForExport(db, leadIds)).map(plainRow),
    conversationAttachments: (await listEmailAttachmentsForExport(db, leadIds)).map(plainRow),
    actionPlanRuns: nurture.planRuns.map(plainRow),
    actionPlanSteps: nurture.planSteps.map(plainRow),
    engagementSignals: nurture.signals.map(plainRow),
    adLeads: ads.adLeads.map(plainRow),
    leadOutcomes: ads.leadOutcomes.map(plainRow),
    metaConversionEvents: ads.metaConversionEvents.map(plainRow),
    assistantTurns: (await listTurns(db, leadIds)).map(plainRow),
    assistantConversations: (await listConversations(db, leadIds)).map(plainRow),
  };
  return { record, leadIds, clientIds, emails: [...emails], phones: [...phones] } satisfies PersonRows;
}
