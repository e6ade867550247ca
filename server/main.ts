import cluster from "node:cluster";
import path from "node:path";
import { buildApp } from "./app";
import { runPrimary } from "./cluster";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed/seed";

/** How long in-flight requests get to finish once the process stops accepting work. */
const CLOSE_TIMEOUT_MS = 4500;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary && config.workers > 1 && !config.databaseUrl) {
    console.warn(`WORKERS=${config.workers} is ignored: the embedded database (PGlite) serves one process.`);
  }
  const clustered = config.workers > 1 && Boolean(config.databaseUrl);

  const database = config.databaseUrl
    ? await openDatabase({ driver: "postgres", url: config.databaseUrl })
    : await openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pg") });
  // Migrations and seeding under one lock: any number of processes may start together. Under WORKERS the
  // primary does both before forking; workers start on a ready database.
  let seeded = false;
  if (!cluster.isWorker) {
    await database.migrate(async () => {
      seeded = await seedDatabase(database.db, config);
    });
  }
  if (clustered && cluster.isPrimary) {
    await database.close();
    runPrimary(config, {
      onListening: () => console.log(banner(config, seeded, `${config.workers} worker processes`)),
      onAllExited: () => process.exit(0),
    });
    return;
  }

  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // Not ready from now on, live streams told to reconnect elsewhere; keep serving while load
    // balancers notice, then stop accepting and let in-flight requests finish.
    app.drain();
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + CLOSE_TIMEOUT_MS);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    try {
      await app.close();
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
  if (cluster.isWorker) return; // the primary printed the banner
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(banner(config, seeded, undefined, port));
}

function banner(config: Config, seeded: boolean, processes?: string, port = config.port): string {
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  const lines = [
    "",
    `  Seller portal ready at ${url}`,
    `  Runtime: Node.js ${process.version}${processes ? `, ${processes}` : ""}`,
    `  Database: ${config.databaseUrl ? "PostgreSQL" : `embedded PGlite (${path.join(config.dataDir, "pg")})`}${seeded ? " - seeded" : ""}`,
  ];
  if (config.demo) {
    lines.push("  Demo logins (password demo1234):");
    lines.push("    admin@demo.test (admin)   manager@demo.test (manager)");
    lines.push("    agent@demo.test (agent)   client@demo.test (client, at /auth?client=true)");
  }
  return `${lines.join("\n")}\n`;
}

main().catch((error) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
