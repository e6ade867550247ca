import "./zod-config";
import { z } from "zod";
import { checkPostalCodeProvince, phoneField, postalCodeField } from "./contact-fields";
import { historyCodeSchema } from "./history-codes";
import { leadIdSchema, movingTimeframes, provinces, staffLeadSchema } from "./leads";
import { duplicateReasons, pipelineStages } from "./pipeline";
import { MAX_INT4, safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

/** Abandoned partials (no e-mail, no phone) are listed apart from the others (docs/accessibility.md). */
export const leadListViews = ["active", "unfinished"] as const;
export type LeadListView = (typeof leadListViews)[number];

export const leadListQuerySchema = z.object({
  q: safeText(100).optional(),
  type: z.enum(["cash", "realtor"]).optional(),
  /** 'active' (the default): leads a seller finished or left contact details on; 'unfinished': the rest. */
  view: z.enum(leadListViews).default("active"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: safeString()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid cursor")
    .optional(),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export const leadListSchema = z.array(staffLeadSchema);

/**
 * How the staff list is ordered (decision 033): a column, ascending, or descending with a leading "-".
 * `created` is when the lead came in, `waiting` how long it has waited for a first contact (leads nobody
 * is expected to call wait no time), `stage` the pipeline's board order, `agent` the agent's name
 * (unassigned last when ascending). Ties go newest first. The default is newest first.
 */
export const leadListSorts = [
  "-created",
  "created",
  "-waiting",
  "waiting",
  "stage",
  "-stage",
  "agent",
  "-agent",
  /** Decision 039: the lead score, highest first with "-score". */
  "-score",
  "score",
] as const;
export type LeadListSort = (typeof leadListSorts)[number];
export const DEFAULT_LEAD_LIST_SORT: LeadListSort = "-created";

/** The staff list's query: the API's list query plus `sort`. */
export const staffLeadListQuerySchema = leadListQuerySchema.extend({
  sort: z.enum(leadListSorts).default(DEFAULT_LEAD_LIST_SORT),
});
export type StaffLeadListQuery = z.input<typeof staffLeadListQuerySchema>;

/** A row of the staff list: the lead, its agent's name and its next open reminder (the next action). */
export const staffLeadListItemSchema = staffLeadSchema.extend({
  agentName: z.string().nullable(),
  nextReminder: z.object({ title: z.string(), dueDate: z.string() }).nullable(),
});
export type StaffLeadListItem = z.infer<typeof staffLeadListItemSchema>;
export const staffLeadListSchema = z.array(staffLeadListItemSchema);

/**
 * A list's total is exact up to this many matches; past it the list says "1,000+" (the header
 * `X-Total-Count-Capped: true` with `X-Total-Count: 1000`), so no list waits on counting a large result.
 */
export const LEAD_COUNT_CAP = 1000;

/** The dashboard counters; `total`, `cash` and `realtor` leave the unfinished leads out. */
export const leadCountsSchema = z.object({
  total: z.number().int(),
  cash: z.number().int(),
  realtor: z.number().int(),
  unfinished: z.number().int(),
  /** True when the figures are the planner's estimates (a large table), not exact counts. */
  estimated: z.boolean(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

const nullableText = (max: number) => safeText(max).nullable();

/** The fields staff may edit (spec section 3, staff shape); anything else is refused. */
export const updateLeadInputSchema = z
  .strictObject({
    type: z.enum(["cash", "realtor"]),
    // A name can be changed, never cleared: "Unnamed lead" is no name a staff member gives (decision 047).
    fullName: safeText(120).min(1, validationMessages.fullName),
    phone: phoneField().nullable(),
    email: z.union([safeString().max(254).pipe(z.email(validationMessages.invalidEmail)), z.literal(""), z.null()]),
    address: nullableText(300),
    unit: nullableText(40),
    city: nullableText(100),
    province: z.union([z.enum(provinces), z.literal(""), z.null()]),
    postalCode: postalCodeField().nullable(),
    status: safeString().trim().min(1, validationMessages.status).max(40),
    movingTimeframe: z.enum(movingTimeframes).nullable(),
    movingReason: nullableText(60),
    movingLocation: nullableText(200),
    condition: z.number().int().min(0).max(10).nullable(),
    hasMortgage: z.boolean().nullable(),
    mortgageAmount: z.number().min(0).max(100_000_000).nullable(),
    paymentsOnTime: z.boolean().nullable(),
    workingWithRealtor: z.boolean().nullable(),
    comments: nullableText(5000),
    agentId: z.number().int().positive().max(MAX_INT4).nullable(),
    /** The staff pipeline stage (decision 019); a represented seller leaves 'do_not_contact' only by a manager. */
    stage: z.enum(pipelineStages),
  })
  .partial()
  // A postal code sent with its province must belong to it (its first letter names the province).
  .superRefine(checkPostalCodeProvince);
export type UpdateLeadInput = z.infer<typeof updateLeadInputSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  userId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const noteContent = safeString({ error: validationMessages.noteRequired })
  .max(10_000, "Notes are limited to 10,000 characters")
  .refine((v) => v.trim().length > 0, validationMessages.noteRequired);

export const createNoteInputSchema = z.object({
  leadId: leadIdSchema,
  /** Ignored: the author is the signed-in user. Accepted because the spec's client sends it. */
  userId: z.union([z.number(), safeString().max(40)]).optional(),
  content: noteContent,
});
export const updateNoteInputSchema = z.object({ content: noteContent });

export const reminderSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  leadName: z.string().nullable(),
  userId: z.number().int().nullable(),
  title: z.string(),
  dueDate: z.string(),
  completed: z.boolean(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

const dueDate = z.iso.datetime({ offset: true, error: validationMessages.reminderDate });
export const createReminderInputSchema = z.object({
  leadId: leadIdSchema,
  userId: z.union([z.number(), safeString().max(40)]).optional(),
  title: safeString({ error: validationMessages.reminderTitle })
    .max(200, "Reminder titles are limited to 200 characters")
    .refine((v) => v.trim().length > 0, validationMessages.reminderTitle),
  dueDate: safeString({ error: validationMessages.reminderDate }).pipe(dueDate),
  completed: z.boolean().default(false),
});
export const updateReminderInputSchema = z
  .strictObject({
    completed: z.boolean(),
    title: safeString().trim().min(1, validationMessages.reminderTitle).max(200),
    dueDate,
  })
  .partial();
export const reminderListQuerySchema = z.object({ completed: z.enum(["true", "false"]).optional() });

export const historyChangeTypes = [
  "note_add",
  "note_edit",
  "note_delete",
  "reminder_add",
  "reminder_update",
  "reminder_delete",
  "edit",
  "assignment",
  "status_change",
  "stage_change",
  "contact_logged",
  "merge",
  "import",
  /** Decision 038: a text to or from the seller. */
  "text",
  /** Decision 039: a first-party sign of interest (its kind in the row's code params). */
  "engagement",
  /** Decision 046: an e-mail staff sent the seller (the market analysis they asked for). */
  "email",
  /** Decision 052: a call with the seller. */
  "call",
] as const;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  changeType: z.enum(historyChangeTypes),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the server said, by code (contract/history-codes.ts); null for staff's own words and erased rows. */
  code: historyCodeSchema.nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const agentSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(["admin", "manager", "agent"]),
  isActive: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

/** What the live-update stream (GET /api/events) sends. */
export const liveEventSchema = z.object({
  type: z.enum(["lead", "note", "reminder"]),
  leadId: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** GET /api/leads/{id}/duplicates: other leads that may be the same person, and why. */
export const duplicateListSchema = z.array(
  z.object({ lead: staffLeadSchema, reasons: z.array(z.enum(duplicateReasons)) }),
);
export type DuplicateList = z.infer<typeof duplicateListSchema>;
