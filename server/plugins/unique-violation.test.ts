import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { errorHandlerPlugin } from "./error-handler";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("unique violation backstop", () => {
  it("answers a duplicate key that no route foresaw with 409 JSON, not 500", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.post("/dup", async () => {
      const { db } = database.handle;
      await db.insert(settings).values({ key: "dup-test", value: 1 });
      await db.insert(settings).values({ key: "dup-test", value: 2 });
      return { ok: true };
    });
    const res = await app.inject({ method: "POST", url: "/dup" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "This was just saved by another request.",
      code: "conflict",
      reason: "saved_concurrently",
      params: {},
    });
    await app.close();
  });
});
