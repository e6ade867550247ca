import type { z } from "zod";
import { historyText } from "../../../contract/history-codes";
import type {
  RoutingConditions,
  RoutingRule,
  RoutingRulesList,
  RoutingTestResult,
  routingRuleInputSchema,
  routingSampleSchema,
} from "../../../contract/routing-rules";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { insertHistory } from "../history/history.service";
import type { FinalLeadStep, LeadRow } from "../leads/index";
import { peekPoolPick } from "../pools/routing.service";
import { brokerageTimeZone, setBrokerageTimeZone } from "../settings/index";
import { matchRule, type RoutingLead, wallClock } from "./match-rule";
import {
  deleteRule,
  findPoolName,
  insertRule,
  listActiveRuleRows,
  listRuleRows,
  lockRuleRows,
  type RuleRow,
  setPositions,
  updateRule,
} from "./routing-rules.repository";

type RuleInput = z.output<typeof routingRuleInputSchema>;
type Sample = z.output<typeof routingSampleSchema>;

export const isCatchAll = (conditions: RoutingConditions) => Object.keys(conditions).length === 0;

const toRule = (row: RuleRow): RoutingRule => ({ ...row, isCatchAll: isCatchAll(row.conditions) });

/** Day and time conditions are read in the brokerage's one time zone (settings/brokerage-time-zone.ts). */
export async function saveBrokerageTimeZone(db: Database, timeZone: string): Promise<RoutingRulesList> {
  await setBrokerageTimeZone(db, timeZone);
  return listRoutingRules(db);
}

export async function listRoutingRules(db: Database): Promise<RoutingRulesList> {
  const rows = await listRuleRows(db);
  return { rules: rows.map(toRule), timeZone: await brokerageTimeZone(db) };
}

async function findRule(db: Database, id: number): Promise<RoutingRule> {
  const rule = (await listRuleRows(db)).find((r) => r.id === id);
  if (!rule) throw httpError("routing_rule_not_found", {});
  return toRule(rule);
}

async function checkPool(db: Database, poolId: number): Promise<void> {
  if ((await findPoolName(db, poolId)) === undefined) {
    throw httpError("routing_rule_pool_unknown", {}, [{ path: "body.poolId", message: "Unknown pool" }]);
  }
}

/** The order with the catch-all (if any) moved last: a rule after it could never match. */
function catchAllLast(rows: { id: number; conditions: RoutingConditions }[]): number[] {
  const catchAll = rows.find((r) => isCatchAll(r.conditions));
  return [...rows.filter((r) => r !== catchAll).map((r) => r.id), ...(catchAll ? [catchAll.id] : [])];
}

/** A new rule goes last, before the catch-all; a new catch-all goes last, and there is only one. */
export async function createRoutingRule(db: Database, input: RuleInput): Promise<RoutingRule> {
  const id = await db.transaction(async (tx) => {
    await checkPool(tx, input.poolId);
    const rows = await lockRuleRows(tx);
    if (isCatchAll(input.conditions) && rows.some((r) => isCatchAll(r.conditions))) {
      throw httpError("routing_catch_all_exists", {});
    }
    const ruleId = await insertRule(tx, input, rows.length);
    await setPositions(tx, catchAllLast([...rows, { id: ruleId, conditions: input.conditions }]));
    return ruleId;
  });
  return findRule(db, id);
}

/** An edit keeps the rule's place, except that a rule becoming the catch-all moves last. */
export async function editRoutingRule(db: Database, id: number, input: RuleInput, now: Date): Promise<RoutingRule> {
  await db.transaction(async (tx) => {
    const rows = await lockRuleRows(tx);
    if (!rows.some((r) => r.id === id)) throw httpError("routing_rule_not_found", {});
    await checkPool(tx, input.poolId);
    if (isCatchAll(input.conditions) && rows.some((r) => r.id !== id && isCatchAll(r.conditions))) {
      throw httpError("routing_catch_all_exists", {});
    }
    await updateRule(tx, id, input, now);
    await setPositions(tx, catchAllLast(rows.map((r) => (r.id === id ? { id, conditions: input.conditions } : r))));
  });
  return findRule(db, id);
}

export async function removeRoutingRule(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockRuleRows(tx);
    if (!(await deleteRule(tx, id))) throw httpError("routing_rule_not_found", {});
    await setPositions(
      tx,
      rows.filter((r) => r.id !== id).map((r) => r.id),
    );
  });
}

