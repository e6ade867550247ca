import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

export interface PortalServer {
  url: string;
  dataDir: string;
}

/** How long the server may take to start: 60 s, or E2E_SERVER_START_MS on a machine busy with other runs. */
export const SERVER_START_MS = Number(process.env.E2E_SERVER_START_MS) || 60_000;

/**
 * Starts the real server as `npm start` runs it (the built bundle, dist/server/main.js, which `npm test`
 * and `npm run test:e2e` build first) with the embedded database and demo data, on a free port with a
 * fresh DATA_DIR; `env` adds or overrides settings (a spec that needs its own server: push, texting).
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ server: PortalServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "seller-portal-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_LEADS_PER_MINUTE: "5000",
      RATE_LIMIT_GUIDES_PER_MINUTE: "5000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // never leave a half-started server behind
      reject(new Error(`server did not start in ${SERVER_START_MS / 1000} s:\n${output}`));
    }, SERVER_START_MS);
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
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    server: { url, dataDir },
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

interface WorkerFixtures {
  portal: PortalServer;
}

export const test = base.extend<{ consoleErrors: string[] }, WorkerFixtures>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const { server, stop } = await startServer();
      await use(server);
      await stop();
    },
    { scope: "worker", timeout: SERVER_START_MS + 30_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
  // Any console.error, uncaught page error, 5xx response or Content Security Policy violation fails the
  // test. Chromium also logs every 4xx answer as a failed resource load; those are answers the app
  // handles (401 from GET /api/user means "nobody signed in"), and each test asserts what the user sees.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A violation is reported to the page even when the code catches the error (zod's eval probe did).
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(`CSP violation: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to (evaluate|execute|load|apply|connect|frame)/.test(message.text())) {
          errors.push(`CSP console message: ${message.text()}`);
          return;
        }
        if (message.type() !== "error") return;
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("response", (response) => {
        if (response.status() >= 500) errors.push(`${response.status()} from ${response.url()}`);
      });
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
