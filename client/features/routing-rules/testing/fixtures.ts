import type { RoutingRule, RoutingRulesList } from "../../../../contract/routing-rules";
import type { RoutingPool } from "../api/get-pools";

export const pool = (id: number, name: string): RoutingPool => ({ id, name });
export const pools = [pool(1, "Francophone"), pool(2, "Night"), pool(3, "General")];

export const rule = (overrides: Partial<RoutingRule> & Pick<RoutingRule, "id" | "name">): RoutingRule => ({
  position: 0,
  poolId: 3,
  poolName: "General",
  isActive: true,
  conditions: {},
  isCatchAll: false,
  ...overrides,
});

export const rulesList: RoutingRulesList = {
  timeZone: "America/Toronto",
  rules: [
    rule({
      id: 11,
      name: "Quebec French",
      position: 0,
      poolId: 1,
      poolName: "Francophone",
      conditions: { provinces: ["QC"], languages: ["fr-CA"] },
    }),
    rule({
      id: 12,
      name: "After hours",
      position: 1,
      poolId: 2,
      poolName: "Night",
      isActive: false,
      conditions: { days: ["sat", "sun"], timeOfDay: { from: "18:00", to: "08:00" } },
    }),
    rule({ id: 13, name: "Everyone else", position: 2, isCatchAll: true }),
  ],
};
