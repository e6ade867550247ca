import "./zod-config";
import { z } from "zod";
import { emailBlockReasons } from "./errors";
import { leadIdSchema, movingTimeframes } from "./leads";
import { pipelineStages } from "./pipeline";
import { safeText } from "./safe-text";

/** What a step does (decision 039): an e-mail to the seller, a text (through the texting outbox), a task for the agent. */
export const planStepKinds = ["email", "text", "task"] as const;
export type PlanStepKind = (typeof planStepKinds)[number];

const bilingual = (max: number) => z.object({ en: safeText(max).min(1), fr: safeText(max).min(1) });

export const planStepSchema = z.object({
  kind: z.enum(planStepKinds),
  /** Minutes after the previous step (after the start for the first one); at most a year. */
  delayMinutes: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60),
  /** An e-mail's subject, or a task's title; unused by a text. */
  subject: bilingual(200),
  /** An e-mail's or a text's body, or a task's details. `{firstName}` and `{agentName}` are filled in. */
  body: bilingual(4000),
});
export type PlanStep = z.infer<typeof planStepSchema>;

/**
 * What starts a plan: only by hand, a seller's moving timeframe (a realtor lead 6 months or more away),
 * a cash lead nobody reached in some days, or a pipeline stage reached.
 */
export const planTriggerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("manual") }),
  z.object({
    kind: z.literal("timeframe"),
    timeframes: z.array(z.enum(movingTimeframes)).min(1),
    leadType: z.enum(["realtor", "cash"]).nullable().default(null),
  }),
  z.object({
    kind: z.literal("no_answer"),
    days: z.number().int().min(1).max(60),
    leadType: z.enum(["realtor", "cash"]),
  }),
  z.object({ kind: z.literal("stage"), stage: z.enum(pipelineStages) }),
]);
export type PlanTrigger = z.infer<typeof planTriggerSchema>;

export const actionPlanInputSchema = z.object({
  name: safeText(120).min(1),
  active: z.boolean().default(true),
  trigger: planTriggerSchema,
  steps: z.array(planStepSchema).min(1).max(20),
});
export type ActionPlanInput = z.input<typeof actionPlanInputSchema>;

export const actionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  trigger: planTriggerSchema,
  steps: z.array(planStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

/** Why a run stopped or paused by itself; staff's own pause/stop is `staff`. */
export const planStopReasons = [
  "staff",
  "completed",
  "text_reply",
  "email_reply",
  "contact_logged",
  "form_again",
  "closing_stage",
  "unsubscribed",
  "erased",
  "consent",
  "plan_removed",
  /** Decision 052: a call with the seller longer than 2.5 minutes paused the run. */
  "long_call",
] as const;
export type PlanStopReason = (typeof planStopReasons)[number];

export const planRunSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  status: z.enum(["active", "paused", "stopped", "completed"]),
  /** The next step's index and kind and when it is due; null once nothing is left. */
  nextStep: z.number().int().nullable(),
  nextStepKind: z.enum(planStepKinds).nullable(),
  /** The next step's subject (a task's title) in both languages, for the reader's. */
  nextStepTitle: z.object({ en: z.string(), fr: z.string() }).nullable(),
  nextDueAt: z.string().nullable(),
  stepsTotal: z.number().int(),
  stepsDone: z.number().int(),
  reason: z.enum(planStopReasons).nullable(),
  startedAt: z.string(),
});
export type PlanRun = z.infer<typeof planRunSchema>;

export const startPlanInputSchema = z.object({ planId: z.number().int().positive() });
export const runActionSchema = z.object({ action: z.enum(["pause", "resume", "stop"]) });
export const leadParamsSchema = z.object({ id: leadIdSchema });
export const runParamsSchema = z.object({ id: leadIdSchema, runId: z.coerce.number().int().positive() });

/**
 * The inbound e-mail webhook (a mail provider's parsed message, as JSON): only the sender is read, as
 * `from` or Postmark's `From`; other fields are allowed and ignored.
 */
export const inboundEmailSchema = z
  .object({ from: safeText(320).min(3).optional(), From: safeText(320).min(3).optional() })
  .refine((body) => Boolean(body.from ?? body.From), { message: "The sender (from) is required", path: ["from"] });

/** Engagement signals (decision 039). Strong ones tell the agent. */
export const signalKinds = [
  "guide_reopened",
  "email_link_followed",
  "returned_after_14_days",
  "several_visits_week",
  "form_again",
  "sections_read",
] as const;
export type SignalKind = (typeof signalKinds)[number];
export const strongSignals: readonly SignalKind[] = ["email_link_followed", "returned_after_14_days", "form_again"];

