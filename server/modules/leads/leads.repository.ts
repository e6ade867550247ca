import { and, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import type { Database, DatabaseHandle, PreparedSql } from "../../db/client";
import { leadConversations, leadMerges, leads, users } from "../../db/schema/index";
import type { StaffRecipient } from "../../lib/email/staff-email";
import type { LeadRow, LeadValues } from "./leads.mapping";

export async function findLead(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** A merged-away id's kept lead and the merged lead's owner (decision 019), if `id` was merged. */
export async function findMerge(
  db: Database,
  id: string,
): Promise<{ intoId: string; ownerKeyHash: string | null } | undefined> {
  const [row] = await db
    .select({ intoId: leadMerges.intoId, ownerKeyHash: leadMerges.ownerKeyHash })
    .from(leadMerges)
    .where(eq(leadMerges.mergedId, id));
  return row;
}

/** The lead, locked until the transaction ends, so concurrent saves of one id apply one after another. */
export async function findLeadForUpdate(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for("update");
  return row;
}

/**
 * Creates the row of a new id, owned by `ownerKeyHash`, and locks it; false (and nothing written) when the id
 * exists. Concurrent calls for one id wait for each other instead of failing on the primary key.
 */
export async function claimLeadId(db: Database, id: string, ownerKeyHash: string | null): Promise<boolean> {
  const rows = await db
    .insert(leads)
    .values({ id, ownerKeyHash })
    .onConflictDoNothing({ target: leads.id })
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * Every change of a lead after its creation, and so the one place its agent changes (assignment, claims,
 * pools' idle reassignment, a manager's reassignment, the public API, a merge): the lead's conversation
 * takes the new agent in the same transaction (decision 054), so it moves to that agent's inbox.
 */
export async function updateLead(db: Database, id: string, values: LeadValues): Promise<LeadRow> {
  const [row] = await db
    .update(leads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  if (values.agentId !== undefined) {
    await db.update(leadConversations).set({ agentId: row.agentId }).where(eq(leadConversations.leadId, id));
  }
  return row;
}

/** Where new-lead alerts go until routing exists: every active staff member. */
/** Every active staff member's address and language (users.locale), for the new-lead alert. */
export async function listStaffRecipients(db: Database): Promise<StaffRecipient[]> {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.userType, "agent"), eq(users.isActive, true)));
  return rows.map((r) => ({ email: r.email, locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE }));
}

export async function listStaffEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, "agent"), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

export async function leadFlowStats(db: Database) {
  return db
    .select({
      variant: leads.variant,
      type: leads.type,
      started: sql<number>`count(*)::int`,
      completed: sql<number>`count(${leads.submittedAt})::int`,
    })
    .from(leads)
    .where(isNotNull(leads.variant))
    .groupBy(leads.variant, leads.type)
    .orderBy(leads.variant, leads.type);
}

const leadColumns = getTableColumns(leads);
type LeadKey = keyof typeof leadColumns;

/** Fields a progress save may carry, merged into an existing row only when given (COALESCE). */
const mergedKeys = [
  "fullName",
  "email",
  "phone",
  "address",
  "unit",
  "city",
  "province",
  "postalCode",
  "workingWithRealtor",
  "hasRealtor",
  "hasSoldBefore",
  "topics",
  "movingTimeline",
  "timeline",
  "movingTimeframe",
  "movingReason",
  "movingLocation",
  "condition",
  "contactMethod",
  "comments",
  "variant",
  "tag",
  "phoneE164",
  "stage",
  "lastTouch",
] as const satisfies readonly LeadKey[];
const jsonKeys = new Set<LeadKey>(["topics", "utm", "formData", "lastTouch"]);
/** What a new row gets for a merged field the save does not carry (NOT NULL columns). */
const insertDefaults: Partial<Record<LeadKey, string>> = { stage: "'new'" };
const col = (key: LeadKey) => `"${leadColumns[key].name}"`;

function buildUpsertPartialSql(maxKeptSubmissions: number): PreparedSql {
  // $1 id, $2 owner key hash, $3 form data, $4 type, $5 completedEmail, $6 completedContact, $7 source, $8 utm,
  // $9 locale (decision 017), then mergedKeys.
  const merged = mergedKeys.map((key, i) => {
    const param = `$${i + 10}${jsonKeys.has(key) ? "::jsonb" : ""}`;
    const fallback = insertDefaults[key];
    return { key, param, insert: fallback ? `coalesce(${param}::text, ${fallback})` : param };
  });
  return {
    name: "leads_upsert_partial_v8",
    // A merged-away id is never inserted again: the caller takes the save to the kept lead.
    text: `INSERT INTO leads (id, owner_key_hash, status, form_data, type, completed_email, completed_contact, source, utm, locale, ${merged
      .map((m) => col(m.key))
      .join(", ")})
SELECT $1::text, $2::text, 'Partial', $3::jsonb, coalesce($4::text, 'realtor'), coalesce($5::boolean, false), coalesce($6::boolean, false), $7::text, $8::jsonb, coalesce($9::text, 'en-CA'), ${merged
      .map((m) => m.insert)
      .join(", ")}
WHERE NOT EXISTS (SELECT 1 FROM lead_merges WHERE merged_id = $1::text)
ON CONFLICT (id) DO UPDATE SET
  type = coalesce($4::text, leads.type),
  completed_email = leads.completed_email OR excluded.completed_email,
  completed_contact = leads.completed_contact OR excluded.completed_contact,
  locale = coalesce($9::text, leads.locale),
  -- A lead first saved without a campaign takes the one its visitor later came by; a campaign is never undone.
  source = CASE WHEN leads.source IS NULL OR leads.source = 'direct' THEN coalesce($7::text, leads.source) ELSE leads.source END,
  utm = CASE WHEN leads.utm IS NULL THEN $8::jsonb ELSE leads.utm END,
  form_data = jsonb_path_query_array(coalesce(leads.form_data, '[]'::jsonb) || excluded.form_data, '$[last - ${maxKeptSubmissions - 1} to last]'),
  ${merged.map((m) => `${col(m.key)} = coalesce(excluded.${col(m.key)}, leads.${col(m.key)})`).join(",\n  ")},
  updated_at = now()
WHERE leads.owner_key_hash = excluded.owner_key_hash
RETURNING id, status`,
  };
}

let upsertPartialSql: PreparedSql | undefined;

/**
 * One fixed statement for partial progress (the hot path of every flow step): inserts the lead, or merges
 * the given fields into it when the save proves the same owner secret. Returns undefined when the id
 * exists with another owner or none (a null hash never matches: such leads are not publicly writable), or
 * was merged into another lead. The status only leaves 'Partial' through the transactional path.
 */
export async function upsertPartialLead(
  database: DatabaseHandle,
  id: string,
  values: LeadValues & { formData: unknown[] },
  maxKeptSubmissions: number,
): Promise<{ id: string; status: string } | undefined> {
  upsertPartialSql ??= buildUpsertPartialSql(maxKeptSubmissions);
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  const params = [
    id,
    values.ownerKeyHash ?? null,
    json(values.formData),
    values.type ?? null,
    values.completedEmail ?? null,
    values.completedContact ?? null,
    values.source ?? null,
    json(values.utm),
    values.locale ?? null,
    ...mergedKeys.map((key) => (jsonKeys.has(key) ? json(values[key]) : (values[key] ?? null))),
  ];
  const [row] = await database.query<{ id: string; status: string }>(upsertPartialSql, params);
  return row;
}
