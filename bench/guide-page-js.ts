// Gzipped JavaScript a visitor's browser loads for /guides/{slug} before any interaction.
//   npm run build && npx tsx bench/guide-page-js.ts
// Starts the real server on a fresh data folder, opens the page in Debian's Chromium, records every
// script it fetched, and gzips each file of dist/client to report the bytes on the wire.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const slug = process.argv[2] ?? "pricing-strategy";
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-js-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
const url = await new Promise<string>((resolve) => {
  let out = "";
  server.stdout.on("data", (c: Buffer) => {
    out += c;
    const m = /ready at (http:\/\/\S+)/.exec(out);
    if (m?.[1]) resolve(m[1]);
  });
});

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${url}/guides/${slug}`, { waitUntil: "networkidle" });
  let raw = 0;
  let gzipped = 0;
  console.log(`Scripts loaded by /guides/${slug} before interaction:`);
  for (const script of [...scripts].sort()) {
    const bytes = readFileSync(path.join("dist/client", script));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    console.log(
      `  ${script.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  gzip ${(gz / 1024).toFixed(1).padStart(6)} KB`,
    );
  }
  console.log(
    `Total: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped (target <= 100 KB)`,
  );
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
