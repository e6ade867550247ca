import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createPglite } from "./client";

/** Where a backup reads from and a restore writes to: PostgreSQL by URL, or a PGlite data folder. */
export type BackupTarget = { driver: "postgres"; url: string } | { driver: "pglite"; dataDir: string };

export class BackupError extends Error {}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => reject(new BackupError(`${command} could not run: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes the whole database to `file`: PostgreSQL as a pg_dump custom-format archive, PGlite as its
 * data-folder dump (gzip tar). PGlite must not be open in another process (stop the portal first).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.driver === "postgres") {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, target.url]);
    return;
  }
  if (!existsSync(target.dataDir)) throw new BackupError(`No embedded database at ${target.dataDir}`);
  const pglite = await createPglite(target.dataDir);
  try {
    const dump = await pglite.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Restores `file` into an empty database: PostgreSQL with pg_restore, PGlite into an empty (or missing)
 * data folder. Refuses a PGlite folder that already holds a database rather than overwrite it.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  if (target.driver === "postgres") {
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${target.url}`, file]);
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new BackupError(`${target.dataDir} is not empty: restore into an empty data folder (move the old one away)`);
  }
  const pglite = await createPglite(target.dataDir, new Blob([readFileSync(file)]));
  await pglite.close();
}
