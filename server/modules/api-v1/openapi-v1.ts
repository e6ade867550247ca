import { z } from "zod";
import { apiCreateLeadInputSchema, apiLeadReceiptSchema } from "../../../contract/api-v1";
import { updateLeadInputSchema } from "../../../contract/crm";
import { apiErrorSchema } from "../../../contract/errors";
import { webhookEventTypes } from "../../../contract/integrations";
import { staffLeadSchema } from "../../../contract/leads";
import {
  leadAssignedPayloadSchema,
  leadCreatedPayloadSchema,
  leadStageChangedPayloadSchema,
  leadUpdatedPayloadSchema,
  noteCreatedPayloadSchema,
} from "../../../contract/webhook-payloads";
import { isApiKeyAccess, type RouteAccess } from "../../plugins/access";
import {
  exampleCreateLead,
  exampleLead,
  exampleLeadReceipt,
  exampleUpdateLead,
  exampleWebhooks,
} from "./openapi-v1-examples";

type JsonSchema = Record<string, unknown>;
type Example = { example: unknown } | { examples: Record<string, { summary: string; value: unknown }> };

/**
 * The contract schemas the document names as components: a route or payload schema that is (or holds)
 * one of them refers to it by `$ref` instead of repeating it.
 */
const components = z.registry<{ id: string }>();
components.add(staffLeadSchema, { id: "Lead" });
components.add(apiLeadReceiptSchema, { id: "LeadReceipt" });
components.add(apiCreateLeadInputSchema, { id: "CreateLeadInput" });
components.add(updateLeadInputSchema, { id: "UpdateLeadInput" });
components.add(apiErrorSchema, { id: "Error" });
components.add(leadCreatedPayloadSchema, { id: "LeadCreatedEvent" });
components.add(leadUpdatedPayloadSchema, { id: "LeadUpdatedEvent" });
components.add(leadAssignedPayloadSchema, { id: "LeadAssignedEvent" });
components.add(leadStageChangedPayloadSchema, { id: "LeadStageChangedEvent" });
components.add(noteCreatedPayloadSchema, { id: "NoteCreatedEvent" });

/** What the document says beside a response's schema. */
interface ResponseDoc {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  example?: unknown;
  examples?: Record<string, { summary: string; value: unknown }>;
}

/** An error answer: the `Error` schema with an example body. */
interface ErrorDoc {
  description: string;
  example: { message: string; code: string };
}

/**
 * The words and examples of one operation; its method, address, parameters, bodies, schemas and scope
 * come from the route itself (`summary`, `description` and `operationId` in its schema).
 */
interface OperationDoc {
  /** Per parameter (query, path or header, by its name in the route's schema). */
  parameters?: Record<string, { description?: string } & Partial<Example>>;
  requestExample?: unknown;
  /** One per status of the route's response schema. */
  responses: Record<string, ResponseDoc>;
  /** The errors this operation answers besides the ones every /api/v1 call can (`commonErrors`). */
  errors?: Record<string, ErrorDoc>;
}

/** The errors any /api/v1 call can answer: bad input, the key (decision 016) and its rate limit. */
const commonErrors: Record<string, ErrorDoc> = {
  "400": {
    description: "The request does not match the schema; `issues` names each field.",
    example: { message: "Invalid body.email: Invalid email address", code: "validation_error" },
  },
  "401": {
    description: "No API key, or a revoked or unknown one.",
    example: { message: "A valid API key is required: send it as Authorization: Bearer <key>.", code: "unauthorized" },
  },
  "403": {
    description: "The key lacks the scope this call needs.",
    example: { message: "This API key does not have the leads:write scope.", code: "forbidden" },
  },
  "429": {
    description: "Too many calls with this key in the current minute.",
    example: { message: "Too many requests. Please try again in 42 seconds.", code: "rate_limited" },
  },
};

const noSuchLead: ErrorDoc = {
  description: "No such lead.",
  example: { message: "Lead not found", code: "not_found" },
};

/**
 * A write's answer: the full lead for a key that also holds `leads:read`, else only its id and status
 * (write does not imply read, decision 016). `Location` names the lead's URL either way.
 */
const writeAnswer = (description: string): ResponseDoc => ({
  description: `${description} The whole lead when the key also holds \`leads:read\`; otherwise only its \`id\` and \`status\`.`,
  headers: { Location: { schema: { type: "string" }, description: "The lead's URL, `/api/v1/leads/{id}`." } },
  examples: {
    readAndWrite: { summary: "A key with leads:read and leads:write", value: exampleLead },
    writeOnly: { summary: "A key with leads:write only", value: exampleLeadReceipt },
  },
});

const leadIdParameter = { id: { example: exampleLead.id } };

