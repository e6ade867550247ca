import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed/seed";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = config.databaseUrl
    ? await openDatabase({ driver: "postgres", url: config.databaseUrl })
    : await openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pg") });
  // Migrations and seeding under one lock: any number of processes may start together (issue 14).
  let seeded = false;
  await database.migrate(async () => {
    seeded = await seedDatabase(database.db, config);
  });

  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // Never hang: a stuck connection must not keep the process alive past a few seconds.
    const force = setTimeout(() => process.exit(1), 4500);
    force.unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests
      await database.close(); // PGlite flushes to disk here
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  const lines = [
    "",
    `  Seller portal ready at ${url}`,
    `  Database: ${database.driver === "pglite" ? `embedded PGlite (${path.join(config.dataDir, "pg")})` : "PostgreSQL"}${seeded ? " - seeded" : ""}`,
  ];
  if (config.demo) {
    lines.push("  Demo logins (password demo1234):");
    lines.push("    admin@demo.test (admin)   manager@demo.test (manager)");
    lines.push("    agent@demo.test (agent)   client@demo.test (client, at /auth?client=true)");
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
