import { and, desc, eq, sql } from "drizzle-orm";
import type { ClientActivityCode, ClientActivityParams } from "../../../contract/client-activity";
import type { ActivityEntry, Message } from "../../../contract/client-portal";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { clientActivity, clientChecklist, leads, messages, sellersGuides, users } from "../../db/schema/index";
import { type UserRow, userDisplayName } from "../auth/index";

/** One activity line: its code and parameters for the screens, its English for the person export. */
export async function recordActivity(
  db: Database,
  clientId: number,
  line: { code: ClientActivityCode; params?: ClientActivityParams; activity: string; actor: string },
): Promise<void> {
  await db.insert(clientActivity).values({ clientId, ...line, params: line.params ?? {} });
}

export async function listActivity(db: Database, clientId: number, limit = 30): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(clientActivity)
    .where(eq(clientActivity.clientId, clientId))
    .orderBy(desc(clientActivity.createdAt), desc(clientActivity.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    date: r.createdAt.toISOString(),
    activity: r.activity,
    actor: r.actor,
    code: r.code,
    params: r.params ?? {},
  }));
}

export async function completedTasks(db: Database, clientId: number): Promise<Set<string>> {
  const rows = await db
    .select({ taskId: clientChecklist.taskId })
    .from(clientChecklist)
    .where(and(eq(clientChecklist.clientId, clientId), eq(clientChecklist.completed, true)));
  return new Set(rows.map((r) => r.taskId));
}

export async function setTask(db: Database, clientId: number, taskId: string, completed: boolean): Promise<void> {
  await db
    .insert(clientChecklist)
    .values({ clientId, taskId, completed })
    .onConflictDoUpdate({
      target: [clientChecklist.clientId, clientChecklist.taskId],
      set: { completed, updatedAt: sql`now()` },
    });
}

export async function listMessages(db: Database, clientId: number): Promise<Message[]> {
  const rows = await db
    .select({ message: messages, sender: users })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.clientId, clientId))
    .orderBy(messages.createdAt, messages.id);
  return rows.map(({ message, sender }) => ({
    id: message.id,
    sender: sender ? userDisplayName(sender) : "Former staff member",
    content: message.content,
    timestamp: message.createdAt.toISOString(),
    isAgent: sender ? sender.userType === "agent" : true,
  }));
}

export async function insertMessage(db: Database, clientId: number, senderId: number, content: string) {
  const [row] = await db.insert(messages).values({ clientId, senderId, content }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function latestGuideFor(db: Database, client: UserRow) {
  if (!client.leadId) return undefined;
  const [guide] = await db
    .select()
    .from(sellersGuides)
    .where(eq(sellersGuides.leadId, client.leadId))
    .orderBy(desc(sellersGuides.createdAt))
    .limit(1);
  return guide;
}

/** The language the seller chose on the public pages (decision 017); English when unknown. */
export async function leadLocale(db: Database, leadId: string): Promise<Locale> {
  const [lead] = await db.select({ locale: leads.locale }).from(leads).where(eq(leads.id, leadId));
  return isLocale(lead?.locale) ? lead.locale : DEFAULT_LOCALE;
}

export async function updateClientName(
  db: Database,
  clientId: number,
  firstName: string,
  lastName: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ firstName, lastName, fullName: `${firstName} ${lastName}`, updatedAt: new Date() })
    .where(eq(users.id, clientId))
    .returning();
  return row;
}

export async function findClient(db: Database, clientId: number): Promise<UserRow | undefined> {
  const [client] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.userType, "client")));
  return client;
}

/** Clients newest first with the time of their thread's last message; only one agent's when `agentId` is given. */
export function listClientsWithLastMessage(
  db: Database,
  agentId: number | undefined,
): Promise<{ client: UserRow; lastMessageAt: string | null }[]> {
  // A join, not a correlated subquery: drizzle writes a one-table select's field list without table names,
  // so the subquery's "client_id" = "id" compared each message with itself and most clients read "No messages
  // yet" (issue 44). (In WHERE it qualifies them; only the field list is affected.)
  return db
    .select({ client: users, lastMessageAt: sql<string | null>`max(${messages.createdAt})::text` })
    .from(users)
    .leftJoin(messages, eq(messages.clientId, users.id))
    .where(and(eq(users.userType, "client"), agentId !== undefined ? eq(users.agentId, agentId) : undefined))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt));
}
