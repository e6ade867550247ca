import "./zod-config";
import { z } from "zod";
import { LEAD_ID_PATTERN } from "./constants";
import { safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

/** The staff pipeline (DESIGN.md 5.9), in board order. Stored as these ids; shown with `stageLabels`. */
export const pipelineStages = [
  "new",
  "attempted_contact",
  "contacted",
  "appointment_set",
  "listing_signed",
  "under_contract",
  "sold",
  "lost",
  "do_not_contact",
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export const stageLabels: Record<PipelineStage, string> = {
  new: "New",
  attempted_contact: "Attempted contact",
  contacted: "Contacted",
  appointment_set: "Appointment set",
  listing_signed: "Listing signed",
  under_contract: "Under contract",
  sold: "Sold",
  lost: "Lost",
  do_not_contact: "Do not contact",
};

/** CASL consent basis: express (the seller said yes) or implied (an inquiry or business relationship, dated). */
export const consentBases = ["express", "implied"] as const;
export type ConsentBasis = (typeof consentBases)[number];

export const contactChannels = ["call", "text", "email"] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Record<ContactChannel, string> = { call: "Call", text: "Text", email: "E-mail" };

export const contactOutcomes = ["reached", "left_message", "no_answer", "wrong_number", "not_interested"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];
export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  reached: "Reached",
  left_message: "Left a message",
  no_answer: "No answer",
  wrong_number: "Wrong number",
  not_interested: "Not interested",
};

/** Waiting clock thresholds (decision 019): amber past 5 minutes, red past 1 hour. */
export const WAIT_AMBER_MS = 5 * 60_000;
export const WAIT_RED_MS = 60 * 60_000;

export const updateStageInputSchema = z.object({ stage: z.enum(pipelineStages) });
export type UpdateStageInput = z.infer<typeof updateStageInputSchema>;

export const logContactInputSchema = z.object({
  channel: z.enum(contactChannels, { error: validationMessages.channel }),
  outcome: z.enum(contactOutcomes, { error: validationMessages.outcome }),
  notes: safeText(2000).optional(),
});
export type LogContactInput = z.infer<typeof logContactInputSchema>;

export const leadContactSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  channel: z.enum(contactChannels),
  outcome: z.enum(contactOutcomes),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadContact = z.infer<typeof leadContactSchema>;

export const pipelineQuerySchema = z.object({
  agentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** 'none': leads nobody is assigned. */
  unassigned: z.enum(["true", "false"]).optional(),
  type: z.enum(["cash", "realtor"]).optional(),
});
export type PipelineQuery = z.input<typeof pipelineQuerySchema>;

/** A board card: enough to recognise the seller and open the lead. */
export const pipelineCardSchema = z.object({
  id: z.string(),
  type: z.enum(["cash", "realtor"]),
  fullName: z.string().nullable(),
  city: z.string().nullable(),
  agentId: z.number().int().nullable(),
  stage: z.enum(pipelineStages),
  tag: z.string().nullable(),
  createdAt: z.string(),
  waitingSince: z.string().nullable(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

/** Each column shows its newest cards (at most PIPELINE_COLUMN_LIMIT) and how many it holds. */
export const PIPELINE_COLUMN_LIMIT = 100;
export const pipelineBoardSchema = z.object({
  columns: z.array(
    z.object({ stage: z.enum(pipelineStages), count: z.number().int(), cards: z.array(pipelineCardSchema) }),
  ),
});
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

export const responseReportQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: "Invalid start date" }),
  to: z.iso.datetime({ offset: true, error: "Invalid end date" }),
});
export type ResponseReportQuery = z.infer<typeof responseReportQuerySchema>;

const responseRow = z.object({
  /** Final leads of the period that someone was expected to contact. */
  leads: z.number().int(),
  contacted: z.number().int(),
  /** Seconds from the lead's arrival to its first contact, over the contacted leads; null when none. */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** Contacted within 1 hour, out of every lead of the period (0..1; 0 when there were none). */
  withinHourShare: z.number(),
  /** Leads still waiting for a first contact past their pool's response window, now (decision 036). */
  overdue: z.number().int(),
});
export const responseReportSchema = z.object({
  brokerage: responseRow,
  /** `agentName` is null for the unassigned row (agentId null) and an agent without a name: the screen words them. */
  agents: z.array(responseRow.extend({ agentId: z.number().int().nullable(), agentName: z.string().nullable() })),
});
export type ResponseReport = z.infer<typeof responseReportSchema>;
export type ResponseRow = z.infer<typeof responseRow>;

/** Why two leads may be one person (decision 019): the same e-mail, or the same phone and a similar name. */
export const duplicateReasons = ["email", "phone"] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

/** The fields staff choose between when merging two leads; everything else is combined (decision 019). */
export const mergeFields = [
  "fullName",
  "email",
  "phone",
  "address",
  "unit",
  "city",
  "province",
  "postalCode",
  "type",
  "status",
  "stage",
  "movingTimeframe",
  "movingReason",
  "movingLocation",
  "condition",
  "hasMortgage",
  "mortgageAmount",
  "paymentsOnTime",
  "comments",
  "agentId",
] as const;
export type MergeField = (typeof mergeFields)[number];

export const mergeLeadsInputSchema = z.object({
  /** The lead merged into this one; its id then redirects here. */
  otherId: safeString().regex(LEAD_ID_PATTERN, "Invalid lead id: expected lead_{timestamp}_{random}"),
  /** Per field, whose value the merged lead keeps; a field not named keeps this lead's value. */
  take: z.partialRecord(z.enum(mergeFields), z.enum(["this", "other"])).default({}),
});
export type MergeLeadsInput = z.input<typeof mergeLeadsInputSchema>;

/** A staff member's private calendar feed of open reminders (decision 019). The URL is shown once, when made. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