/** By operationId. A route of /api/v1 without its entry here, or an entry without its route, stops the start. */
const operationDocs: Record<string, OperationDoc> = {
  listLeads: {
    parameters: {
      q: { description: "Search name, e-mail, phone, address, city." },
      view: { description: "`unfinished`: abandoned partial leads (no e-mail, no phone), which `active` leaves out." },
      cursor: { description: "From the `Link` header of the previous page." },
    },
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
        example: [exampleLead],
      },
    },
  },
  createLead: {
    parameters: { "idempotency-key": { example: "zillow-7f3c2a" } },
    requestExample: exampleCreateLead,
    responses: {
      "201": writeAnswer("Created."),
      "200": writeAnswer(
        "A repeat of an earlier call by the same key (same Idempotency-Key, or the same `id`): nothing changed.",
      ),
    },
    errors: {
      "409": {
        description: "The `id` names a lead this key did not create. Nothing about that lead is sent.",
        example: { message: "A lead with this id already exists.", code: "conflict" },
      },
      "422": {
        description: "The Idempotency-Key was used before with another body.",
        example: {
          message: "This Idempotency-Key was already used with a different request body.",
          code: "idempotency_key_reused",
        },
      },
    },
  },
  importSoldHomes: {
    requestExample: {
      homes: [
        {
          street: "12 Maple Avenue",
          city: "Toronto",
          province: "ON",
          postalCode: "M4C 1A1",
          propertyType: "detached",
          bedrooms: 3,
          bathrooms: 2,
          livingArea: 1650,
          yearBuilt: 1992,
          soldPrice: 1185000,
          soldDate: "2026-09-14",
        },
      ],
    },
    responses: {
      "200": {
        description: "What was kept and what was refused (`row` is the index in `homes`).",
        example: { receivedRows: 1, createdRows: 1, duplicateRows: 0, errorRows: 0, errors: [] },
      },
    },
  },
  getLead: {
    parameters: leadIdParameter,
    responses: { "200": { description: "The lead.", example: exampleLead } },
    errors: { "404": noSuchLead },
  },
  setLeadOutcome: {
    parameters: leadIdParameter,
    requestExample: { listingSignedOn: "2026-11-03", listPriceCents: 82500000 },
    responses: {
      "200": {
        description: "The lead's outcome as now recorded.",
        example: {
          listingSignedOn: "2026-11-03",
          listPriceCents: 82500000,
          soldOn: null,
          soldPriceCents: null,
          gciCents: null,
          updatedAt: "2026-11-03T15:04:05.000Z",
        },
      },
    },
    errors: {
      "404": noSuchLead,
      "400": {
        description: "The request does not match the schema, or the sale is dated before the listing.",
        example: { message: "The sale cannot be dated before the listing was signed.", code: "validation_error" },
      },
    },
  },
  updateLead: {
    parameters: leadIdParameter,
    requestExample: exampleUpdateLead,
    responses: { "200": writeAnswer("Changed.") },
    errors: { "404": noSuchLead },
  },
};

/** The webhook events (decision 015): each payload's contract schema, with what the event means. */
const webhookSchemas = [
  leadCreatedPayloadSchema,
  leadUpdatedPayloadSchema,
  leadAssignedPayloadSchema,
  leadStageChangedPayloadSchema,
  noteCreatedPayloadSchema,
] as const;
const webhookSummaries: Record<(typeof webhookEventTypes)[number], string> = {
  "lead.created": "A lead became final (web flow or API)",
  "lead.updated": "Staff or the API changed a lead's fields",
  "lead.assigned": "A lead got (or lost) its agent",
  "lead.stage_changed": "Staff or the API moved a lead to another pipeline stage",
  "note.created": "Staff added a note to a lead",
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

/**
 * Turns contract schemas into JSON Schema 2020-12 (the dialect of OpenAPI 3.1), gathering each named one
 * (`components`) once under `#/components/schemas`.
 */
class SchemaWriter {
  readonly schemas: Record<string, JsonSchema> = {};

  write(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", metadata: components });
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const named = this.rewrite(def);
      const known = this.schemas[name];
      if (known && JSON.stringify(known) !== JSON.stringify(named)) {
        throw new Error(`OpenAPI v1: the schema ${name} differs as request and as answer; name each side apart`);
      }
      this.schemas[name] = named;
    }
    return this.rewrite(json);
  }

  private rewrite(json: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
  }
}

