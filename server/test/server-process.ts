import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresUrl, testDriver, withAdminClient } from "./test-database";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the real server (`server/main.ts`) as a child process and waits for its banner. The database is
 * whatever `env` says: DATABASE_URL for PostgreSQL, otherwise PGlite under DATA_DIR.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DEMO: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

/** An empty place for a server process to keep its data: a new PostgreSQL database or a PGlite folder. */
export async function emptyDataStore(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "seller-portal-proc-"));
  if (testDriver === "pglite") {
    return { env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `sp_proc_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl(name) },
    async dispose() {
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
