import type { Locator, Page } from "@playwright/test";
import type { PersonalisedGuide } from "../contract/guides";
import { expect, test } from "./fixtures";
import { readLeadAsStaff } from "./support/leads";

// Auto-advance 300 ms, step animation 500 ms, guide-ready delay 2 s (spec section 9), plus generation.
const TO_READER = { timeout: 15_000 };

/** Opens / and returns the questionnaire on the landing page. */
async function openQuestionnaire(page: Page): Promise<Locator> {
  await page.goto("/");
  const questionnaire = page.getByRole("region", { name: "Seller questionnaire" });
  await expect(questionnaire).toBeVisible();
  return questionnaire;
}

const heading = (scope: Locator, name: string | RegExp) => scope.getByRole("heading", { name });

/** Topics, timeline (ASAP) and the reason; returns on the step after the reason. */
async function answerToReason(q: Locator, reason: string) {
  await expect(heading(q, "We're here to make home selling easier.")).toBeVisible();
  await expect(q.getByText("What do you need help with?")).toBeVisible();
  await expect(q.getByText("Step 1 of 7")).toBeVisible();
  await q.getByRole("button", { name: "Pricing Strategy" }).click();

  await expect(heading(q, "When are you planning to move?")).toBeVisible();
  const slider = q.getByRole("slider", { name: "When are you planning to move?" });
  await expect(slider).toHaveValue("6");
  await expect(q.getByText("6 months", { exact: true })).toBeVisible();
  // Controls are disabled during the 500 ms step animation; keys go to the slider once it is enabled.
  await expect(slider).toBeEnabled();
  await slider.press("Home");
  await expect(slider).toHaveAttribute("aria-valuetext", "ASAP");
  await slider.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuetext", "1 month");
  await slider.press("End");
  await expect(slider).toHaveAttribute("aria-valuetext", "12+ months");
  await q.getByRole("button", { name: "Continue" }).click();

  await expect(heading(q, "What's the main reason you're moving?")).toBeVisible();
  await q.getByRole("button", { name: reason }).click();
}

async function answerYesNo(q: Locator, question: string, answer: "Yes" | "No") {
  await expect(heading(q, question)).toBeVisible();
  await q.getByRole("button", { name: answer }).click();
}

test.describe("questionnaire", () => {
  test("topics to the reader: every step's texts, the location message, an e-mail, and the saved lead", async ({
    page,
  }) => {
    const q = await openQuestionnaire(page);
    await answerToReason(q, "Downsizing");

    await expect(heading(q, "Where are you planning to move to?")).toBeVisible();
    const location = q.getByRole("textbox", { name: "Where are you planning to move to?" });
    await q.getByRole("button", { name: "Continue" }).click();
    await expect(q.getByText("Please enter a location", { exact: true })).toBeVisible();
    await location.fill("Halifax, NS");
    await expect(q.getByText("Please enter a location", { exact: true })).toHaveCount(0);
    await location.press("Enter");

    await answerYesNo(q, "Have you sold a home before?", "Yes");
    await answerYesNo(q, "Are you currently working with a Realtor®?", "No");

    await expect(heading(q, "We need a few more details")).toBeVisible();
    await expect(q.getByText(/^By submitting, you agree that .+ may contact you/)).toBeVisible();
    const email = q.getByLabel("Where should we send the info to?");
    await q.getByRole("button", { name: "Send me my guide" }).click();
    await expect(q.getByText("Please enter your email address or click 'Skip for now'", { exact: true })).toBeVisible();
    await email.fill("dana@example");
    await email.press("Enter");
    await expect(q.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await email.fill("dana.seller@example.com");
    await email.press("Enter");

    await expect(heading(q, "Creating your personalized guide about Pricing Strategy")).toBeVisible();
    await expect(page).toHaveURL(/\/sellers-guide\/[A-Za-z0-9_-]{32}$/, TO_READER);
    await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();

    const id = await page.evaluate(() => window.localStorage.getItem("session-id"));
    const lead = await readLeadAsStaff(page, id as string);
    expect(lead).toMatchObject({
      status: "Partial",
      email: "dana.seller@example.com",
      movingReason: "downsizing",
      movingLocation: "Halifax, NS",
      workingWithRealtor: false,
      topics: ["Pricing Strategy"],
      movingTimeframe: "6-12months",
    });
    expect(lead.consentAt).not.toBeNull();
  });

  test("'Prefer not to say' skips the location, the e-mail can be skipped, and the reader opens", async ({ page }) => {
    const q = await openQuestionnaire(page);
    await answerToReason(q, "Prefer not to say");
    await expect(heading(q, "Have you sold a home before?")).toBeVisible();
    await expect(heading(q, "Where are you planning to move to?")).toHaveCount(0);
    await q.getByRole("button", { name: "Back" }).click();
    await expect(heading(q, "What's the main reason you're moving?")).toBeVisible();
    await q.getByRole("button", { name: "Prefer not to say" }).click();

    await answerYesNo(q, "Have you sold a home before?", "No");
    await answerYesNo(q, "Are you currently working with a Realtor®?", "No");
    await expect(heading(q, "We need a few more details")).toBeVisible();
    await q.getByRole("button", { name: "Skip for now" }).click();
    await expect(heading(q, /^Creating your personalized guide about Pricing Strategy/)).toBeVisible();
    await expect(page).toHaveURL(/\/sellers-guide\/[A-Za-z0-9_-]{32}$/, TO_READER);
    await expect(page.getByRole("progressbar", { name: "Guide progress" })).toBeVisible();
  });

  test("a seller working with a Realtor ends on the completion view, and reset returns to topics", async ({ page }) => {
    const q = await openQuestionnaire(page);
    await answerToReason(q, "Retirement");
    await expect(heading(q, "Where are you planning to move to?")).toBeVisible();
    await q.getByRole("button", { name: "It's a secret" }).click();
    await answerYesNo(q, "Have you sold a home before?", "No");
    await answerYesNo(q, "Are you currently working with a Realtor®?", "Yes");

    await expect(
      q.getByText(
        "But because you're working with another Realtor, we can't share this info with you (due to legal stuff).",
      ),
    ).toBeVisible();
    await expect(
      q.getByText("We encourage you to contact your real estate professional. Happy selling!"),
    ).toBeVisible();
    await expect(heading(q, "We need a few more details")).toHaveCount(0);
    await q.getByRole("button", { name: "Start over" }).click();
    await expect(heading(q, "We're here to make home selling easier.")).toBeVisible();
    await expect(q.getByRole("button", { name: "Pricing Strategy" })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/$/);

    const id = await page.evaluate(() => window.localStorage.getItem("session-id"));
    const lead = await readLeadAsStaff(page, id as string);
    expect(lead).toMatchObject({ workingWithRealtor: true, movingLocation: "It's a secret" });
    expect(lead.tag).toBe("Agent Represented – Do Not Contact");
  });
});

/** A guide made through the API, as the questionnaire would (same-origin call). */
async function generateGuide(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/sellers-guide/generate", {
    data: { topic: "Pricing Strategy" },
    headers: { origin: baseURL as string },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; content: PersonalisedGuide };
}

