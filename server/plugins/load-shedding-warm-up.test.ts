import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadSheddingPlugin } from "./load-shedding";

// Decision 048: for the first LOAD_SHED_WARM_UP_MS after listen, event-loop delay sheds no public save (a
// process just started lags while it warms up); afterwards it does. A real server on loopback, a real lag
// (the event loop busy 100 ms of every turn), as @fastify/under-pressure measures it.

let app: FastifyInstance | undefined;
let lag: NodeJS.Timeout | undefined;

afterEach(async () => {
  if (lag) clearInterval(lag);
  lag = undefined;
  await app?.close();
  app = undefined;
});

async function startServer(warmUpGraceMs: number): Promise<string> {
  app = Fastify();
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: 20,
    publicWriteConcurrency: 100,
    publicWriteMaxWaitMs: 10_000,
    warmUpGraceMs,
  });
  app.post("/save", { config: { loadClass: "public-save" } }, async () => ({ ok: true }));
  return app.listen({ port: 0, host: "127.0.0.1" });
}

/** Keeps the event loop busy 100 ms of every turn until under-pressure reports the lag. */
async function lagTheEventLoop(server: FastifyInstance) {
  lag = setInterval(() => {
    const end = Date.now() + 100;
    while (Date.now() < end) {
      // busy: this is the lag
    }
  }, 1);
  const deadline = Date.now() + 15_000;
  while (!server.isUnderPressure() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(server.isUnderPressure(), "the event loop lags past the threshold").toBe(true);
}

const save = (url: string) => fetch(`${url}/save`, { method: "POST" });

describe("load shedding's warm-up grace (decision 048)", () => {
  it("sheds no public save for event-loop delay while the server warms up", async () => {
    const url = await startServer(60_000);
    await lagTheEventLoop(app as FastifyInstance);
    const res = await save(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  }, 30_000);

  it("sheds them with 503 overloaded and Retry-After once the grace is over", async () => {
    const url = await startServer(500);
    await new Promise((r) => setTimeout(r, 600));
    await lagTheEventLoop(app as FastifyInstance);
    const res = await save(url);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toMatchObject({ code: "overloaded", message: expect.any(String) });
  }, 30_000);
});
