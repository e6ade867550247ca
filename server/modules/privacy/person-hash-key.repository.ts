import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { auditLog, consentEvents, settings, suppressions } from "../../db/schema/index";
import { keyedHash } from "./person-hash";

const BATCH = 500;

/** Records `check` under `key` unless a check is there already; returns the check the database keeps. */
export async function keepKeyCheck(db: Database, key: string, check: string): Promise<string | undefined> {
  await db.insert(settings).values({ key, value: { check } }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value as { check?: string } | undefined)?.check;
}

// Unkeyed hashes are hex, which sorts before the keyed prefix ("k1:"): `< 'k'` finds them on the indexes.
const unkeyed = (column: PgColumn) => lt(column, "k");
const sameAs = (column: PgColumn, value: string | null) => (value === null ? isNull(column) : eq(column, value));
const rekey = (value: string | null) => (value !== null && value < "k" ? keyedHash(value) : value);

/**
 * Re-keys the hashes written before decision 027 (plain SHA-256) in place: each becomes the keyed hash of itself,
 * which is what hashing the same person gives now. Each row is updated only if it still holds what was read,
 * so processes starting together do not re-key a row twice.
 */
export async function rekeyPersonHashes(db: Database): Promise<number> {
  let done = 0;
  for (const table of [consentEvents, suppressions]) {
    for (;;) {
      const rows = await db
        .select({ id: table.id, emailHash: table.emailHash, phoneHash: table.phoneHash })
        .from(table)
        .where(or(unkeyed(table.emailHash), unkeyed(table.phoneHash)))
        .limit(BATCH);
      for (const row of rows) {
        await db
          .update(table)
          .set({ emailHash: rekey(row.emailHash), phoneHash: rekey(row.phoneHash) })
          .where(
            and(eq(table.id, row.id), sameAs(table.emailHash, row.emailHash), sameAs(table.phoneHash, row.phoneHash)),
          );
      }
      done += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  // The privacy screens' audit rows name the person searched for by the same hash.
  for (;;) {
    const rows = await db
      .select({ id: auditLog.id, subject: auditLog.subject })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ["person.read", "person.export", "person.erase"]),
          unkeyed(auditLog.subject),
          sql`${auditLog.subject} ~ '^[0-9a-f]{64}$'`,
        ),
      )
      .limit(BATCH);
    for (const row of rows) {
      await db
        .update(auditLog)
        .set({ subject: rekey(row.subject) })
        .where(and(eq(auditLog.id, row.id), sameAs(auditLog.subject, row.subject)));
    }
    done += rows.length;
    if (rows.length < BATCH) break;
  }
  return done;
}
