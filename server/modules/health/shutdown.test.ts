import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAiPeer } from "../../test/openai-peer";
import { emptyDataStore, freePort, ServerProcess } from "../../test/server-process";

const peer = new OpenAiPeer();
let store: Awaited<ReturnType<typeof emptyDataStore>>;
let server: ServerProcess;

beforeAll(async () => {
  peer.delayMs = 2500; // guide generation stays in flight across the SIGTERM
  store = await emptyDataStore();
  server = new ServerProcess(await freePort(), {
    ...store.env,
    AI_BASE_URL: await peer.start(),
    SHUTDOWN_DRAIN_MS: "1500",
  });
  server.start();
  await server.waitHealthy(90_000);
}, 120_000);
afterAll(async () => {
  await server.kill();
  await peer.stop();
  await store.dispose();
});

describe("stopping a process (SIGTERM)", () => {
  it("turns not-ready within 1 s, finishes the request in flight, then exits cleanly", async () => {
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const inFlight = fetch(`${server.url}/api/sellers-guide/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ topic: "Pricing Strategy" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    const stopped = server.kill("SIGTERM");
    let notReadyAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - signalledAt < 1500) {
      const ready = await fetch(`${server.url}/api/health/ready`);
      if (ready.status === 503) {
        expect(await ready.json()).toMatchObject({ status: "draining" });
        notReadyAfter = Date.now() - signalledAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notReadyAfter).toBeLessThan(1000);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).content.title).toBe("A Plan for Selling Your Condo");
    await stopped;
    expect(server.exitCode, server.output).toBe(0);
  }, 30_000);
});
