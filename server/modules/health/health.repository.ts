import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

/** The newest migration this build ships (drizzle-kit's journal), read once. */
const newestMigrationAt: number = (() => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
})();

/** True when the database has every migration of this build applied (drizzle's own bookkeeping). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute(sql`SELECT max(created_at)::float8 AS newest FROM drizzle.__drizzle_migrations`);
  const newest = rowsOf<{ newest: number | null }>(result)[0]?.newest ?? 0;
  return newest >= newestMigrationAt;
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute("select 1");
}
