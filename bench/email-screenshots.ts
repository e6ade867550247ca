// Renders the seller's e-mails in Chromium at 390 px (a phone) and 600 px (a desktop mail app's reading
// pane), in both languages, into docs/screenshots/email-<kind>-<locale>-<width>.png (docs/integrations.md).
//
//   NODE_ENV=production npx tsx bench/email-screenshots.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { sampleKinds, sellerEmail } from "./lib/seller-emails";

const out = path.resolve("docs/screenshots");
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const width of [390, 600]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const locale of ["en-CA", "fr-CA"] as const) {
      for (const kind of sampleKinds) {
        const email = await sellerEmail(kind, locale);
        await page.setContent(email.html ?? "", { waitUntil: "load" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) console.warn(`${kind} ${locale} ${width}px scrolls sideways by ${overflow}px`);
        const file = path.join(out, `email-${kind}-${locale}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
