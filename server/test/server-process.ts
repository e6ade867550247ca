import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresUrl, testDriver, testServerBundle, withAdminClient } from "./test-database";

/** A free loopback port (the OS picks it; released at once for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server as a child process, as `npm start` runs it: the bundle global setup builds from the
 * sources at the start of every run (server/test/global-setup.ts).
 */
export class ServerProcess {
  child: ChildProcess | undefined;
  output = "";
  exitCode: number | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    this.output = "";
    this.exitCode = null;
    const child = spawn(process.execPath, [testServerBundle], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "test",
        // As in buildTestApp: no cluster-wide job on a timer unless the test asks for it.
        RUN_JOBS: "false",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        PORT: String(this.port),
        CLIENT_DIR: ".tmp/no-client",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d: Buffer) => {
      this.output += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      this.output += d.toString();
    });
    child.on("exit", (code, signal) => {
      this.exitCode = code ?? (signal ? -1 : 0);
    });
    this.child = child;
  }

  /** Resolves once GET /api/health answers 200; rejects if the process exits or `timeoutMs` passes. */
  async waitHealthy(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exitCode !== null) throw new Error(`server exited (${this.exitCode}):\n${this.output.slice(-2000)}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not healthy in ${timeoutMs} ms:\n${this.output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** SIGKILL: no shutdown hook runs, as in a crash or `kill -9`. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.child;
    if (!child || this.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    await exited;
  }
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
