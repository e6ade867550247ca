// Shared by the page benchmarks (page-weight, lighthouse): the compiled server on a fresh embedded
// database, and the public routes to measure.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageRouteList } from "../../contract/page-routes";

export interface RunningPortal {
  url: string;
  stop(): Promise<void>;
}

/** `node dist/server/main.js` (what `npm start` runs) with demo data on a fresh DATA_DIR; needs `npm run build`. */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/ssr/entry-server.js")) {
    throw new Error("Build first: npm run build");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dataDir,
      DEMO: "true",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A personalised guide made the way the questionnaire makes one, for /sellers-guide/{token}. */
export async function makeGuideToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/sellers-guide/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ topic: "Pricing Strategy" }),
  });
  if (!res.ok) throw new Error(`guide generation answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Every public page of the route table (contract/page-routes.ts), a pattern once per example value of its
 * parameter (the made guide's token, a guide, both lead flows), then the French landing page and the
 * not-found page.
 */
export function publicRoutes(token: string): string[] {
  const examples: Record<string, readonly string[]> = {
    token: [token],
    slug: ["pricing-strategy"],
    type: ["cash-offer", "realtor"],
  };
  const pages = pageRouteList
    .filter((route) => route.kind === "public")
    .flatMap(({ path }) => {
      const param = /:(\w+)/.exec(path)?.[1];
      if (!param) return [path];
      const values = examples[param];
      if (!values) throw new Error(`publicRoutes: no example value for :${param} of ${path}`);
      return values.map((value) => path.replace(`:${param}`, encodeURIComponent(value)));
    });
  return [...pages, "/fr", "/not-found"];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
