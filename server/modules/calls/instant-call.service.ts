import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import type { VoiceProvider } from "../../integrations/voice/voice-provider";
import { findUserById } from "../auth/users.service";
import { type FinalLeadStep, toE164 } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { findPoolInstantCall } from "../pools/pools.service";
import { dropQueuedCall, findCall, insertInstantCalls } from "./calls.repository";
import { callBlock, placeAgentLeg, sellerCallBlock } from "./calls.service";

/** An instant call not placed within this long of the lead's arrival is not placed at all: it is no longer instant. */
export const INSTANT_CALL_MAX_AGE_MS = 5 * 60_000;

/**
 * Final-lead step (decision 059): when the lead's pool rings its agents for this lead type, one queued
 * instant call per agent to ring — the agent it was dealt to, or every offered member of a first-to-claim
 * pool — each with a phone in their profile. The call worker places them after commit. A seller who can
 * never be called (no number, represented, suppressed) or asked for e-mail gets none; calling hours are
 * read when the call is placed.
 */
export const queueInstantCalls: FinalLeadStep = async (final) => {
  const { tx, lead, now } = final;
  const target =
    final.offered ?? (final.dealt && lead.poolId ? { poolId: lead.poolId, members: [final.dealt.agent] } : undefined);
  if (!target || lead.contactMethod === "Email") return;
  if (!(await findPoolInstantCall(tx, target.poolId))?.includes(lead.type)) return;
  if (await sellerCallBlock(tx, lead)) return;
  const sellerPhone = lead.phoneE164 ?? toE164(lead.phone);
  await insertInstantCalls(
    tx,
    target.members.flatMap((agent) => {
      const agentPhone = toE164(agent.phone);
      if (!agentPhone) return [];
      return [
        {
          leadId: lead.id,
          userId: agent.id,
          direction: "outbound" as const,
          kind: "instant" as const,
          status: "queued" as const,
          agentPhone,
          sellerPhone,
          locale: lead.locale,
          startedAt: now,
          nextAttemptAt: now,
        },
      ];
    }),
  );
};

/**
 * Places one claimed instant call (the call worker's delivery): rings the agent's phone unless, by now, the
 * call is too old, the lead is gone or taken by another agent, the seller may not be called or it is outside
 * calling hours in the seller's time zone. A call not placed is dropped: it never happened.
 */
export async function placeInstantCall(
  deps: { db: Database; provider: VoiceProvider | undefined; publicUrl: string; now: Date },
  id: number,
  mine: Parameters<typeof dropQueuedCall>[1],
): Promise<void> {
  const { db, now } = deps;
  const call = await findCall(db, id);
  if (!call) return;
  const lead = await findLead(db, call.leadId);
  const agent = call.userId ? await findUserById(db, call.userId) : undefined;
  const stale = now.getTime() - call.startedAt.getTime() > INSTANT_CALL_MAX_AGE_MS;
  const taken = lead?.agentId != null && lead.agentId !== call.userId;
  if (!deps.provider || !lead || !agent || !call.agentPhone || stale || taken || (await callBlock(db, lead, now))) {
    await dropQueuedCall(db, mine);
    return;
  }
  await placeAgentLeg(deps, call, call.agentPhone);
  await publishEvent(db, { type: "lead", leadId: lead.id });
}
