// npm run backup -- <file>    npm run restore -- <file>
// Backs up or restores the configured database (DATABASE_URL, or PGlite under DATA_DIR). PGlite is one
// process per folder: stop the portal first. A restore needs an empty database or data folder.
import path from "node:path";
import { loadConfig } from "../server/config";
import { type BackupTarget, backupDatabase, restoreDatabase } from "../server/db/backup";
import { backUpPersonHashKey, restorePersonHashKey } from "../server/modules/privacy/person-hash-key";

const [mode, file] = process.argv.slice(2);
if ((mode !== "backup" && mode !== "restore") || !file) {
  console.error("usage: npm run backup -- <file>   |   npm run restore -- <file>");
  process.exit(2);
}
const config = loadConfig();
const target: BackupTarget = config.databaseUrl
  ? { driver: "postgres", url: config.databaseUrl }
  : { driver: "pglite", dataDir: path.join(config.dataDir, "pg") };
const where = target.driver === "postgres" ? "PostgreSQL" : `the embedded database in ${target.dataDir}`;
try {
  if (mode === "backup") {
    await backupDatabase(target, file);
    // The hashes of the consent ledger and the suppression list need their key (privacy/person-hash-key.ts).
    const key = backUpPersonHashKey(config, file);
    console.log(
      `Backed up ${where} to ${file}${key ? `, and its person-hash key to ${key} (keep them together)` : ""}.`,
    );
  } else {
    await restoreDatabase(target, file);
    const key = restorePersonHashKey(config, file);
    console.log(`Restored ${file} into ${where}${key ? `, and its person-hash key into ${key}` : ""}.`);
  }
} catch (error) {
  console.error(`${mode} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
