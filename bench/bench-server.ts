// The real app plus two reference routes, for the load benchmarks. Run as a child process so that the
// load generator does not share the server's event loop. BENCH_WORKERS > 1 (PostgreSQL only) runs that
// many processes sharing one port through node:cluster, as WORKERS does for `npm start`.
import cluster from "node:cluster";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { leads } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { insertUser } from "../server/modules/auth/users.repository";
import { newLeadId } from "../server/modules/leads/leads.service";

const databaseUrl = process.env.BENCH_DATABASE_URL;
const workers = databaseUrl ? Number(process.env.BENCH_WORKERS ?? 1) : 1;
const config = loadConfig({
  NODE_ENV: "production",
  DEMO: "false",
  LOG_LEVEL: "warn",
  PORT: "0",
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
  PUBLIC_URL: "http://127.0.0.1",
  // bench/staff-alert-load.ts: staff alerts go to this SMTP server (unset: they stay in the outbox).
  SMTP_URL: process.env.BENCH_SMTP_URL,
});
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: Math.ceil(20 / workers) })
  : await openDatabase({ driver: "pglite", dataDir: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pg") });

if (workers > 1 && cluster.isPrimary) {
  await database.migrate();
  await database.close();
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    if (++listening === workers) console.log(`BENCH_URL http://127.0.0.1:${address.port}`);
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
} else {
  if (cluster.isPrimary) await database.migrate();
  // One staff member for the alerts to go to (bench/staff-alert-load.ts).
  if (process.env.BENCH_STAFF_EMAIL && cluster.isPrimary) {
    await insertUser(database.db, {
      userType: "agent",
      role: "admin",
      email: process.env.BENCH_STAFF_EMAIL,
      passwordHash: await hashPassword("bench-password-42"),
      firstName: "Bench",
      lastName: "Staff",
    });
  }
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
  if (cluster.isPrimary)
    console.log(`BENCH_URL http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}
