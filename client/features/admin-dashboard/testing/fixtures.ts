import type { AdminSettings, Pool } from "../../../../contract/admin";
import type { User } from "../../../../contract/auth";
import type { Agent } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import type { OtherFeatureTabs } from "../components/admin-tab-panel";

/** The privacy and consent tabs belong to other features; a test of this one that does not open them draws nothing there. */
export const noOtherTabs: OtherFeatureTabs = {
  privacy: () => null,
  consent: () => null,
  routing: () => null,
  texts: () => null,
  homeValues: () => null,
  plans: () => null,
  adsReport: () => null,
};

export function staffUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    userType: "agent",
    email: "admin@demo.test",
    firstName: "Alex",
    lastName: "Morgan",
    fullName: "Alex Morgan",
    phone: null,
    role: "admin",
    isActive: true,
    agentId: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export const agents: Agent[] = [
  { id: 1, fullName: "Alex Morgan", email: "admin@demo.test", role: "admin", isActive: true },
  { id: 3, fullName: "Priya Sharma", email: "agent@demo.test", role: "agent", isActive: true },
  { id: 4, fullName: "Sam Lee", email: "sam@demo.test", role: "agent", isActive: true },
  { id: 5, fullName: "Old Timer", email: "old@demo.test", role: "agent", isActive: false },
];

export function staffLead(overrides: Partial<StaffLead> = {}): StaffLead {
  return {
    id: "lead_1767000000000_abc123",
    type: "cash",
    fullName: "Jordan Seller",
    phone: "416-555-0101",
    email: "jordan@example.com",
    address: "12 King St",
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
    workingWithRealtor: false,
    comments: null,
    agentId: null,
    contactMethod: null,
    topics: null,
    variant: "four-card",
    source: null,
    locale: "en-CA",
    consentAt: null,
    consentBasis: null,
    stage: "new",
    firstContactAt: null,
    waitingSince: null,
    createdAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    ...overrides,
  };
}

export function pool(overrides: Partial<Pool> = {}): Pool {
  return {
    id: 7,
    name: "Cash team",
    leadType: "cash",
    isActive: true,
    pointer: 1,
    mode: "round_robin",
    claimTimeoutMinutes: 5,
    fallbackKind: "managers",
    fallbackAgentId: null,
    fallbackPoolId: null,
    responseWindowMinutes: null,
    instantCall: [],
    members: [
      { userId: 3, fullName: "Priya Sharma", isActive: true },
      { userId: 4, fullName: "Sam Lee", isActive: true },
    ],
    ...overrides,
  };
}

export const settings: AdminSettings = {
  brokerage: {
    name: "Maple Realty",
    address: "1 Bay St, Toronto",
    phone: "416-555-0000",
    email: "info@maple.test",
    logoUrl: "",
  },
  leadFlowVariant: "four-card",
  poolReassignMinutes: 0,
};
