import { z } from "zod";
import { apiCreateLeadInputSchema, apiLeadReceiptSchema } from "../../../contract/api-v1";
import { updateLeadInputSchema } from "../../../contract/crm";
import { LEAD_ID_PATTERN, staffLeadSchema } from "../../../contract/leads";
import {
  leadAssignedPayloadSchema,
  leadCreatedPayloadSchema,
  leadStageChangedPayloadSchema,
  leadUpdatedPayloadSchema,
  noteCreatedPayloadSchema,
} from "../../../contract/webhook-payloads";

type JsonSchema = Record<string, unknown>;

/** A contract schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). */
function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

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

/** What a write answers a key without `leads:read` (issue 30). */
export const exampleLeadReceipt = { id: exampleLead.id, status: exampleLead.status };

export const exampleUpdateLead = { status: "Qualified Lead", comments: "Valuation booked for Friday.", agentId: 3 };

const exampleError = { message: "Lead not found", code: "not_found" };
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

const errorResponse = (description: string, example: { message: string; code: string } = exampleError) => ({
  description,
  content: { "application/json": { schema: ref("Error"), example } },
});

const standardErrors = {
  "401": errorResponse("No API key, or a revoked or unknown one.", {
    message: "A valid API key is required: send it as Authorization: Bearer <key>.",
    code: "unauthorized",
  }),
  "403": errorResponse("The key lacks the scope this call needs.", {
    message: "This API key does not have the leads:write scope.",
    code: "forbidden",
  }),
  "429": errorResponse("Too many calls with this key in the current minute.", {
    message: "Too many requests. Please try again in 42 seconds.",
    code: "rate_limited",
  }),
};

const badRequest = errorResponse("The request does not match the schema; `issues` names each field.", {
  message: "Invalid body.email: Invalid email address",
  code: "validation_error",
});

/**
 * A write's answer: the full lead for a key that also holds `leads:read`, else only its id and status
 * (write does not imply read, decision 016). `Location` names the lead's URL either way.
 */
function writeAnswer(description: string) {
  return {
    description: `${description} The whole lead when the key also holds \`leads:read\`; otherwise only its \`id\` and \`status\`.`,
    headers: {
      Location: { schema: { type: "string" }, description: "The lead's URL, `/api/v1/leads/{id}`." },
    },
    content: {
      "application/json": {
        schema: { oneOf: [ref("Lead"), ref("LeadReceipt")] },
        examples: {
          readAndWrite: { summary: "A key with leads:read and leads:write", value: exampleLead },
          writeOnly: { summary: "A key with leads:write only", value: exampleLeadReceipt },
        },
      },
    },
  };
}

const leadId = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", pattern: LEAD_ID_PATTERN.source },
  example: exampleLead.id,
};

const webhookHeaders = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    schema: { type: "string" },
    example: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
  },
  { name: "webhook-timestamp", in: "header", required: true, schema: { type: "string" }, example: "1763906401" },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "`v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>`; several, space-separated, during a secret rotation.",
    schema: { type: "string" },
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
];

function webhook(event: keyof typeof exampleWebhooks, schema: string, summary: string) {
  return {
    post: {
      summary,
      parameters: webhookHeaders,
      requestBody: {
        required: true,
        content: { "application/json": { schema: ref(schema), example: exampleWebhooks[event] } },
      },
      responses: {
        "2XX": {
          description:
            "Received. Any other answer (or none within 15 s) is retried with exponential backoff for a day.",
        },
      },
    },
  };
}

/**
 * The public API's OpenAPI 3.1 document (decision 016), built from the same contract schemas the routes
 * validate with, with examples for every body and the webhook payloads. Served at /api/docs/json and
 * shown by the reference page at /api/docs.
 */
