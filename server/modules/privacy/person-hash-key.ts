import { createHmac, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { installPersonHashKey } from "./person-hash";
import { keepKeyCheck, rekeyPersonHashes } from "./person-hash-key.repository";

export { rekeyPersonHashes };

/** The key's file in the data directory, when PERSON_HASH_KEY is not set. `npm run backup` copies it. */
export const PERSON_HASH_KEY_FILE = "person-hash.key";
/** The settings row holding a check value of the key the database's hashes were made with. */
const KEY_CHECK_SETTING = "person-hash-key-check";

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
  if ((await keepKeyCheck(db, KEY_CHECK_SETTING, check)) !== check) {
    throw new PersonHashKeyMismatchError(
      "The person-hash key (PERSON_HASH_KEY, or person-hash.key in DATA_DIR) is not the one this database's " +
        "consent and suppression hashes were made with: restore the key that came with the database.",
    );
  }
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
