import { type Browser, type Locator, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";

// The lead's whole story on its page: a visitor from a Facebook campaign goes through the questionnaire,
// the guide's follow-up questions and the four-card lead flow; staff find the source, the campaign, the
// topic and every answer in words on the lead page, in English and in French, with axe at 0.

const TO_READER = { timeout: 15_000 };
const MANAGER = "manager@demo.test";

/** Sets a demo user's saved language through the API (the server is shared by the worker's tests). */
async function saveLocale(baseURL: string, email: string, locale: "en-CA" | "fr-CA") {
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post("/api/login", { data: { email, password: "demo1234" }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  const saved = await staff.put("/api/user/locale", { data: { locale }, headers: { origin: baseURL } });
  expect(saved.status()).toBe(200);
  await staff.dispose();
}

const heading = (scope: Locator, name: string | RegExp) => scope.getByRole("heading", { name });

/** The answer shown under a question (or a label) on the lead page: its description list row. */
const answerTo = (scope: Locator, question: string) =>
  scope
    .locator("dt", { hasText: new RegExp(`^${question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** The visitor's walk: landing with the campaign, questionnaire, guide follow-up, four-card lead flow. */
async function visitorWalk(page: Page): Promise<string> {
  await page.goto("/?utm_source=facebook&utm_campaign=spring");
  const q = page.getByRole("region", { name: "Seller questionnaire" });
  await q.getByRole("button", { name: "Pricing Strategy" }).click();
  const slider = q.getByRole("slider", { name: "When are you planning to move?" });
  await expect(slider).toBeEnabled();
  await slider.press("Home");
  for (let month = 0; month < 3; month++) await slider.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuetext", "3 months");
  await q.getByRole("button", { name: "Continue" }).click();
  await expect(heading(q, "What's the main reason you're moving?")).toBeVisible();
  await q.getByRole("button", { name: "Job relocation" }).click();
  await expect(heading(q, "Where are you planning to move to?")).toBeVisible();
  await q.getByRole("textbox", { name: "Where are you planning to move to?" }).fill("Halifax, NS");
  await q.getByRole("button", { name: "Continue" }).click();
  await expect(heading(q, "Have you sold a home before?")).toBeVisible();
  await q.getByRole("button", { name: "No" }).click();
  await expect(heading(q, "Are you currently working with a Realtor®?")).toBeVisible();
  await q.getByRole("button", { name: "No" }).click();
  await q.getByLabel("Where should we send the info to?").fill("fay.story@example.com");
  await q.getByRole("button", { name: "Send me my guide" }).click();
  await expect(page).toHaveURL(/\/sellers-guide\/[A-Za-z0-9_-]{32}$/, TO_READER);
  const leadId = (await page.evaluate(() => window.localStorage.getItem("session-id"))) as string;

  // The guide's follow-up questions, from its last step.
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  const next = page.getByRole("button", { name: "Next" });
  while (await next.isVisible()) await next.click();
  await page.getByRole("button", { name: "Tell Us More About Your Situation" }).click();
  const form = page.getByRole("region", { name: "Help us personalize your experience" });
  await form.getByLabel("What's your name?").fill("Fay Story");
  await form.getByRole("radio", { name: "Timing my sale and my next purchase" }).check();
  await form.getByRole("radio", { name: "Yes" }).check();
  await form.getByLabel("Is there anything else you'd like us to know?").fill("We hope to list in spring.");
  const responses = page.waitForResponse((r) => r.url().endsWith("/responses"));
  await form.getByRole("button", { name: "Submit" }).click();
  expect((await responses).status()).toBe(200);

  // The four-card lead flow, on the same visit (same tab, same lead).
  await page.goto("/lead-flow/realtor?variant=four-card");
  const nextCard = page.getByRole("button", { name: "Next" });
  await page.getByLabel("Street address").fill("12 Elm Street");
  await page.getByLabel("City").fill("Toronto");
  await page.getByLabel("Province").selectOption("ON");
  await page.getByLabel("Postal code").fill("m5v 2t6");
  await nextCard.click();
  await page.getByRole("radio", { name: "Good" }).check();
  await nextCard.click();
  await page.getByRole("radio", { name: "No" }).check();
  await nextCard.click();
  await page.getByLabel("Full name").fill("Fay Story");
  await page.getByLabel("Email address").fill("fay.story@example.com");
  await page.getByRole("radio", { name: "Email" }).check();
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/leads");
  await page.getByRole("button", { name: "Submit" }).click();
  const body = (await sent).postDataJSON() as { id: string; source: string; utm: Record<string, string> };
  expect(body).toMatchObject({ id: leadId, source: "facebook", utm: { source: "facebook", campaign: "spring" } });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  return leadId;
}

async function staffPage(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

test.describe("the lead's story on its page", () => {
  test.afterAll(async ({ baseURL }) => saveLocale(baseURL as string, MANAGER, "en-CA"));

  test("a Facebook visitor's source, campaign, topic and every answer in words, in English and French", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const leadId = await visitorWalk(page);

    const admin = await staffPage(browser, baseURL as string, "admin@demo.test");
    await admin.page.goto(`/leads/${leadId}`);
    const p = admin.page;
    await expect(p.getByRole("heading", { level: 1, name: "Fay Story" })).toBeVisible();
    const info = p.getByRole("region", { name: "Lead Information" });
    await expect(info.getByText("Stage: New", { exact: true })).toBeVisible();
    await expect(info.getByText("Form: finished", { exact: true })).toBeVisible();
    await expect(info.getByText("Contacted", { exact: true })).toHaveCount(0);

    const story = p.getByRole("region", { name: "The lead's story" });
    await expect(answerTo(story, "Source")).toHaveText("facebook");
    await expect(answerTo(story, "Campaign")).toHaveText("spring");
    await expect(answerTo(story, "Forms filled in").getByRole("listitem")).toHaveText([
      "Questionnaire",
      "Sell with an Agent (four cards)",
    ]);
    await expect(answerTo(story, "Seller's language")).toHaveText("English");
    await expect(answerTo(story, "Preferred contact method")).toHaveText("Email");
    const answers: [string, string][] = [
      ["What do you need help with?", "Pricing Strategy"],
      ["When are you planning to move?", "3 months"],
      ["What's the main reason you're moving?", "Job relocation"],
      ["Where are you planning to move to?", "Halifax, NS"],
      ["Have you sold a home before?", "No"],
      ["Are you currently working with a Realtor®?", "No"],
      ["What's your name?", "Fay Story"],
      ["What's your biggest concern about selling?", "Timing my sale and my next purchase"],
      ["Would you like a free, no-obligation home evaluation?", "Yes"],
      ["Is there anything else you'd like us to know?", "We hope to list in spring."],
    ];
    for (const [question, answer] of answers) await expect(answerTo(story, question), question).toHaveText(answer);
    await expect(p.getByText("job-relocation")).toHaveCount(0);
    await expect(story.getByRole("link", { name: "Pricing Strategy (opens the seller's guide)" })).toHaveAttribute(
      "href",
      /^\/sellers-guide\/[A-Za-z0-9_-]{32}$/,
    );
    // The lead information's own reason row is worded too.
    await expect(answerTo(info, "Moving Reason")).toHaveText("Job relocation");

    // The timeline: the lead's arrival, its history and its e-mails in one order.
    await p.getByRole("tab", { name: "Timeline" }).click();
    const timeline = p.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByText("Lead received", { exact: true })).toBeVisible();
    await expect(timeline.getByText("Source: facebook", { exact: true })).toBeVisible();
    await expect(timeline.getByText(/^Email (sent|waiting to be sent)$/).first()).toBeVisible();
    await admin.close();

    // One French screen: the same lead for a manager who works in French.
    await saveLocale(baseURL as string, MANAGER, "fr-CA");
    const manager = await staffPage(browser, baseURL as string, MANAGER);
    await manager.page.goto(`/leads/${leadId}`);
    const fr = manager.page.getByRole("region", { name: "Le parcours du prospect" });
    await expect(answerTo(fr, "Source")).toHaveText("facebook");
    await expect(answerTo(fr, "Campagne")).toHaveText("spring");
    const frenchAnswers: [string, string][] = [
      ["Sur quoi aimeriez-vous de l'aide?", "Stratégie de prix"],
      ["Quelle est la principale raison de votre déménagement?", "Mutation ou nouvel emploi"],
      ["Avez-vous déjà vendu une propriété?", "Non"],
      ["Quelle est votre plus grande préoccupation à propos de la vente?", "Coordonner ma vente et mon prochain achat"],
      ["Aimeriez-vous une évaluation gratuite et sans engagement de votre propriété?", "Oui"],
    ];
    for (const [question, answer] of frenchAnswers) await expect(answerTo(fr, question), question).toHaveText(answer);
    await expect(
      manager.page.getByRole("region", { name: "Fiche du prospect" }).getByText("Formulaire : terminé"),
    ).toBeVisible();
    await manager.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`axe on the lead page at ${name} (${viewport.width}×${viewport.height})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const leadId = await visitorWalk(page);
      const admin = await staffPage(browser, baseURL as string, "admin@demo.test", viewport);
      await admin.page.goto(`/leads/${leadId}`);
      const story = admin.page.getByRole("region", { name: "The lead's story" });
      await expect(answerTo(story, "What's the main reason you're moving?")).toHaveText("Job relocation");
      await expectNoAxeViolations(admin.page, `lead page at ${name}`);
      await admin.page.getByRole("tab", { name: "Timeline" }).click();
      await expect(admin.page.getByText("Lead received", { exact: true })).toBeVisible();
      await expectNoAxeViolations(admin.page, `lead timeline at ${name}`);
      await admin.close();
    });
  }
});
