import type { Pool } from "../../../../contract/admin";

export const leadTypeLabels: Record<Pool["leadType"], string> = {
  cash: "Cash offer leads",
  realtor: "Realtor leads",
  any: "Any lead type",
};

/** Who the pool deals the next lead to: the server takes active members only, turn by turn. */
export function nextUp(pool: Pool): string | undefined {
  const eligible = pool.members.filter((m) => m.isActive);
  return eligible[pool.pointer % Math.max(eligible.length, 1)]?.fullName;
}
