import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import type { ClaimedEmail } from "../../integrations/mail/outbox";
import type { StaffRecipient } from "../../lib/email/staff-email";
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
  /** A first-to-claim lead's offered members (decision 036): they get the new-lead alert, each in their language. */
  offeredTo?: StaffRecipient[];
  /** The lead's agent by name (chosen now or before), for the seller's acknowledgements. */
  agentName: string | null;
  /** That agent's address: where the seller's reply goes without a reply domain (decision 050). */
  agentEmail: string | null;
  /** The home-value funnel's seller: the estimate they were shown, which the acknowledgement repeats. */
  readonly homeValue?: { estimate: { value: number; low: number; high: number } | null };
  /** True once a step wrote e-mails to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
  /**
   * Set when the caller delivers the staff alert itself straight after commit (decision 048): the alert
   * is written claimed for this process and added here, for `app.mail.worker.deliverNow`.
   */
  readonly alertsNow?: ClaimedEmail[];
}

/** One thing that happens when a lead becomes final, owned by the module it belongs to. */
export type FinalLeadStep = (final: FinalLead) => Promise<void>;
