// JavaScript each public route downloads until the network is idle, brotli-compressed (target <= 100 KB on
// React, decision 025).
//   npm run build && npx tsx bench/page-weight.ts
// Each route opens in a fresh browser context (empty cache) in Debian's Chromium against the compiled
// server; every script response is counted at its brotli size (the .br file the server sends).
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { kb, makeGuideToken, publicRoutes, startPortal } from "./lib/public-pages";

const TARGET_KB = 100;

function brotliSize(urlPath: string): number {
  const file = path.join("dist/client", urlPath);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const bytes = readFileSync(file);
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const token = await makeGuideToken(portal.url);
  const routes = [...publicRoutes(token), "/auth"];
  console.log(
    `Load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  console.log(`${"route".padEnd(52)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"brotli".padStart(10)}`);
  let worst = 0;
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`${portal.url}${route}`, { waitUntil: "networkidle" });
    let raw = 0;
    let br = 0;
    for (const script of scripts) {
      raw += readFileSync(path.join("dist/client", script)).length;
      br += brotliSize(script);
    }
    const label = route.startsWith("/sellers-guide/") ? "/sellers-guide/{token}" : route;
    const staff = route === "/auth" ? "  (staff, client-rendered; for comparison)" : "";
    if (!staff) worst = Math.max(worst, br);
    console.log(
      `${label.padEnd(52)} ${String(scripts.size).padStart(5)} ${kb(raw).padStart(10)} ${kb(br).padStart(10)}${staff}`,
    );
    if (process.env.VERBOSE)
      for (const script of [...scripts].sort()) console.log(`    ${script} ${kb(brotliSize(script))}`);
    await context.close();
  }
  console.log(
    `Heaviest public route: ${kb(worst)} brotli (target <= ${TARGET_KB} KB): ${worst <= TARGET_KB * 1024 ? "within" : "OVER"}`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