export function buildApiV1Document(publicUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Seller Portal API",
      version: "1.0.0",
      description:
        "Read and write leads with an API key (Admin > Integrations), and receive signed webhooks (Standard Webhooks). See docs/integrations.md.",
    },
    servers: [{ url: publicUrl }],
    security: [{ apiKey: [] }],
    tags: [{ name: "Leads" }],
    paths: {
      "/api/v1/leads": {
        get: {
          tags: ["Leads"],
          summary: "List leads, newest first",
          description:
            'Needs `leads:read`. Keyset paging: the next page\'s URL is in the `Link` header (rel="next"), the total in `X-Total-Count`.',
          operationId: "listLeads",
          parameters: [
            {
              name: "q",
              in: "query",
              schema: { type: "string", maxLength: 100 },
              description: "Search name, e-mail, phone, address, city.",
            },
            { name: "type", in: "query", schema: { type: "string", enum: ["cash", "realtor"] } },
            {
              name: "view",
              in: "query",
              schema: { type: "string", enum: ["active", "unfinished"], default: "active" },
              description: "`unfinished`: abandoned partial leads (no e-mail, no phone), which `active` leaves out.",
            },
            { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
            {
              name: "cursor",
              in: "query",
              schema: { type: "string" },
              description: "From the `Link` header of the previous page.",
            },
          ],
          responses: {
            "200": {
              description: "One page of leads.",
              headers: {
                "X-Total-Count": {
                  schema: { type: "integer" },
                  description: "Leads matching the filters, counted up to 1,000.",
                },
                "X-Total-Count-Capped": {
                  schema: { type: "string", enum: ["true"] },
                  description: "Present when more than 1,000 leads match (`X-Total-Count` is then 1000).",
                },
                Link: {
                  schema: { type: "string" },
                  description: '`</api/v1/leads?…&cursor=…>; rel="next"` when there is a next page.',
                },
              },
              content: {
                "application/json": { schema: { type: "array", items: ref("Lead") }, example: [exampleLead] },
              },
            },
            "400": badRequest,
            ...standardErrors,
          },
        },
        post: {
          tags: ["Leads"],
          summary: "Create a lead from another source",
          description:
            "Needs `leads:write`; the answer holds the lead's personal data only when the key also holds `leads:read`. The lead is final at once: it is routed to the next agent of its pool, staff are alerted, open dashboards show it and `lead.created` is sent. Send an `Idempotency-Key` (or your own `id`) to make retries safe: a repeat by the same key answers 200 with the first lead (`Idempotent-Replayed: true`); another key sending that `id` gets 409.",
          operationId: "createLead",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              schema: { type: "string", maxLength: 200 },
              example: "zillow-7f3c2a",
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref("CreateLeadInput"), example: exampleCreateLead } },
          },
          responses: {
            "201": writeAnswer("Created."),
            "200": writeAnswer(
              "A repeat of an earlier call by the same key (same Idempotency-Key, or the same `id`): nothing changed.",
            ),
            "400": badRequest,
            ...standardErrors,
            "409": errorResponse("The `id` names a lead this key did not create. Nothing about that lead is sent.", {
              message: "A lead with this id already exists.",
              code: "conflict",
            }),
            "422": errorResponse("The Idempotency-Key was used before with another body.", {
              message: "This Idempotency-Key was already used with a different request body.",
              code: "idempotency_key_reused",
            }),
          },
        },
      },
      "/api/v1/leads/{id}": {
        get: {
          tags: ["Leads"],
          summary: "Read one lead",
          description: "Needs `leads:read`.",
          operationId: "getLead",
          parameters: [leadId],
          responses: {
            "200": {
              description: "The lead.",
              content: { "application/json": { schema: ref("Lead"), example: exampleLead } },
            },
            "400": badRequest,
            ...standardErrors,
            "404": errorResponse("No such lead."),
          },
        },
        patch: {
          tags: ["Leads"],
          summary: "Change a lead",
          description:
            "Needs `leads:write`. Only the fields sent change; each change is kept in the lead's history, and the call on the audit trail.",
          operationId: "updateLead",
          parameters: [leadId],
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref("UpdateLeadInput"), example: exampleUpdateLead } },
          },
          responses: {
            "200": writeAnswer("Changed."),
            "400": badRequest,
            ...standardErrors,
            "404": errorResponse("No such lead."),
          },
        },
      },
    },
    webhooks: {
      "lead.created": webhook("lead.created", "LeadCreatedEvent", "A lead became final (web flow or API)"),
      "lead.updated": webhook("lead.updated", "LeadUpdatedEvent", "Staff or the API changed a lead's fields"),
      "lead.assigned": webhook("lead.assigned", "LeadAssignedEvent", "A lead got (or lost) its agent"),
      "lead.stage_changed": webhook(
        "lead.stage_changed",
        "LeadStageChangedEvent",
        "Staff or the API moved a lead to another pipeline stage",
      ),
      "note.created": webhook("note.created", "NoteCreatedEvent", "Staff added a note to a lead"),
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key from Admin > Integrations: `Authorization: Bearer spk_…`.",
        },
      },
      schemas: {
        Lead: schemaOf(staffLeadSchema, "output"),
        LeadReceipt: schemaOf(apiLeadReceiptSchema, "output"),
        CreateLeadInput: schemaOf(apiCreateLeadInputSchema, "input"),
        UpdateLeadInput: schemaOf(updateLeadInputSchema, "input"),
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string" },
            code: { type: "string" },
            issues: {
              type: "array",
              items: {
                type: "object",
                required: ["path", "message"],
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
          },
        },
        LeadCreatedEvent: schemaOf(leadCreatedPayloadSchema, "output"),
        LeadUpdatedEvent: schemaOf(leadUpdatedPayloadSchema, "output"),
        LeadAssignedEvent: schemaOf(leadAssignedPayloadSchema, "output"),
        LeadStageChangedEvent: schemaOf(leadStageChangedPayloadSchema, "output"),
        NoteCreatedEvent: schemaOf(noteCreatedPayloadSchema, "output"),
      },
    },
  };
}
