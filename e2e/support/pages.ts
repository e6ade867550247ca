import { expect, type Page } from "@playwright/test";
import type { PersonalisedGuide } from "../../contract/guides";

/** Resolves once the page has mounted (the router marks <html data-hydrated>) and the network is idle. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.waitForLoadState("networkidle");
}

/** Generates a personal seller's guide as a visitor would; its token opens /sellers-guide/{token}. */
export async function generateGuideToken(
  page: Page,
  baseURL: string | undefined,
): Promise<PersonalisedGuide & { token: string }> {
  const response = await page.request.post("/api/sellers-guide/generate", {
    data: { topic: "Pricing Strategy" },
    headers: { origin: baseURL as string },
  });
  expect(response.status()).toBe(200);
  const { token, content } = (await response.json()) as { token: string; content: PersonalisedGuide };
  return { ...content, token };
}
