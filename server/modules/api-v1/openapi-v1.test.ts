import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { leadListQuerySchema } from "../../../contract/crm";
import { webhookEventTypes } from "../../../contract/integrations";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { buildApiV1Document } from "./openapi-v1";
import { exampleCreateLead } from "./openapi-v1-examples";

let t: TestApp;
let doc: Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  webhooks: Record<string, unknown>;
};

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

it("is a valid OpenAPI 3.1 document", async () => {
  expect(doc.openapi).toBe("3.1.0");
  const result = await new Validator().validate(structuredClone(doc));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
});

const v1Routes = () => t.app.routeTable.filter((r) => r.url.startsWith("/api/v1/"));

it("is generated from the registered /api/v1 routes: one operation per route, none more, and the webhook events", () => {
  const routes = v1Routes()
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
    .sort();
  expect(routes).toEqual([
    "GET /api/v1/leads",
    "GET /api/v1/leads/{id}",
    "PATCH /api/v1/leads/{id}",
    "POST /api/v1/leads",
    "POST /api/v1/sold-homes",
    "PUT /api/v1/leads/{id}/outcome",
  ]);
  const operations = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  expect(operations).toEqual(routes);
  for (const route of v1Routes()) {
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    const operation = doc.paths[path]?.[route.method.toLowerCase()] as Record<string, unknown>;
    const schema = route.schema as { operationId: string; summary: string; response: Record<string, unknown> };
    expect(operation.operationId).toBe(schema.operationId);
    expect(operation.summary).toBe(schema.summary);
    // The scope comes from the route's access rule.
    expect(operation.description).toMatch(new RegExp(`^Needs \`${(route.access as { apiKey: string }).apiKey}\`\\. `));
    // Each answer the route declares is documented, beside the errors any call can answer.
    expect(Object.keys(operation.responses as object).sort()).toEqual(
      expect.arrayContaining([...Object.keys(schema.response), "400", "401", "403", "429"]),
    );
  }
  expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEventTypes].sort());
});

it("takes parameters and bodies from the routes' contract schemas", () => {
  type Operation = {
    parameters: { name: string; in: string; required: boolean }[];
    requestBody?: { content: Record<string, { schema: unknown }> };
  };
  const list = doc.paths["/api/v1/leads"]?.get as Operation;
  expect(list.parameters.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(
    Object.keys(leadListQuerySchema.shape).map((name) => `query ${name} false`),
  );
  const create = doc.paths["/api/v1/leads"]?.post as Operation;
  expect(create.parameters.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(["header Idempotency-Key false"]);
  expect(create.requestBody?.content["application/json"]?.schema).toEqual({
    $ref: "#/components/schemas/CreateLeadInput",
  });
  const update = doc.paths["/api/v1/leads/{id}"]?.patch as Operation;
  expect(update.parameters.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(["path id true"]);
  expect(update.requestBody?.content["application/json"]?.schema).toEqual({
    $ref: "#/components/schemas/UpdateLeadInput",
  });
  expect(Object.keys(doc.components as object)).toEqual(["securitySchemes", "schemas"]);
});

it("refuses a route it has no words for, and words for no route", () => {
  const routes = v1Routes();
  const planted = {
    method: "DELETE",
    url: "/api/v1/leads/:id",
    access: { apiKey: "leads:write" } as const,
    schema: { operationId: "deleteLead", summary: "Delete a lead", description: "Gone.", params: z.object({}) },
  };
  expect(() => buildApiV1Document("https://example.test", [...routes, planted])).toThrow(
    "OpenAPI v1: DELETE /api/v1/leads/:id (deleteLead) has no entry in operationDocs",
  );
  const bare = { ...planted, schema: { params: z.object({}) } };
  expect(() => buildApiV1Document("https://example.test", [...routes, bare])).toThrow(
    "OpenAPI v1: DELETE /api/v1/leads/:id needs operationId, summary and description in its schema",
  );
  expect(() => buildApiV1Document("https://example.test", routes.slice(1))).toThrow(
    /^OpenAPI v1: operationDocs has no route for \w+$/,
  );
});

/**
 * Every `example`, and every value of `examples`, beside a `schema` in the document (bodies, responses,
 * parameters, headers).
 */
function examplesIn(node: unknown, path: string, out: { path: string; schema: unknown; example: unknown }[] = []) {
  if (!node || typeof node !== "object") return out;
  const record = node as Record<string, unknown>;
  if ("schema" in record && "example" in record) out.push({ path, schema: record.schema, example: record.example });
  if ("schema" in record && "examples" in record) {
    for (const [name, example] of Object.entries(record.examples as Record<string, { value: unknown }>))
      out.push({ path: `${path}/examples/${name}`, schema: record.schema, example: example.value });
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== "schema" && key !== "example" && key !== "examples") examplesIn(value, `${path}/${key}`, out);
  }
  return out;
}

it("has examples that validate against their schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
  const examples = [...examplesIn(doc.paths, "#/paths"), ...examplesIn(doc.webhooks, "#/webhooks")];
  expect(examples.length).toBeGreaterThanOrEqual(25);
  for (const { path, schema, example } of examples) {
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
    const validate = ajv.compile(rewritten);
    expect(validate(example), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
});

it("has a create example that the real API accepts, answering a Lead or a LeadReceipt as the key's scopes say", async () => {
  const admin = await createUser(t.db, { role: "admin" });
  const cookie = await signIn(t.app, admin.email);
  const keyWith = async (scopes: string[]) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/api-keys",
        headers: { ...sameOrigin, cookie },
        payload: { name: "Docs", scopes },
      })
    ).json().key as string;
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
  type Responses = Record<string, { content: Record<string, { schema: unknown }> }>;
  const post = doc.paths["/api/v1/leads"]?.post as { responses: Responses };
  const documented = post.responses["201"]?.content["application/json"]?.schema;
  const answer = ajv.compile(JSON.parse(JSON.stringify(documented).replaceAll('"#/components/', '"doc#/components/')));
  for (const [scopes, schema] of [
    [["leads:read", "leads:write"], "Lead"],
    [["leads:write"], "LeadReceipt"],
  ] as const) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads",
      headers: { authorization: `Bearer ${await keyWith([...scopes])}` },
      payload: exampleCreateLead,
    });
    expect(res.statusCode, res.body).toBe(201);
    const validate = ajv.compile({ $ref: `doc#/components/schemas/${schema}` });
    expect(validate(res.json()), `${schema}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(answer(res.json()), JSON.stringify(answer.errors)).toBe(true);
  }
});
