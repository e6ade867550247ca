import type { User } from "../../../../contract/auth";
import type { Reminder } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";

export const agentUser: User = {
  id: 3,
  userType: "agent",
  email: "agent@demo.test",
  firstName: "Priya",
  lastName: "Sharma",
  fullName: null,
  phone: null,
  role: "agent",
  isActive: true,
  agentId: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** Lead number `n` (1 is the newest); odd numbers are cash leads. */
export function buildLead(n: number, overrides: Partial<StaffLead> = {}): StaffLead {
  return {
    id: `lead_17000000000${String(n).padStart(2, "0")}_abc${n}`,
    type: n % 2 === 1 ? "cash" : "realtor",
    fullName: `Seller ${n}`,
    phone: `416-555-01${String(n).padStart(2, "0")}`,
    email: `seller${n}@example.com`,
    address: `${n} King St W`,
    unit: null,
    city: "Toronto",
    province: "ON",
    postalCode: "M5H 1A1",
    status: "Contacted",
    tag: null,
    movingTimeframe: null,
    movingReason: null,
    movingLocation: null,
    condition: null,
    hasMortgage: null,
    mortgageAmount: null,
    paymentsOnTime: null,
    workingWithRealtor: null,
    comments: null,
    agentId: null,
    contactMethod: null,
    topics: null,
    variant: null,
    source: null,
    locale: "en-CA",
    consentAt: null,
    consentBasis: null,
    stage: "new",
    firstContactAt: null,
    waitingSince: null,
    createdAt: "2026-03-02T15:04:00.000Z",
    updatedAt: "2026-03-02T15:04:00.000Z",
    ...overrides,
  };
}

export function buildReminder(n: number, overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: n,
    leadId: buildLead(1).id,
    leadName: "Seller 1",
    userId: 3,
    title: `Reminder ${n}`,
    dueDate: `2099-01-${String(n).padStart(2, "0")}T15:00:00.000Z`,
    completed: false,
    createdAt: "2026-03-02T15:04:00.000Z",
    ...overrides,
  };
}
