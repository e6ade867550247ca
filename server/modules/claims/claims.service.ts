import { historyText } from "../../../contract/history-codes";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { httpError } from "../../lib/http-error";
import { type UserRow, userDisplayName, userLocale } from "../auth/users.service";
import { insertHistory } from "../history/history.service";
import type { LeadRow } from "../leads/index";
import { assignmentEmail, leadAlertEmails } from "../leads/index";
import { findLead, updateLead } from "../leads/lead-records.service";
import { type PoolPick, pickFromPool } from "../pools/routing.service";
import { notifyStaff, writePushes } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events.service";
import {
  claimOpenOffer,
  findActiveAgent,
  findOffer,
  findPool,
  insertOffer,
  listManagers,
  lockExpiredOffers,
  lockOverdueLeads,
  type OfferRow,
  recordEscalation,
  settleOffer,
} from "./claims.repository";
import { managerAlertEmail } from "./claims-email";

/**
 * Offers a new lead to every awake member of a first-to-claim pool at once (decision 036): one open offer
 * row, a history line, and a `lead.offered` push with a Claim action to each member's devices. The lead
 * stays unassigned until someone claims it or the pool's claim timeout sends it to the fallback. Returns the
 * offered members (they, not every staff member, get the new-lead e-mail and the instant call).
 */
export async function offerToPool(tx: Database, lead: LeadRow, pick: PoolPick, now: Date): Promise<UserRow[]> {
  // `pickFromPool` already knows who is awake. When every member is asleep the offer still stands (for the
  // morning) and the fallback still runs.
  const offeredTo = pick.awake.length > 0 ? pick.awake : pick.members.map((m) => m.id);
  const expiresAt = new Date(now.getTime() + pick.pool.claimTimeoutMinutes * 60_000);
  await insertOffer(tx, { leadId: lead.id, poolId: pick.poolId, offeredTo, offeredAt: now, expiresAt });
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: null,
      changeType: "assignment",
      fieldName: "agentId",
      notes: `Offered to the ${pick.poolName} pool (first to claim)`,
      ...historyText("pool_offered", { pool: pick.poolName }),
    },
  ]);
  await notifyStaff(tx, offeredTo, { type: "lead.offered", leadId: lead.id });
  return pick.members.filter((m) => offeredTo.includes(m.id));
}

async function assign(
  tx: Database,
  lead: LeadRow,
  agent: UserRow,
  poolId: number | null,
  now: Date,
  history: { notes: string; text: ReturnType<typeof historyText> },
): Promise<LeadRow> {
  const updated = await updateLead(tx, lead.id, { agentId: agent.id, assignedAt: now, poolId });
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: null,
      changeType: "assignment",
      fieldName: "agentId",
      oldValue: null,
      newValue: userDisplayName(agent),
      notes: history.notes,
      ...history.text,
    },
  ]);
  await enqueueWebhookEvent(tx, "lead.assigned", updated, {
    agent: { id: agent.id, name: userDisplayName(agent) },
    previousAgentId: null,
    assignedBy: "pool",
  });
  return updated;
}

/**
 * `POST /api/leads/{id}/claim`: the first member to claim an open offer gets the lead (200); everyone
 * after answers 409, in any process, because the claim is one conditional UPDATE. The others' notifications
 * are withdrawn by a follow-up push their service workers act on.
 */
export async function claimLead(db: Database, leadId: string, user: UserRow, now = new Date()) {
  return db.transaction(async (tx) => {
    const won = await claimOpenOffer(tx, leadId, user.id, now);
    if (!won) throw await whyNotClaimed(tx, leadId);
    const lead = await findLead(tx, leadId);
    if (!lead) throw httpError("lead_not_found", {});
    const pool = won.poolId ? await findPool(tx, won.poolId) : undefined;
    const poolName = pool?.name ?? "";
    await assign(tx, lead, user, won.poolId, now, {
      notes: `Claimed from the ${poolName} pool`,
      text: historyText("pool_claimed", { pool: poolName }),
    });
    await writePushes(
      tx,
      won.offeredTo.filter((id) => id !== user.id),
      { type: "lead.withdrawn", leadId, key: "claimed" },
    );
    await publishEvent(tx, { type: "lead", leadId });
    return { leadId, agentId: user.id };
  });
}