test.describe("personalised guide reader", () => {
  test("Previous/Next/Finish with progress, image generation, the follow-up form and the thank-you", async ({
    page,
    baseURL,
  }) => {
    const { token, content } = await generateGuide(page, baseURL);
    const count = content.sections.length + 2;
    // The built-in provider illustrates every section; without an image the first offers 'Generate Image'.
    await page.route(`**/api/sellers-guide/${token}`, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { content: PersonalisedGuide };
      delete json.content.sections[0]?.imageUrl;
      await route.fulfill({ response, json });
    });
    // As after the questionnaire: the reader opens by client-side navigation from the landing page, so it
    // fetches the guide in the browser (a direct visit gets it with the server-rendered page).
    await page.goto("/");
    // Hydrated, as a page the visitor clicks through is (the router marks <html data-hydrated>).
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForLoadState("networkidle");
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/sellers-guide/${token}`);

    await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
    const progress = page.getByRole("progressbar", { name: "Guide progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", String(count));
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    const first = content.sections[0] as PersonalisedGuide["sections"][number];
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
    await expect(page.getByText(`Step 2 of ${count}`)).toBeVisible();
    const image = page.getByRole("img", { name: `Illustration: ${first.title}` });
    await expect(image).toHaveCount(0);
    const images = page.waitForResponse((r) => r.url().endsWith(`/api/sellers-guide/${token}/images`));
    await page.getByRole("button", { name: "Generate Image" }).click();
    expect((await images).status()).toBe(200);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "400");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Generate Image" })).toHaveCount(0);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();

    for (let step = 1; step < count; step++) await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Wrapping Up" })).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", String(count));
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Finish" })).toBeVisible();

    await page.getByRole("button", { name: "Tell Us More About Your Situation" }).click();
    const form = page.getByRole("region", { name: "Help us personalize your experience" });
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText("Please enter your name", { exact: true })).toBeVisible();
    await expect(form.getByText("Please choose an answer", { exact: true })).toBeVisible();
    await form.getByLabel("What's your name?").fill("Dana Seller");
    await form.getByRole("radio").first().check();
    const responses = page.waitForResponse((r) => r.url().endsWith(`/api/sellers-guide/${token}/responses`));
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await responses).status()).toBe(200);

    await expect(page.getByRole("heading", { name: "Thank You for Reading!" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Finish on the last step shows the thank-you", async ({ page, baseURL }) => {
    const { token, content } = await generateGuide(page, baseURL);
    await page.goto(`/sellers-guide/${token}`);
    for (let step = 0; step <= content.sections.length; step++)
      await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByRole("heading", { name: "Thank You for Reading!" })).toBeVisible();
  });

  test("an unknown token shows that the guide is gone", async ({ page }) => {
    await page.goto(`/sellers-guide/${"x".repeat(32)}`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Unable to load guide. It may have expired or been removed.");
    await expect(alert.getByRole("heading", { name: "Error" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