/** `idempotency-key` (Fastify's lowercase name) as HTTP writes it: `Idempotency-Key`. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

function parametersOf(
  writer: SchemaWriter,
  schema: unknown,
  where: "query" | "path" | "header",
  docs: OperationDoc["parameters"],
  used: Set<string>,
) {
  if (!schema) return [];
  const json = writer.write(schema as z.ZodType, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    used.add(name);
    const { description = property.description, ...example } = docs?.[name] ?? {};
    const { description: _moved, ...propertySchema } = property;
    return {
      name: where === "header" ? headerName(name) : name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
      ...example,
    };
  });
}

function operationOf(writer: SchemaWriter, route: RouteAccess, docs: Record<string, OperationDoc>) {
  const where = `${route.method} ${route.url}`;
  const schema = (route.schema ?? {}) as Record<string, unknown> & {
    response?: Record<string, z.ZodType>;
    body?: z.ZodType;
  };
  const { operationId, summary, description, tags } = schema as Record<string, string | undefined>;
  if (!operationId || !summary || !description) {
    throw new Error(`OpenAPI v1: ${where} needs operationId, summary and description in its schema`);
  }
  if (!isApiKeyAccess(route.access)) throw new Error(`OpenAPI v1: ${where} is not opened by an API key scope`);
  const doc = docs[operationId];
  if (!doc) throw new Error(`OpenAPI v1: ${where} (${operationId}) has no entry in operationDocs`);

  const usedParameters = new Set<string>();
  const parameters = [
    ...parametersOf(writer, schema.params, "path", doc.parameters, usedParameters),
    ...parametersOf(writer, schema.querystring, "query", doc.parameters, usedParameters),
    ...parametersOf(writer, schema.headers, "header", doc.parameters, usedParameters),
  ];
  const unknownParameters = Object.keys(doc.parameters ?? {}).filter((name) => !usedParameters.has(name));
  if (unknownParameters.length > 0) {
    throw new Error(`OpenAPI v1: ${operationId} documents parameters its route lacks: ${unknownParameters.join(", ")}`);
  }

  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    const words = doc.responses[status];
    if (!words) throw new Error(`OpenAPI v1: ${operationId} answers ${status} without a description in operationDocs`);
    const { description: said, headers, ...example } = words;
    responses[status] = {
      description: said,
      ...(headers ? { headers } : {}),
      content: { "application/json": { schema: writer.write(answer, "output"), ...example } },
    };
  }
  const undocumented = Object.keys(doc.responses).filter((status) => !(status in responses));
  if (undocumented.length > 0) {
    throw new Error(`OpenAPI v1: ${operationId} describes answers its route lacks: ${undocumented.join(", ")}`);
  }
  for (const [status, error] of Object.entries({ ...commonErrors, ...doc.errors })) {
    responses[status] = {
      description: error.description,
      content: { "application/json": { schema: writer.write(apiErrorSchema, "output"), example: error.example } },
    };
  }

  return {
    ...(tags ? { tags } : {}),
    summary,
    description: `Needs \`${route.access.apiKey}\`. ${description}`,
    operationId,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: writer.write(schema.body, "input"),
                ...(doc.requestExample === undefined ? {} : { example: doc.requestExample }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The public API's OpenAPI 3.1 document (decision 016), generated from the /api/v1 routes as registered
 * (method, address, scope, the contract schemas they validate with) and the webhook payloads' contract
 * schemas, with the words and examples above. Served at /api/docs/json and shown by the reference page
 * at /api/docs. Throws, stopping the start, when a route and its words disagree.
 */
export function buildApiV1Document(publicUrl: string, routeTable: readonly RouteAccess[], docs = operationDocs) {
  const writer = new SchemaWriter();
  const routes = routeTable.filter((route) => route.url.startsWith("/api/v1/"));
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(writer, route, docs);
    for (const tag of operation.tags ?? []) tags.add(tag);
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const documented = new Set(routes.map((route) => (route.schema as { operationId?: string }).operationId));
  const orphans = Object.keys(docs).filter((operationId) => !documented.has(operationId));
  if (orphans.length > 0) throw new Error(`OpenAPI v1: operationDocs has no route for ${orphans.join(", ")}`);

  const events = webhookSchemas.map((payload) => payload.shape.type.value);
  if (JSON.stringify([...events].sort()) !== JSON.stringify([...webhookEventTypes].sort())) {
    throw new Error(`OpenAPI v1: the webhook payloads (${events.join(", ")}) are not the webhook events`);
  }
  const webhooks: Record<string, unknown> = {};
  for (const payload of webhookSchemas) {
    const event = payload.shape.type.value;
    webhooks[event] = {
      post: {
        summary: webhookSummaries[event],
        parameters: webhookHeaders,
        requestBody: {
          required: true,
          content: { "application/json": { schema: writer.write(payload, "output"), example: exampleWebhooks[event] } },
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
    tags: [...tags].map((name) => ({ name })),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key from Admin > Integrations: `Authorization: Bearer spk_…`.",
        },
      },
      schemas: writer.schemas,
    },
  };
}