/**
 * The whole new order: every rule exactly once (else someone changed the rules meanwhile: 409), the
 * catch-all last (400).
 */
export async function reorderRoutingRules(db: Database, ids: number[]): Promise<RoutingRulesList> {
  await db.transaction(async (tx) => {
    const rows = await lockRuleRows(tx);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw httpError("routing_rules_changed", {});
    const catchAll = rows.find((r) => isCatchAll(r.conditions));
    if (catchAll && ids.at(-1) !== catchAll.id) throw httpError("routing_catch_all_last", {});
    await setPositions(tx, ids);
  });
  return listRoutingRules(db);
}

/**
 * How a lead came in (decision 037): `POST /api/v1/leads` ("api"), the /lead-flow pages, which record the
 * variant the visitor saw ("lead-flow"), or any other public form ("other").
 */
export function routingLeadOf(lead: LeadRow): RoutingLead {
  return {
    type: lead.type,
    flow: lead.createdByApiKeyId !== null ? "api" : lead.variant ? "lead-flow" : "other",
    variant: lead.variant,
    source: lead.source,
    utmCampaign: lead.utm?.campaign ?? null,
    language: lead.locale,
    province: lead.province,
    city: lead.city,
    postalCode: lead.postalCode,
    timeline: lead.movingTimeframe,
  };
}

export interface RoutingDecision {
  rule: { id: number; name: string } | null;
  pool: { id: number; name: string } | null;
}

/**
 * The rule that routes `lead` at `now`, in the caller's transaction: undefined when there is no active
 * rule (the lead is dealt by its type, exactly as before rules existed), `{ rule: null }` when rules
 * exist and none matched.
 */
export async function decideRoute(tx: Database, lead: RoutingLead, now: Date): Promise<RoutingDecision | undefined> {
  const rules = await listActiveRuleRows(tx);
  if (rules.length === 0) return undefined;
  const rule = matchRule(rules, lead, now, await brokerageTimeZone(tx));
  return rule
    ? { rule: { id: rule.id, name: rule.name }, pool: { id: rule.poolId, name: rule.poolName } }
    : { rule: null, pool: null };
}

/** "Test a lead": which rule a sample lead would hit at `sample.at` (default now), without routing anything. */
export async function testRoutingSample(db: Database, sample: Sample, now: Date): Promise<RoutingTestResult> {
  const at = sample.at ? new Date(sample.at) : now;
  const timeZone = await brokerageTimeZone(db);
  const lead: RoutingLead = {
    type: sample.type,
    flow: sample.flow,
    variant: sample.variant,
    source: sample.source || null,
    utmCampaign: sample.utmCampaign || null,
    language: sample.language,
    province: sample.province,
    city: sample.city || null,
    postalCode: sample.postalCode || null,
    timeline: sample.timeline,
  };
  const decision = (await decideRoute(db, lead, at)) ?? { rule: null, pool: null };
  const dealt = await peekPoolPick(db, sample.type, decision.pool?.id, at);
  return { ...decision, dealt, ...wallClock(at, timeZone), timeZone };
}

/**
 * Routes a new lead by the rules (decision 037), in the caller's transaction, and writes the decision to
 * its history: the pool the matching rule chose, or none when no rule matched (the lead is then dealt by
 * its type). Undefined, with nothing written, when there is no active rule: routing is exactly as before.
 */
export async function routeByRules(tx: Database, lead: LeadRow, now: Date): Promise<{ poolId?: number } | undefined> {
  const decision = await decideRoute(tx, routingLeadOf(lead), now);
  if (!decision) return undefined;
  const { rule, pool } = decision;
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: null,
      changeType: "assignment",
      fieldName: null,
      newValue: pool?.name ?? null,
      notes: rule ? `Routing rule "${rule.name}" chose the ${pool?.name} pool` : "No routing rule matched",
      ...historyText("routing_rule", { rule: rule?.name ?? null, pool: pool?.name ?? null }),
    },
  ]);
  return pool ? { poolId: pool.id } : {};
}

/** Final-lead step: a lead without an agent gets the pool an active routing rule chooses (decision 037). */
export const routeFinalLead: FinalLeadStep = async (final) => {
  if (final.lead.agentId) return;
  final.poolId = (await routeByRules(final.tx, final.lead, final.now))?.poolId;
};
