import type { z } from "zod";
import type { ClientDashboard, ClientProfile, Message, staffClientSchema } from "../../../contract/client-portal";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { enqueueEmails } from "../../integrations/mail/outbox";
import type { Storage } from "../../integrations/storage/storage";
import { forbidden, httpError } from "../../lib/http-error";
import { findUserById, type UserRow, userDisplayName, userLocale } from "../auth/users.service";
import { getBrokerage } from "../settings/settings.service";
import {
  completedTasks,
  findClient,
  insertMessage,
  latestGuideFor,
  leadLocale,
  listActivity,
  listClientsWithLastMessage,
  listMessages,
  recordActivity,
  setTask,
  updateClientName,
} from "./client-portal.repository";
import { guidePdf } from "./guide-pdf";
import { messageEmail } from "./message-email";
import { COOP_COMMISSION_RATE, checklistPhases, portalContent } from "./portal-content";

type StaffClient = z.infer<typeof staffClientSchema>;

const allTasks = new Map(checklistPhases.flatMap((p) => p.tasks.map((t) => [t.id, t.text] as const)));

function toProfile(user: UserRow): ClientProfile {
  return {
    id: user.id,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    status: user.isActive ? "Active" : "Inactive",
    clientType: "seller" as const,
    createdAt: user.createdAt.toISOString(),
  };
}

async function agentOf(db: Database, client: UserRow): Promise<UserRow | undefined> {
  if (!client.agentId) return undefined;
  return findUserById(db, client.agentId);
}

export async function clientDashboard(db: Database, client: UserRow): Promise<ClientDashboard> {
  // Independent reads: in parallel on PostgreSQL's pool (PGlite runs them one after another).
  const [agent, brokerage, done, activity, guide] = await Promise.all([
    agentOf(db, client),
    getBrokerage(db),
    completedTasks(db, client.id),
    listActivity(db, client.id),
    latestGuideFor(db, client),
  ]);
  // The brokerage's content in the client's own language (decision 017).
  const content = portalContent[isLocale(client.locale) ? client.locale : DEFAULT_LOCALE];
  return {
    profile: toProfile(client),
    agent: agent
      ? { name: userDisplayName(agent), phone: agent.phone, email: agent.email, brokerage: brokerage.name }
      : null,
    upcomingTasks: content.upcomingTasks,
    checklist: content.checklistPhases.map((p) => ({
      ...p,
      tasks: p.tasks.map((t) => ({ ...t, completed: done.has(t.id) })),
    })),
    partners: content.partnerCategories,
    servicePlans: content.servicePlans,
    coopCommissionRate: COOP_COMMISSION_RATE,
    activity,
    guide: guide ? { token: guide.token, title: guide.content.title } : null,
  };
}

export async function renameClient(
  db: Database,
  client: UserRow,
  firstName: string,
  lastName: string,
): Promise<ClientProfile> {
  const row = await updateClientName(db, client.id, firstName, lastName);
  await recordActivity(db, client.id, {
    code: "profile_renamed",
    activity: "Updated profile name",
    actor: `${firstName} ${lastName}`,
  });
  return toProfile(row ?? client);
}

/** Ticks or reopens a checklist task, with its activity line, in one transaction. */
export async function updateChecklistTask(
  db: Database,
  client: UserRow,
  taskId: string,
  completed: boolean,
): Promise<void> {
  const text = allTasks.get(taskId);
  if (!text) throw httpError("task_not_found", {});
  await db.transaction(async (tx) => {
    await setTask(tx, client.id, taskId, completed);
    await recordActivity(tx, client.id, {
      code: completed ? "task_completed" : "task_reopened",
      params: { taskId },
      activity: `${completed ? "Completed" : "Reopened"} task: ${text}`,
      actor: userDisplayName(client),
    });
  });
}

/**
 * A client's message to their agent (or the brokerage's address when they have none), its activity line
 * and its notification e-mail in one transaction. Returns the thread.
 */
