import type { Pool } from "../../../../contract/admin";
import type { MessageId } from "../../../i18n/catalogues/en-CA";

/** A pool's stored lead type and its label. */
export const leadTypeLabels: Record<Pool["leadType"], MessageId> = {
  cash: "admin.pools.type.cash",
  realtor: "admin.pools.type.realtor",
  any: "admin.pools.type.any",
};

/** Who the pool deals the next lead to: the server takes active members only, turn by turn. */
export function nextUp(pool: Pool): string | undefined {
  const eligible = pool.members.filter((m) => m.isActive);
  return eligible[pool.pointer % Math.max(eligible.length, 1)]?.fullName;
}
