import type { User } from "../../../../contract/auth";
import type { HistoryEntry, Note, Reminder } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";

export const LEAD_ID = "lead_1700000000000_abc123";

export function buildLead(overrides: Partial<StaffLead> = {}): StaffLead {
  return {
    id: LEAD_ID,
    type: "cash",
    fullName: "Jane Seller",
    phone: "416-555-0100",
    email: "jane@example.com",
    address: "12 King St W",
    unit: "4",
    city: "Toronto",
    province: "ON",
    postalCode: "M5H 1A1",
    status: "Contacted",
    tag: null,
    movingTimeframe: "within3months",
    movingReason: null,
    movingLocation: null,
    condition: 7,
    hasMortgage: true,
    mortgageAmount: 250000,
    paymentsOnTime: true,
    workingWithRealtor: false,
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

export function buildUser(overrides: Partial<User> = {}): User {
  return {
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
    ...overrides,
  };
}

export function buildNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 1,
    leadId: LEAD_ID,
    userId: 3,
    authorName: "Priya Sharma",
    content: "Called, left a message",
    createdAt: "2026-03-03T14:30:00.000Z",
    updatedAt: "2026-03-03T14:30:00.000Z",
    ...overrides,
  };
}

export function buildReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 1,
    leadId: LEAD_ID,
    leadName: "Jane Seller",
    userId: 3,
    title: "Call back",
    dueDate: "2099-03-04T14:00:00.000Z",
    completed: false,
    createdAt: "2026-03-03T14:30:00.000Z",
    ...overrides,
  };
}

export function buildHistory(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 1,
    leadId: LEAD_ID,
    changeType: "edit",
    fieldName: "fullName",
    oldValue: "Jane",
    newValue: "Jane Seller",
    notes: null,
    code: null,
    params: null,
    userId: 3,
    userName: "Priya Sharma",
    createdAt: "2026-03-03T14:30:00.000Z",
    ...overrides,
  };
}
