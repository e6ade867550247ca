// The real app plus two reference routes, for bench/lead-capture.ts. Run as a child process so that
// the load generator does not share the server's event loop.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { leads } from "../server/db/schema/index";
import { newLeadId } from "../server/modules/leads/leads.service";

const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: "production",
  DEMO: "false",
  LOG_LEVEL: "warn",
  PORT: "0",
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
  PUBLIC_URL: "http://127.0.0.1",
});
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 20 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pg") });
await database.migrate();
const app = await buildApp(config, { database });

// A bare route: the same plugin chain (CSRF, sessions, JSON parsing), no work.
app.post("/api/bench/bare", { config: { access: "public" } }, async () => ({ ok: true }));
// The least a lead save could do: one INSERT of an id.
app.post("/api/bench/insert", { config: { access: "public" } }, async () => {
  const id = newLeadId();
  await database.db.insert(leads).values({ id });
  return { ok: true, id };
});

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`BENCH_URL http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
