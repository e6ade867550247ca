import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request as playwrightRequest } from "@playwright/test";

/** The two viewports of docs/accessibility.md's walk-through. */
export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Rules turned off, each with its reason in docs/accessibility.md ("Excluded axe rules"). Empty: every
 * rule axe-core runs by default (WCAG 2.0–2.2 A/AA and best practices) must pass.
 */
export const excludedRules: string[] = [];

/** Every WCAG A/AA tag (2.0, 2.1, 2.2) plus axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
/** axe-core 4.14 ships target-size (2.5.8, AA) switched off; WCAG 2.2 AA needs it on. */
const switchedOn = ["target-size"];

/** One line per violation: rule, impact and the first few elements, so a failure says what to fix. */
function listViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join(" | ")}`,
  );
}

/**
 * Waits until nothing in the document has changed for `quietMs`. axe caches an element's computed style early
 * in a run and reads its attributes later: a select enabled in between (say when the agent list arrives) was
 * once reported with the dimmed colour of its disabled state. A page that never settles fails here.
 */
export async function waitForQuietDom(page: Page, quietMs = 300, timeoutMs = 10_000) {
  await page.evaluate(
    ([quiet, timeout]) =>
      new Promise<void>((resolve, reject) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const deadline = setTimeout(() => {
          observer.disconnect();
          clearTimeout(timer);
          reject(new Error(`the page kept changing for ${timeout} ms`));
        }, timeout);
        function done() {
          observer.disconnect();
          clearTimeout(deadline);
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [quietMs, timeoutMs] as const,
  );
}

/** Runs axe on the page once it has settled and expects no violation of any impact. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await waitForQuietDom(page);
  const rules = Object.fromEntries([
    ...switchedOn.map((id) => [id, { enabled: true }]),
    ...excludedRules.map((id) => [id, { enabled: false }]),
  ]);
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: tags }, rules }).analyze();
  expect(listViolations(results.violations), `axe on ${label}`).toEqual([]);
}

/** Signs in through the form (as a user would) and waits for the dashboard. */
export async function signIn(page: Page, email: string, client = false) {
  await page.goto(client ? "/auth?client=true" : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A personalised guide made through the public API, as the questionnaire would. */
export async function makeGuideToken(baseURL: string): Promise<string> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const response = await visitor.post("/api/sellers-guide/generate", {
    data: { topic: "Pricing Strategy" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await visitor.dispose();
  return token;
}