/**
 * A lead assigned by hand while it was offered: the offer is settled and its notifications withdrawn from
 * the members' devices (decision 036). Nothing happens for a lead with no open offer.
 */
export async function withdrawOffer(tx: Database, leadId: string, now: Date): Promise<void> {
  const offer = await findOffer(tx, leadId);
  if (offer?.status !== "open") return;
  await settleOffer(tx, leadId, now);
  await writePushes(tx, offer.offeredTo, { type: "lead.withdrawn", leadId, key: "assigned" });
}

async function whyNotClaimed(tx: Database, leadId: string) {
  const offer = await findOffer(tx, leadId);
  if (!offer) {
    return (await findLead(tx, leadId)) ? httpError("lead_not_offered", {}) : httpError("lead_not_found", {});
  }
  if (offer.status === "claimed") return httpError("lead_already_claimed", {});
  if (offer.status !== "open" || (await findLead(tx, leadId))?.agentId != null)
    return httpError("lead_not_offered", {});
  return httpError("claim_not_offered_to_you", {});
}

/** What the lead page and dashboard show: whether the lead is open for `userId` to claim. */
export async function offerFor(db: Database, leadId: string, userId: number) {
  const offer = await findOffer(db, leadId);
  if (!offer) return { status: "none" as const, offeredToMe: false, expiresAt: null };
  return {
    status: offer.status,
    offeredToMe: offer.offeredTo.includes(userId),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/**
 * Sends every offer nobody claimed by `now` to its pool's fallback (a cluster-wide job; `now` is the test
 * clock): a named agent gets the lead; another pool deals or offers it in its own way (an offer brings its
 * members the push and the new-lead e-mail, as a first offer does); otherwise (or when
 * the named fallback is gone) the managers are told by push and e-mail and pick someone. The offer's
 * notifications are withdrawn. Returns how many offers were settled.
 */
export async function settleExpiredOffers(db: Database, now: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await lockExpiredOffers(tx, now);
    for (const offer of expired) await fallBack(tx, offer, now, publicUrl);
    return expired.length;
  });
}

