import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import type { UserRow } from "../auth/index";
import type { LeadRow } from "./lead-row";

/**
 * A lead becoming final, as the steps of `finaliseLead` (finalise-lead.ts) hand it on: what every step
 * reads (the transaction, the moment, the brokerage) and what an earlier step found for the later ones.
 * Only a step writes its own fields.
 */
export interface FinalLead {
  readonly tx: Database;
  readonly now: Date;
  readonly publicUrl: string;
  readonly brokerage: Brokerage;
  /** The lead as the steps so far left it (dealing gives it an agent). */
  lead: LeadRow;
  /** The pool a routing rule chose (decision 037); without one the lead's type chooses. */
  poolId?: number;
  /** The agent a pool dealt the lead to now, with the pool's name. */
  dealt?: { agent: UserRow; poolName: string };
  /** A first-to-claim lead's offered members (decision 036): they get the new-lead alert. */
  offeredEmails?: string[];
  /** The lead's agent by name (chosen now or before), for the seller's acknowledgements. */
  agentName: string | null;
  /** True once a step wrote e-mails to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
}

/** One thing that happens when a lead becomes final, owned by the module it belongs to. */
export type FinalLeadStep = (final: FinalLead) => Promise<void>;
