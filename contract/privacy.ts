import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";

/**
 * Who a privacy request is about (decision 021): an e-mail, a phone, or both. Matching is exact after folding
 * (the e-mail trimmed and lower-cased, the phone in E.164), never a substring search.
 */
const personFields = {
  email: z.union([safeString().trim().max(254).pipe(z.email("Invalid email address")), z.literal("")]).optional(),
  phone: safeString().trim().max(40).optional(),
};
const hasOne = (q: { email?: string; phone?: string }) => Boolean(q.email || q.phone);
const needOne = { message: "Enter an e-mail or a phone number", path: ["email"] };

export const personQuerySchema = z.object(personFields).refine(hasOne, needOne);
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** Erasure: the person, and their e-mail typed again by the admin as the confirmation. */
export const eraseInputSchema = z
  .object({ ...personFields, confirmEmail: safeString().trim().min(1, "Type the person's e-mail to confirm").max(254) })
  .refine(hasOne, needOne);
export type EraseInput = z.infer<typeof eraseInputSchema>;

/** The version of the export's shape (docs/privacy-export.md); raised whenever a field changes meaning. */
export const PERSON_EXPORT_VERSION = 1;
export const PERSON_EXPORT_FORMAT = "seller-portal/person-export";

/** One stored row: its columns in camelCase, times as ISO 8601 strings (docs/privacy-export.md). */
const row = z.record(z.string(), z.unknown());

/** Everything held about one person; the person view shows it and the export downloads it as is. */
export const personRecordSchema = z.object({
  format: z.literal(PERSON_EXPORT_FORMAT),
  version: z.literal(PERSON_EXPORT_VERSION),
  generatedAt: z.string(),
  query: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  leads: z.array(row),
  mergedLeads: z.array(row),
  notes: z.array(row),
  reminders: z.array(row),
  history: z.array(row),
  contacts: z.array(row),
  sellersGuides: z.array(row),
  clientAccounts: z.array(row),
  clientSessions: z.array(row),
  messages: z.array(row),
  clientChecklist: z.array(row),
  clientActivity: z.array(row),
  clientOffers: z.array(row),
  clientDocuments: z.array(row),
  emails: z.array(row),
  webhookDeliveries: z.array(row),
  consentEvents: z.array(row),
  suppressions: z.array(row),
  /** Decision 041: the estimates a seller asked for in the home-value funnel (their address and details). */
  homeValues: z.array(row).optional(),
  /** Decision 038: the text conversation on the person's leads. */
  texts: z.array(row).optional(),
  /** Decision 052: calls with the seller. */
  calls: z.array(row).optional(),
  /** Decision 051: the e-mails of the conversation (the seller's replies and the agents' answers) and their files' names. */
  conversationEmails: z.array(row).optional(),
  conversationAttachments: z.array(row).optional(),
  /** Decision 039: the action plans run for the person's leads, their steps done, and engagement signals. */
  actionPlanRuns: z.array(row).optional(),
  actionPlanSteps: z.array(row).optional(),
  engagementSignals: z.array(row).optional(),
  /** Decision 053: the ad-platform ids of the person's leads (lead id, click id, campaign) and their deals. */
  adLeads: z.array(row).optional(),
  leadOutcomes: z.array(row).optional(),
  metaConversionEvents: z.array(row).optional(),
  /** Decision 062: the assistant's turns (the seller's words, its replies and their audit) and its memory. */
  assistantTurns: z.array(row).optional(),
  assistantConversations: z.array(row).optional(),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

export const eraseResultSchema = z.object({
  /** The erased leads, which stay (anonymised, marked erased) for the counts. */
  leadIds: z.array(z.string()),
  erasedLeads: z.number().int(),
  erasedAccounts: z.number().int(),
  erasedEmails: z.number().int(),
  erasedMessages: z.number().int(),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;
