import { createHmac, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { auditLog, consentEvents, settings, suppressions } from "../../db/schema/index";
import { installPersonHashKey, keyedHash } from "./person-hash";

/** The key's file in the data directory, when PERSON_HASH_KEY is not set. `npm run backup` copies it. */
export const PERSON_HASH_KEY_FILE = "person-hash.key";
/** The settings row holding a check value of the key the database's hashes were made with. */
const KEY_CHECK_SETTING = "person-hash-key-check";
const BATCH = 500;

/**
 * The key of the person hashes: PERSON_HASH_KEY, else the data directory's key file, made once (atomically:
 * processes starting together on one folder agree on the first one written).
 */
export function loadPersonHashKey(config: Pick<Config, "personHashKey" | "dataDir">): Buffer {
  if (config.personHashKey) return Buffer.from(config.personHashKey, "utf8");
  const file = path.join(config.dataDir, PERSON_HASH_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "utf8");
}

/** Where `npm run backup -- <file>` keeps the data directory's key: beside the backup, as `<file>.person-hash.key`. */
export const backupKeyFile = (backupFile: string) => `${backupFile}.${PERSON_HASH_KEY_FILE}`;

/**
 * A backup carries the key its hashes were made with (the database refuses another one). Returns the file
 * written, or null when the key comes from PERSON_HASH_KEY (kept with the rest of the environment).
 */
export function backUpPersonHashKey(config: Pick<Config, "personHashKey" | "dataDir">, backupFile: string) {
  const file = path.join(config.dataDir, PERSON_HASH_KEY_FILE);
  if (config.personHashKey || !existsSync(file)) return null;
  copyFileSync(file, backupKeyFile(backupFile));
  return backupKeyFile(backupFile);
}

/** A restore puts the backup's key in place, unless the data directory holds one already. */
export function restorePersonHashKey(config: Pick<Config, "personHashKey" | "dataDir">, backupFile: string) {
  const file = path.join(config.dataDir, PERSON_HASH_KEY_FILE);
  if (config.personHashKey || existsSync(file) || !existsSync(backupKeyFile(backupFile))) return null;
  mkdirSync(config.dataDir, { recursive: true });
  copyFileSync(backupKeyFile(backupFile), file);
  return file;
}

export class PersonHashKeyMismatchError extends Error {}

/**
 * Refuses a key other than the one the database's hashes were made with (a fleet whose processes disagree,
 * or a restore without its key file): each would see a different person in the same hash. The first start
 * records the check value.
 */
export async function checkPersonHashKey(db: Database, key: Buffer): Promise<void> {
  const check = createHmac("sha256", key).update("seller-portal person-hash key check").digest("hex");
  await db.insert(settings).values({ key: KEY_CHECK_SETTING, value: { check } }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_CHECK_SETTING));
  if ((row?.value as { check?: string } | undefined)?.check !== check) {
    throw new PersonHashKeyMismatchError(
      "The person-hash key (PERSON_HASH_KEY, or person-hash.key in DATA_DIR) is not the one this database's " +
        "consent and suppression hashes were made with: restore the key that came with the database.",
    );
  }
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

/** Loads the key, checks it against the database and re-keys what was hashed without one. */
export const personHashPlugin = fp(async (app: FastifyInstance) => {
  const key = loadPersonHashKey(app.config);
  installPersonHashKey(key);
  const { db } = app.database;
  await checkPersonHashKey(db, key);
  const rekeyed = await rekeyPersonHashes(db);
  if (rekeyed > 0) app.log.info({ rows: rekeyed }, "person hashes re-keyed");
});