export const signalSchema = z.object({
  kind: z.enum(signalKinds),
  strong: z.boolean(),
  occurredAt: z.string(),
  /** 'sections_read' only: how many of the guide's sections were read in that visit. */
  sectionCount: z.number().int().optional(),
});

/**
 * The personalised guide page's one report per visit (decision 039): the indexes of the sections the
 * seller had on screen long enough to read. Public, tied to the guide's token; it never makes a lead.
 */
export const sectionsReadInputSchema = z.object({
  sections: z.array(z.number().int().min(0).max(99)).min(1).max(100),
});
export type SectionsReadInput = z.infer<typeof sectionsReadInputSchema>;

/** Lead score rules (points) the admin can read and tune; represented sellers always score 0. */
export const scoreRulesSchema = z.object({
  timeframe: z.object({
    immediately: z.number().int().min(0).max(100),
    within3months: z.number().int().min(0).max(100),
    "3-6months": z.number().int().min(0).max(100),
    "6-12months": z.number().int().min(0).max(100),
    over1year: z.number().int().min(0).max(100),
  }),
  hasEmail: z.number().int().min(0).max(100),
  hasPhone: z.number().int().min(0).max(100),
  hasAddress: z.number().int().min(0).max(100),
  /** Per engagement signal in the last 30 days, up to `engagementMax`. */
  perSignal: z.number().int().min(0).max(100),
  engagementMax: z.number().int().min(0).max(100),
  /** The seller answered a text. */
  textReply: z.number().int().min(0).max(100),
});
export type ScoreRules = z.infer<typeof scoreRulesSchema>;

export const defaultScoreRules: ScoreRules = {
  timeframe: { immediately: 40, within3months: 30, "3-6months": 20, "6-12months": 10, over1year: 5 },
  hasEmail: 10,
  hasPhone: 15,
  hasAddress: 5,
  perSignal: 5,
  engagementMax: 20,
  textReply: 15,
};

/** Why a lead has its score: a code the screen words, and its points. */
export const scoreFactorCodes = [
  "timeframe",
  "has_email",
  "has_phone",
  "has_address",
  "engagement",
  "text_reply",
  "represented",
  "closed",
] as const;
export const scoreFactorSchema = z.object({
  code: z.enum(scoreFactorCodes),
  points: z.number().int(),
  /** The timeframe or the signal count the factor stands for. */
  detail: z.string().nullable(),
});
export type ScoreFactor = z.infer<typeof scoreFactorSchema>;

export const callListSchema = z.array(
  z.object({
    leadId: z.string(),
    fullName: z.string().nullable(),
    score: z.number().int(),
    scoreFactors: z.array(scoreFactorSchema),
    /** Why it is on today's list: never contacted, or days since the last contact. */
    due: z.object({ code: z.enum(["never_contacted", "days_since_contact"]), days: z.number().int().nullable() }),
  }),
);
export type CallList = z.infer<typeof callListSchema>;

/** The agent's brief: a draft made by software, never sent by itself. */
export const leadBriefSchema = z.object({
  provider: z.enum(["builtin", "openai"]),
  locale: z.enum(["en-CA", "fr-CA"]),
  summary: z.string(),
  suggestedMessage: z.string(),
  draft: z.literal(true),
  /** Why Send cannot succeed now (no address, do not contact, consent), or null: the screen disables it. */
  sendBlocked: z.enum(emailBlockReasons).nullable(),
});
export type LeadBrief = z.infer<typeof leadBriefSchema>;

export const leadNurtureSchema = z.object({
  runs: z.array(planRunSchema),
  signals: z.array(signalSchema),
  score: z.number().int(),
  scoreFactors: z.array(scoreFactorSchema),
  /** The active plans staff may start by hand on this lead. */
  plans: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LeadNurture = z.infer<typeof leadNurtureSchema>;

export const sendBriefInputSchema = z.object({ message: safeText(4000).min(1) });

export const quietHoursSchema = z.object({
  /** Local hour (0–23) the quiet begins and ends, in `timeZone`. */
  startHour: z.number().int().min(0).max(23),
  endHour: z.number().int().min(0).max(23),
  timeZone: safeText(60).min(1),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;
export const defaultQuietHours: QuietHours = { startHour: 21, endHour: 8, timeZone: "America/Toronto" };

export const nurtureSettingsSchema = z.object({ scoreRules: scoreRulesSchema, quietHours: quietHoursSchema });
export type NurtureSettings = z.infer<typeof nurtureSettingsSchema>;
