import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { TestProject } from "vitest/node";
import { buildServerBundle } from "../../scripts/server-bundle.mjs";
import { createPglite, openDatabase } from "../db/client";
import { postgresUrl, snapshotPath, testDriver, testServerDir, withAdminClient } from "./test-database";

/**
 * Builds the server bundle that tests start as a child process (fresh from the sources on every run), and
 * migrates once per run: every test file then starts from a copy of this database.
 */
export async function setup(project: TestProject) {
  await buildServerBundle(testServerDir);
  if (testDriver === "pglite") {
    const pglite = await createPglite();
    const handle = await openDatabase({ driver: "pglite", pglite });
    await handle.migrate();
    const dump = await pglite.dumpDataDir("gzip");
    mkdirSync(dirname(snapshotPath), { recursive: true });
    writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return;
  }
  const template = `sp_template_${process.pid}`;
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${template}"`);
  });
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl(template), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide("postgresTemplate", template);

  return async () => {
    await withAdminClient(async (c) => {
      const leftovers = await c.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
        [`${template}_%`, template],
      );
      for (const row of leftovers.rows) await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