async function fallBack(tx: Database, offer: OfferRow, now: Date, publicUrl: string): Promise<void> {
  await settleOffer(tx, offer.leadId, now);
  await writePushes(tx, offer.offeredTo, { type: "lead.withdrawn", leadId: offer.leadId, key: "timeout" });
  const lead = await findLead(tx, offer.leadId);
  if (!lead || lead.agentId !== null) return;
  const pool = offer.poolId ? await findPool(tx, offer.poolId) : undefined;
  const poolName = pool?.name ?? "";
  const minutes = pool?.claimTimeoutMinutes ?? 0;
  const brokerage = await getBrokerage(tx);
  const agent =
    pool?.fallbackKind === "agent" && pool.fallbackAgentId
      ? await findActiveAgent(tx, pool.fallbackAgentId)
      : undefined;
  /** The fallback's agent gets the lead, its push and its e-mail. */
  const assignAndTell = async (to: UserRow, poolId: number | null, history: Parameters<typeof assign>[5]) => {
    const updated = await assign(tx, lead, to, poolId, now, history);
    await notifyStaff(tx, [to.id], { type: "lead.assigned", leadId: lead.id, key: "fallback" });
    await enqueueEmails(tx, [
      await assignmentEmail(
        "lead_assigned",
        { email: to.email, locale: userLocale(to) },
        updated,
        brokerage,
        publicUrl,
      ),
    ]);
  };
  if (agent) {
    await assignAndTell(agent, pool?.id ?? null, {
      notes: `Nobody claimed it within ${minutes} minutes: the ${poolName} pool's fallback`,
      text: historyText("pool_fallback", { pool: poolName, minutes, to: userDisplayName(agent) }),
    });
    await publishEvent(tx, { type: "lead", leadId: lead.id });
    return;
  }
  if (pool?.fallbackKind === "pool" && pool.fallbackPoolId) {
    const pick = await pickFromPool(tx, lead.type, undefined, pool.fallbackPoolId, now);
    if (pick) {
      await insertHistory(tx, [
        {
          leadId: lead.id,
          userId: null,
          changeType: "assignment",
          fieldName: "agentId",
          notes: `Nobody claimed it within ${minutes} minutes: passed to the ${pick.poolName} pool`,
          ...historyText("pool_fallback", { pool: poolName, minutes, to: pick.poolName }),
        },
      ]);
      if (pick.mode === "first_to_claim") {
        // Offered again, as a first offer is: a push with a Claim action and the new-lead e-mail to the
        // members it is offered to (decision 036).
        const offered = await offerToPool(tx, lead, pick, now);
        const recipients = offered.map((m) => ({ email: m.email, locale: userLocale(m) }));
        await enqueueEmails(tx, await leadAlertEmails("new_lead", lead, recipients, brokerage, publicUrl));
      } else {
        await assignAndTell(pick.agent, pick.poolId, {
          notes: `Assigned by the ${pick.poolName} pool`,
          text: historyText("pool_assigned", { pool: pick.poolName }),
        });
      }
      await publishEvent(tx, { type: "lead", leadId: lead.id });
      return;
    }
  }
  // The managers: they hear of it now and assign it themselves.
  const managers = await listManagers(tx);
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: null,
      changeType: "assignment",
      fieldName: "agentId",
      notes: `Nobody claimed it within ${minutes} minutes: the managers were told`,
      ...historyText("pool_fallback", { pool: poolName, minutes, to: null }),
    },
  ]);
  await notifyStaff(
    tx,
    managers.map((m) => m.id),
    { type: "lead.escalated", leadId: lead.id, key: "unclaimed" },
  );
  await enqueueEmails(
    tx,
    await Promise.all(
      managers.map((m) =>
        managerAlertEmail(
          "lead_unclaimed",
          { email: m.email, locale: userLocale(m) },
          lead,
          minutes,
          brokerage,
          publicUrl,
        ),
      ),
    ),
  );
  await publishEvent(tx, { type: "lead", leadId: lead.id });
}

/**
 * Escalation (decision 036), a cluster-wide job: an assigned lead with no first contact within its pool's
 * response window reminds its agent (push); after a second window the managers hear of it (push and
 * e-mail). Each step happens once per assignment. Returns how many steps were taken.
 */
export async function escalateOverdueLeads(db: Database, now: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await lockOverdueLeads(tx, now);
    if (overdue.length === 0) return 0;
    const brokerage = await getBrokerage(tx);
    const managers = await listManagers(tx);
    for (const item of overdue) {
      const key = `${item.level + 1}:${item.assignedAt.getTime()}`;
      if (item.level === 0) {
        await notifyStaff(tx, [item.agentId], { type: "lead.escalated", leadId: item.leadId, key });
      } else {
        const lead = await findLead(tx, item.leadId);
        if (!lead) continue;
        await notifyStaff(
          tx,
          managers.map((m) => m.id),
          { type: "lead.escalated", leadId: item.leadId, key },
        );
        await enqueueEmails(
          tx,
          await Promise.all(
            managers.map((m) =>
              managerAlertEmail(
                "lead_overdue",
                { email: m.email, locale: userLocale(m) },
                lead,
                item.windowMinutes,
                brokerage,
                publicUrl,
              ),
            ),
          ),
        );
      }
      await insertHistory(tx, [
        {
          leadId: item.leadId,
          userId: null,
          changeType: "assignment",
          fieldName: null,
          notes:
            item.level === 0
              ? `No first contact within ${item.windowMinutes} minutes: the agent was reminded`
              : `No first contact within ${item.windowMinutes * 2} minutes: the managers were told`,
          ...historyText("lead_escalated", {
            minutes: item.level === 0 ? item.windowMinutes : item.windowMinutes * 2,
            to: item.level === 0 ? "agent" : "managers",
          }),
        },
      ]);
      await recordEscalation(tx, {
        leadId: item.leadId,
        agentId: item.agentId,
        assignedAt: item.assignedAt,
        level: item.level + 1,
        now,
      });
      await publishEvent(tx, { type: "lead", leadId: item.leadId });
    }
    return overdue.length;
  });
}
