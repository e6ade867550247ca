// Screenshots of the agent's desk for a closing note or a review: the agent dashboard and a lead page at
// 1440x900, and the dashboard's header on a 390x844 phone. Runs against a portal that is already serving
// demo data: `tsx scripts/screenshots.ts http://127.0.0.1:5000 docs/screenshots/after`.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type BrowserContext, chromium } from "@playwright/test";

const [baseURL = "http://127.0.0.1:5000", outDir = "docs/screenshots"] = process.argv.slice(2);

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/login`, {
    data: { email, password: "demo1234" },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Sign-in as ${email} failed: ${response.status()}`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    const shots: Array<{
      name: string;
      width: number;
      height: number;
      go: (url: string) => string;
      /** Pressed before the shot, when the page has it (the dashboard's table view). */
      press?: string;
      fullPage?: boolean;
    }> = [
      { name: "dashboard-1440", width: 1440, height: 900, go: () => "/dashboard" },
      { name: "dashboard-table-1440", width: 1440, height: 900, go: () => "/dashboard", press: "Table" },
      { name: "lead-page-1440", width: 1440, height: 900, go: (lead) => `/leads/${lead}` },
      { name: "lead-page-full-1440", width: 1440, height: 900, go: (lead) => `/leads/${lead}`, fullPage: true },
      { name: "phone-header-390", width: 390, height: 844, go: () => "/dashboard" },
    ];
    const context = await browser.newContext({ locale: "en-CA" });
    await signIn(context, "agent@demo.test");
    const leads = (await (await context.request.get(`${baseURL}/api/leads?limit=1`)).json()) as Array<{ id: string }>;
    const lead = leads[0]?.id ?? "";
    for (const shot of shots) {
      const page = await context.newPage();
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(`${baseURL}${shot.go(lead)}`, { waitUntil: "networkidle" });
      // The app mounts after the first paint and then reads its data: wait for the page's heading and the
      // end of every loading text.
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the text of scripts.
      await page.waitForFunction(() => !/Loading|Chargement/.test(document.body.innerText));
      const button = shot.press ? page.getByRole("button", { name: shot.press, exact: true }) : undefined;
      if (button && (await button.count()) > 0) await button.click();
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(`${file}  ${page.url()}`);
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

await main();
