import "./zod-config";
import { z } from "zod";
import { clientActivityCodes, clientActivityParamsSchema } from "./client-activity";
import { safeString } from "./safe-text";

export const clientProfileSchema = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  clientType: z.literal("seller"),
  createdAt: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const updateClientProfileInputSchema = z.object({
  firstName: safeString().trim().min(1, "First name is required").max(80, "At most 80 characters"),
  lastName: safeString().trim().min(1, "Last name is required").max(80, "At most 80 characters"),
});
export type UpdateClientProfileInput = z.infer<typeof updateClientProfileInputSchema>;

export const agentCardSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  brokerage: z.string(),
});

export const checklistPhaseSchema = z.object({
  phase: z.string(),
  goal: z.string(),
  tasks: z.array(z.object({ id: z.string(), text: z.string(), completed: z.boolean() })),
});
export type ChecklistPhase = z.infer<typeof checklistPhaseSchema>;

export const partnerCategorySchema = z.object({
  category: z.string(),
  providers: z.array(z.object({ name: z.string(), service: z.string(), phone: z.string() })),
});
export const servicePlanSchema = z.object({
  title: z.string(),
  commission: z.number(),
  features: z.array(z.string()),
});
export const activityEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** The English line as stored; shown only when `code` is null (a row written before codes). */
  activity: z.string(),
  actor: z.string(),
  code: z.enum(clientActivityCodes).nullable(),
  params: clientActivityParamsSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  sender: z.string(),
  content: z.string(),
  timestamp: z.string(),
  isAgent: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
export const sendMessageInputSchema = z.object({
  content: safeString()
    .max(5000, "Messages are limited to 5,000 characters")
    .refine((v) => v.trim().length > 0, "Message is required"),
});

export const clientDashboardSchema = z.object({
  profile: clientProfileSchema,
  agent: agentCardSchema.nullable(),
  upcomingTasks: z.array(z.string()),
  checklist: z.array(checklistPhaseSchema),
  partners: z.array(partnerCategorySchema),
  servicePlans: z.array(servicePlanSchema),
  coopCommissionRate: z.number(),
  activity: z.array(activityEntrySchema),
  guide: z.object({ token: z.string(), title: z.string() }).nullable(),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const checklistUpdateInputSchema = z.object({ completed: z.boolean() });

export const staffClientSchema = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string(),
  agentId: z.number().int().nullable(),
  lastMessageAt: z.string().nullable(),
});

/** HST on real-estate commissions (Ontario, spec section 9). */
export const HST_RATE = 0.13;

export const netSheetInputSchema = z.object({
  salePrice: z.number().min(0, "Cannot be negative").max(100_000_000, "Enter a price under $100,000,000"),
  mortgageBalance: z.number().min(0, "Cannot be negative").max(100_000_000, "Too large"),
  dischargeFee: z.number().min(0, "Cannot be negative").max(100_000, "Too large"),
  listingCommissionRate: z.number().min(0, "Cannot be negative").max(10, "At most 10%"),
  coopCommissionRate: z.number().min(0, "Cannot be negative").max(10, "At most 10%"),
  legalFees: z.number().min(0, "Cannot be negative").max(1_000_000, "Too large"),
  otherExpenses: z.number().min(0, "Cannot be negative").max(10_000_000, "Too large"),
});
export type NetSheetInput = z.infer<typeof netSheetInputSchema>;

export interface NetSheetResult {
  listingCommission: number;
  coopCommission: number;
  totalCommission: number;
  hst: number;
  totalCosts: number;
  net: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * net = sale − mortgage − discharge − listing commission − co-op commission − HST on both commissions
 * − legal − other. Worked in whole cents so results never drift by floating-point error.
 */
export function computeNetSheet(input: NetSheetInput): NetSheetResult {
  const sale = cents(input.salePrice);
  const listing = Math.round((sale * input.listingCommissionRate) / 100);
  const coop = Math.round((sale * input.coopCommissionRate) / 100);
  const hst = Math.round((listing + coop) * HST_RATE);
  const costs =
    cents(input.mortgageBalance) +
    cents(input.dischargeFee) +
    listing +
    coop +
    hst +
    cents(input.legalFees) +
    cents(input.otherExpenses);
  return {
    listingCommission: listing / 100,
    coopCommission: coop / 100,
    totalCommission: (listing + coop) / 100,
    hst: hst / 100,
    totalCosts: costs / 100,
    net: (sale - costs) / 100,
  };
}
