import type { z } from "zod";
import {
  type movingTimeframes,
  type publicLeadInputSchema,
  REPRESENTED_TAG,
  type StaffLead,
} from "../../../contract/leads";
import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import type { leads } from "../../db/schema/index";
import type { LeadRow } from "./lead-row";
import { toE164 } from "./phone";
import { waitingSince } from "./speed-to-lead";

export type { LeadRow } from "./lead-row";
export type LeadValues = Partial<typeof leads.$inferInsert>;
type PublicLead = z.output<typeof publicLeadInputSchema>;
type Timeframe = (typeof movingTimeframes)[number];

const conditionScores = { Excellent: 9, Good: 7, Fair: 5, Poor: 3 } as const;

/** Months (or the four-card labels) to the staff timeframe of spec section 3 (DESIGN.md 5.8). */
export function toTimeframe(value: number | string | undefined): Timeframe | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string") {
    const label = value.trim().toLowerCase().replace("–", "-");
    if (label === "asap") return "immediately";
    if (label === "30-60 days") return "within3months";
    if (label === "3+ months") return "3-6months";
    const months = Number(label);
    return Number.isFinite(months) ? toTimeframe(months) : undefined;
  }
  if (value <= 1) return "immediately";
  if (value <= 3) return "within3months";
  if (value <= 6) return "3-6months";
  if (value <= 12) return "6-12months";
  return "over1year";
}

const present = (value: string | undefined) => (value === undefined || value === "" ? undefined : value);

/**
 * Maps any public lead shape onto the columns of the one `leads` table (DESIGN.md 5.8). Only what the
 * submission says is returned: a missing field never overwrites what an earlier save stored.
 */
export function mapPublicLead(input: PublicLead): LeadValues {
  const kind = input.leadType ?? input.type;
  const represented = [input.workingWithRealtor, input.hasAgent, input.hasRealtor].filter(
    (v): v is boolean => v !== undefined,
  );
  const workingWithRealtor = represented.length > 0 ? represented.some(Boolean) : undefined;
  const condition =
    typeof input.propertyCondition === "string" ? conditionScores[input.propertyCondition] : input.propertyCondition;

  const values: LeadValues = {
    type: kind === undefined ? undefined : kind === "cash" || kind === "Cash Offer" ? "cash" : "realtor",
    fullName: present(input.fullName) ?? present(input.name) ?? present(input.firstName),
    email: present(input.email),
    phone: present(input.phone),
    phoneE164: toE164(present(input.phone)) ?? undefined,
    address: present(input.street) ?? present(input.address),
    unit: present(input.unit),
    city: present(input.city),
    province: present(input.province),
    postalCode: present(input.postalCode)?.toUpperCase(),
    workingWithRealtor,
    hasRealtor: input.hasRealtor,
    hasSoldBefore: input.hasSoldBefore,
    topics: input.topics,
    movingTimeline: input.movingTimeline,
    timeline: input.timeline === undefined ? undefined : String(input.timeline),
    movingTimeframe: toTimeframe(input.timeline) ?? toTimeframe(input.movingTimeline),
    movingReason: present(input.movingReason),
    movingLocation: present(input.movingLocation),
    condition,
    contactMethod: input.contactMethod,
    comments: present(input.comments) ?? present(input.message),
    // Completion flags only ever move forward.
    completedEmail: input.completedEmail === true ? true : undefined,
    completedContact: input.completedContact === true ? true : undefined,
    variant: input.variant,
    locale: input.locale,
    tag: workingWithRealtor ? REPRESENTED_TAG : undefined,
    // Represented sellers start (and stay, unless a manager moves them) in 'Do not contact'.
    stage: workingWithRealtor ? "do_not_contact" : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as LeadValues;
}

/** The staff shape of spec section 3. */
export function toStaffLead(row: LeadRow): StaffLead {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    unit: row.unit,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    status: row.status,
    tag: row.tag,
    movingTimeframe: (row.movingTimeframe as Timeframe | null) ?? null,
    movingReason: row.movingReason,
    movingLocation: row.movingLocation,
    condition: row.condition,
    hasMortgage: row.hasMortgage,
    mortgageAmount: row.mortgageAmount === null ? null : Number(row.mortgageAmount),
    paymentsOnTime: row.paymentsOnTime,
    workingWithRealtor: row.workingWithRealtor,
    comments: row.comments,
    agentId: row.agentId,
    contactMethod: row.contactMethod,
    topics: row.topics ?? null,
    variant: row.variant,
    source: row.source,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    consentAt: row.consentAt?.toISOString() ?? null,
    consentBasis: row.consentBasis,
    stage: row.stage,
    firstContactAt: row.firstContactAt?.toISOString() ?? null,
    waitingSince: waitingSince(row)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

export function fullAddress(lead: Pick<LeadRow, "address" | "unit" | "city" | "province" | "postalCode">): string {
  const street = [lead.unit && `Unit ${lead.unit}`, lead.address].filter(Boolean).join(", ");
  const region = [lead.city, [lead.province, lead.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [street, region].filter(Boolean).join(", ");
}
