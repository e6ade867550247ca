/**
 * The examples of the public API's document (decision 016): a lead as the API answers it, the bodies a
 * client sends, and one payload of each webhook event. openapi-v1.test.ts validates each against its
 * schema, and sends the create example to the real API.
 */
export const exampleLead = {
  id: "lead_1763900000000_a1b2c3d4e5f6",
  type: "realtor",
  fullName: "Robin Tremblay",
  phone: "(416) 555-0177",
  email: "robin.tremblay@example.com",
  address: "12 Maple Avenue",
  unit: null,
  city: "Toronto",
  province: "ON",
  postalCode: "M4C 1A1",
  status: "Contacted",
  tag: null,
  movingTimeframe: "within3months",
  movingReason: null,
  movingLocation: null,
  condition: null,
  hasMortgage: null,
  mortgageAmount: null,
  paymentsOnTime: null,
  workingWithRealtor: null,
  comments: "Asked about a spring listing.",
  agentId: 3,
  contactMethod: null,
  topics: null,
  variant: null,
  source: "zillow",
  locale: "en-CA",
  consentAt: "2026-11-20T15:04:05.000Z",
  consentBasis: "express",
  stage: "new",
  firstContactAt: null,
  waitingSince: "2026-11-23T14:00:00.000Z",
  createdAt: "2026-11-23T14:00:00.000Z",
  updatedAt: "2026-11-23T14:00:00.000Z",
};

export const exampleCreateLead = {
  type: "realtor",
  fullName: "Robin Tremblay",
  email: "robin.tremblay@example.com",
  phone: "(416) 555-0177",
  address: "12 Maple Avenue",
  city: "Toronto",
  province: "ON",
  postalCode: "M4C 1A1",
  movingTimeframe: "within3months",
  comments: "Asked about a spring listing.",
  source: "zillow",
  locale: "en-CA",
  consent: { basis: "express", obtainedAt: "2026-11-20T15:04:05Z", textVersion: "zillow-contact-2026-03" },
};

/** What a write answers a key without `leads:read` (write does not imply read, decision 016). */
export const exampleLeadReceipt = { id: exampleLead.id, status: exampleLead.status };

export const exampleUpdateLead = { status: "Qualified Lead", comments: "Valuation booked for Friday.", agentId: 3 };

const at = "2026-11-23T14:00:01.000Z";

export const exampleWebhooks = {
  "lead.created": { type: "lead.created", timestamp: at, data: { lead: exampleLead } },
  "lead.updated": {
    type: "lead.updated",
    timestamp: at,
    data: { lead: exampleLead, changes: [{ field: "city", oldValue: "Oshawa", newValue: "Toronto" }] },
  },
  "lead.assigned": {
    type: "lead.assigned",
    timestamp: at,
    data: { lead: exampleLead, agent: { id: 3, name: "Avery Quinn" }, previousAgentId: null, assignedBy: "pool" },
  },
  "lead.stage_changed": {
    type: "lead.stage_changed",
    timestamp: at,
    data: {
      lead: { ...exampleLead, stage: "appointment_set" },
      stage: "appointment_set",
      previousStage: "contacted",
      changedBy: "staff",
    },
  },
  "note.created": {
    type: "note.created",
    timestamp: at,
    data: {
      lead: exampleLead,
      note: { id: 41, content: "Called, left a message.", authorId: 3, authorName: "Avery Quinn", createdAt: at },
    },
  },
};
