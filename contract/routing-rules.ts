import "./zod-config";
import { z } from "zod";
import { leadFlowVariants } from "./lead-flow-variants";
import { movingTimeframes, provinces } from "./leads";
import { LOCALES } from "./locale";
import { safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

/**
 * Routing rules (decision 037): admins order rules; the first active rule whose conditions all match a new
 * lead picks the pool that deals it. Within one condition any listed value matches; a rule with no
 * condition is the catch-all, at most one, always last.
 */

/** How the lead came in: the /lead-flow pages (they record a variant), `POST /api/v1/leads`, any other form. */
export const leadFlows = ["lead-flow", "api", "other"] as const;
export type LeadFlow = (typeof leadFlows)[number];
export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** The brokerage's time zone when none is set: the default brokerage is in Toronto. */
export const DEFAULT_TIME_ZONE = "America/Toronto";

/** True for an IANA time zone name the runtime knows ("America/Toronto", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = safeText(64).refine(isTimeZone, validationMessages.timeZone);

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 08:30");

/** One condition's values: at least one, each once (a condition with none is left out, not sent empty). */
function list<T extends z.ZodType<string>>(item: T, max: number, what: string) {
  return z
    .array(item)
    .min(1, `Choose at least one ${what}, or leave the condition out`)
    .max(max, `At most ${max} ${what} values`)
    .refine((values) => new Set(values.map((v) => v.toLowerCase())).size === values.length, `Each ${what} only once`);
}

/** A postal-code prefix: the first 1 to 6 characters of a Canadian postal code, without the space. */
const postalPrefix = safeText(7)
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[ABCEGHJ-NPRSTVXY](\d([A-Z](\d([A-Z]\d?)?)?)?)?$/,
        "A postal-code prefix is the start of a Canadian postal code, such as M5V or K1A 0",
      ),
  );
const word = (max: number) => safeText(max).pipe(z.string().min(1, "A value cannot be empty"));

export const routingConditionsSchema = z
  .object({
    leadTypes: list(z.enum(["cash", "realtor"]), 2, "lead type").optional(),
    flows: list(z.enum(leadFlows), leadFlows.length, "flow").optional(),
    variants: list(z.enum(leadFlowVariants), leadFlowVariants.length, "variant").optional(),
    sources: list(word(200), 20, "source").optional(),
    utmCampaigns: list(word(100), 20, "campaign").optional(),
    languages: list(z.enum(LOCALES), LOCALES.length, "language").optional(),
    provinces: list(z.enum(provinces), provinces.length, "province").optional(),
    cities: list(word(100), 50, "city").optional(),
    postalPrefixes: list(postalPrefix, 50, "postal-code prefix").optional(),
    timelines: list(z.enum(movingTimeframes), movingTimeframes.length, "timeline").optional(),
    days: list(z.enum(weekdays), weekdays.length, "day").optional(),
    /** From (included) to (excluded), in the brokerage's time zone; a `from` after `to` spans midnight. */
    timeOfDay: z
      .object({ from: hhmm, to: hhmm })
      .strict()
      .refine((t) => t.from !== t.to, "The time of day must start and end at different times")
      .optional(),
  })
  .strict();
export type RoutingConditions = z.infer<typeof routingConditionsSchema>;

/** The conditions as the server answers them (stored after the input's checks; no transform to encode). */
const storedConditionsSchema = z.object({
  leadTypes: z.array(z.enum(["cash", "realtor"])).optional(),
  flows: z.array(z.enum(leadFlows)).optional(),
  variants: z.array(z.enum(leadFlowVariants)).optional(),
  sources: z.array(z.string()).optional(),
  utmCampaigns: z.array(z.string()).optional(),
  languages: z.array(z.enum(LOCALES)).optional(),
  provinces: z.array(z.enum(provinces)).optional(),
  cities: z.array(z.string()).optional(),
  postalPrefixes: z.array(z.string()).optional(),
  timelines: z.array(z.enum(movingTimeframes)).optional(),
  days: z.array(z.enum(weekdays)).optional(),
  timeOfDay: z.object({ from: z.string(), to: z.string() }).optional(),
});

export const routingRuleInputSchema = z
  .object({
    name: safeText(80).pipe(z.string().min(1, "Give the rule a name")),
    poolId: z.number().int().positive(),
    isActive: z.boolean().default(true),
    conditions: routingConditionsSchema.default({}),
  })
  .strict();
export type RoutingRuleInput = z.input<typeof routingRuleInputSchema>;

export const routingRuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  poolId: z.number().int(),
  poolName: z.string(),
  isActive: z.boolean(),
  conditions: storedConditionsSchema,
  /** No condition: matches every lead; kept last. */
  isCatchAll: z.boolean(),
});
export type RoutingRule = z.infer<typeof routingRuleSchema>;

export const routingRulesListSchema = z.object({
  rules: z.array(routingRuleSchema),
  /** The brokerage's time zone the day and time-of-day conditions are read in. */
  timeZone: z.string(),
});
export type RoutingRulesList = z.infer<typeof routingRulesListSchema>;

/** The whole order, every rule id once, first rule first. */
export const routingRulesOrderSchema = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, "Each rule only once"),
  })
  .strict();

export const routingTimeZoneInputSchema = z.object({ timeZone: timeZoneSchema }).strict();

/** A sample lead for "test a lead": the facts rules read; `at` (ISO time) defaults to now. */
export const routingSampleSchema = z
  .object({
    type: z.enum(["cash", "realtor"]),
    flow: z.enum(leadFlows).default("lead-flow"),
    variant: z.enum(leadFlowVariants).nullable().default(null),
    source: safeText(200).nullable().default(null),
    utmCampaign: safeText(100).nullable().default(null),
    language: z.enum(LOCALES).default("en-CA"),
    province: z.enum(provinces).nullable().default(null),
    city: safeText(100).nullable().default(null),
    postalCode: safeText(7).nullable().default(null),
    timeline: z.enum(movingTimeframes).nullable().default(null),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type RoutingSample = z.input<typeof routingSampleSchema>;

export const routingTestResultSchema = z.object({
  /** The rule that matched; null when none did (the lead is then dealt by its type, as without rules). */
  rule: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  pool: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * Where the lead would go: the rule's pool, or without a matching rule the pool for its lead type; null
   * when no active pool with an active member takes it (it then waits unassigned). `agent` is whom a
   * round-robin pool deals it to next; a first-to-claim pool offers it to all its `members` instead.
   */
  dealt: z
    .object({
      pool: z.object({ id: z.number().int(), name: z.string() }),
      mode: z.enum(["round_robin", "first_to_claim"]),
      agent: z.object({ id: z.number().int(), name: z.string() }),
      members: z.number().int(),
    })
    .nullable(),
  /** The weekday and time the day and time-of-day conditions were read at, in the brokerage's time zone. */
  day: z.enum(weekdays),
  time: z.string(),
  timeZone: z.string(),
});
export type RoutingTestResult = z.infer<typeof routingTestResultSchema>;