export async function sendClientMessage(
  db: Database,
  client: UserRow,
  content: string,
  publicUrl: string,
): Promise<Message[]> {
  const agent = await agentOf(db, client);
  const brokerage = await getBrokerage(db);
  const to = agent?.email ?? brokerage.email;
  await db.transaction(async (tx) => {
    await insertMessage(tx, client.id, client.id, content.trim());
    await recordActivity(tx, client.id, {
      code: "client_message",
      activity: "Sent a message to their agent",
      actor: userDisplayName(client),
    });
    if (to) {
      await enqueueEmails(tx, [
        await messageEmail({
          to,
          from: userDisplayName(client),
          content: content.trim(),
          link: `${publicUrl}/dashboard`,
          brokerage,
          publicUrl,
          reader: "staff",
          // The agent's language; the brokerage's own address gets the default.
          locale: agent ? userLocale(agent) : DEFAULT_LOCALE,
        }),
      ]);
    }
  });
  return listMessages(db, client.id);
}

/** The client's latest personalised guide as a PDF, in the language of the lead it came from. */
export async function clientGuidePdf(
  db: Database,
  client: UserRow,
  storage: Pick<Storage, "read">,
): Promise<{ pdf: Awaited<ReturnType<typeof guidePdf>>; locale: Locale }> {
  const guide = await latestGuideFor(db, client);
  if (!guide) throw httpError("guide_not_ready", {});
  const locale = guide.leadId ? await leadLocale(db, guide.leadId) : DEFAULT_LOCALE;
  const brokerage = await getBrokerage(db);
  // A logo that cannot be read leaves the name alone on the page, never a failed download.
  const logo = brokerage.logoUrl ? await storage.read(brokerage.logoUrl).catch(() => undefined) : undefined;
  const pdf = await guidePdf(guide.content, brokerage.name, locale, logo);
  return { pdf, locale };
}

/** Staff side: an agent sees only their own clients' threads; managers and admins see all. */
export async function clientForStaff(db: Database, staff: UserRow, clientId: number): Promise<UserRow> {
  const client = await findClient(db, clientId);
  if (!client) throw httpError("client_not_found", {});
  if (staff.role === "agent" && client.agentId !== staff.id) throw forbidden();
  return client;
}

export async function staffClients(db: Database, staff: UserRow): Promise<StaffClient[]> {
  const rows = await listClientsWithLastMessage(db, staff.role === "agent" ? staff.id : undefined);
  return rows.map(({ client, lastMessageAt }) => ({
    id: client.id,
    fullName: client.fullName,
    email: client.email,
    agentId: client.agentId,
    lastMessageAt: lastMessageAt ? new Date(lastMessageAt).toISOString() : null,
  }));
}

export async function staffThread(db: Database, staff: UserRow, clientId: number): Promise<Message[]> {
  return listMessages(db, (await clientForStaff(db, staff, clientId)).id);
}

/** A staff message to a client, its activity line and its e-mail in one transaction. Returns the thread. */
export async function sendStaffMessage(
  db: Database,
  staff: UserRow,
  clientId: number,
  content: string,
  publicUrl: string,
): Promise<Message[]> {
  const client = await clientForStaff(db, staff, clientId);
  const brokerage = await getBrokerage(db);
  await db.transaction(async (tx) => {
    await insertMessage(tx, client.id, staff.id, content.trim());
    await recordActivity(tx, client.id, {
      code: "agent_message",
      activity: "Your agent sent you a message",
      actor: userDisplayName(staff),
    });
    await enqueueEmails(tx, [
      await messageEmail({
        to: client.email,
        from: userDisplayName(staff),
        content: content.trim(),
        link: `${publicUrl}/auth?client=true`,
        brokerage,
        publicUrl,
        reader: "client",
        locale: userLocale(client),
      }),
    ]);
  });
  return listMessages(db, client.id);
}

export { recordActivity } from "./client-portal.repository";
