import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { exampleCreateLead } from "./openapi-v1";

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

it("documents every /api/v1 route and the five webhook events", () => {
  const routes = t.app.routeTable
    .filter((r) => r.url.startsWith("/api/v1/"))
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
    .sort();
  expect(routes).toEqual([
    "GET /api/v1/leads",
    "GET /api/v1/leads/{id}",
    "PATCH /api/v1/leads/{id}",
    "POST /api/v1/leads",
  ]);
  for (const route of routes) {
    const [method, path] = route.split(" ") as [string, string];
    expect(doc.paths[path]?.[method.toLowerCase()], route).toBeDefined();
  }
  expect(Object.keys(doc.webhooks).sort()).toEqual([
    "lead.assigned",
    "lead.created",
    "lead.stage_changed",
    "lead.updated",
    "note.created",
  ]);
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
