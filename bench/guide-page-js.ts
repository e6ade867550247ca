// JavaScript a visitor's browser downloads for a guide page and the landing page, in each language
// (decision 017: <= 100 KB gzipped per language; decision 011: <= 80 KB brotli).
//   npm run build && npx tsx bench/guide-page-js.ts [slug]
// Each page opens in a fresh browser context (empty cache) in Debian's Chromium against the compiled
// server (bench/lib/public-pages.ts) and waits for the network to be idle; every script it fetched is
// counted at its gzip and brotli sizes (the .gz/.br files the server sends, compressed here if missing).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { kb, startPortal } from "./lib/public-pages";

const GZIP_TARGET_KB = 100;
const BROTLI_TARGET_KB = 80;
const slug = process.argv[2] ?? "pricing-strategy";

function sizes(urlPath: string): { gzip: number; brotli: number } {
  const file = path.join("dist/client", urlPath);
  const bytes = readFileSync(file);
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(bytes, { level: 9 }).length;
  const brotli = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { gzip, brotli };
}

const pages = [
  { label: "guide page", en: `/guides/${slug}`, fr: `/fr/guides/${slug}` },
  { label: "landing page", en: "/", fr: "/fr" },
];

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
let over = false;
try {
  console.log(`${"page".padEnd(34)} ${"files".padStart(5)} ${"gzip".padStart(10)} ${"brotli".padStart(10)}`);
  for (const page of pages) {
    for (const locale of ["en", "fr"] as const) {
      const route = page[locale];
      const context = await browser.newContext({ locale: locale === "fr" ? "fr-CA" : "en-CA" });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
      });
      await tab.goto(`${portal.url}${route}`, { waitUntil: "networkidle" });
      let gzip = 0;
      let brotli = 0;
      for (const script of scripts) {
        const size = sizes(script);
        gzip += size.gzip;
        brotli += size.brotli;
      }
      over ||= gzip > GZIP_TARGET_KB * 1024 || brotli > BROTLI_TARGET_KB * 1024;
      console.log(
        `${`${page.label} ${locale === "fr" ? "fr-CA" : "en-CA"} (${route})`.padEnd(34)} ${String(scripts.size).padStart(5)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}`,
      );
      if (process.env.VERBOSE) {
        for (const script of [...scripts].sort()) {
          const size = sizes(script);
          console.log(
            `    ${script.padEnd(48)} gzip ${kb(size.gzip).padStart(9)} brotli ${kb(size.brotli).padStart(9)}`,
          );
        }
      }
      await context.close();
    }
  }
  console.log(
    `Targets: <= ${GZIP_TARGET_KB} KB gzip per language (decision 017), <= ${BROTLI_TARGET_KB} KB brotli (decision 011): ${over ? "OVER" : "within"}`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
