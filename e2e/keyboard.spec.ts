import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, viewports } from "./support/axe";

/**
 * docs/accessibility.md: the main journeys with the keyboard alone (Tab, Shift+Tab, arrows, Enter, Space, typing; no
 * clicks, no fills), and focus on each new step's heading. Each step is scanned with axe on the way.
 */
test.use({ viewport: viewports.desktop });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reached with Tab").toBeFocused();
}

/** Tabs into a radio group (onto its first radio) and moves with the arrow keys until `option` is checked. */
async function chooseRadio(page: Page, first: string, option: string) {
  await tabTo(page, page.getByRole("radio", { name: first, exact: true }));
  const wanted = page.getByRole("radio", { name: option, exact: true });
  for (let i = 0; i < 6 && !(await wanted.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(wanted).toBeChecked();
}

test("sign-in with the keyboard lands on the dashboard with focus on its heading", async ({ page }) => {
  await page.goto("/auth");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type("agent@demo.test");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("demo1234");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeFocused();
});

test("a lead's note and reminder added with the keyboard", async ({ page }) => {
  await page.goto("/auth");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type("agent@demo.test");
  await page.keyboard.press("Tab");
  await page.keyboard.type("demo1234");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeFocused();

  const lead = page.locator("a[href^='/leads/']").first();
  await expect(lead).toBeVisible();
  await tabTo(page, lead);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/leads\//);
  await expect(page.locator("main h1").first()).toBeFocused();

  const note = `Keyboard note ${Date.now()}`;
  await tabTo(page, page.getByLabel("Add a note"));
  await page.keyboard.type(note);
  await tabTo(page, page.getByRole("button", { name: "Add Note" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: note })).toBeVisible();
  // The async result is announced: the toast is a live region.
  await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();

  await tabTo(page, page.getByRole("tab", { name: "Notes" }), 120);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Reminders" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Reminders" })).toHaveAttribute("aria-selected", "true");
  const title = `Keyboard reminder ${Date.now()}`;
  await tabTo(page, page.getByLabel("Reminder title"));
  await page.keyboard.type(title);
  await tabTo(page, page.getByRole("button", { name: "Add Reminder" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page, "lead detail after a note and a reminder");
});

test("the questionnaire to the reader with the keyboard; each step's heading takes the focus", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const q = page.getByRole("region", { name: "Seller questionnaire" });
  const stepHeading = (name: string) => q.getByRole("heading", { name });

  await tabTo(page, q.getByRole("button", { name: "Pricing Strategy" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading("When are you planning to move?")).toBeFocused();
  await expectNoAxeViolations(page, "questionnaire timeline step");
  await tabTo(page, q.getByRole("slider", { name: "When are you planning to move?" }));
  await page.keyboard.press("Home");
  await tabTo(page, q.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading("What's the main reason you're moving?")).toBeFocused();
  await expectNoAxeViolations(page, "questionnaire reason step");
  await tabTo(page, q.getByRole("button", { name: "Downsizing" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading("Where are you planning to move to?")).toBeFocused();
  await expectNoAxeViolations(page, "questionnaire location step");
  await tabTo(page, q.getByRole("textbox", { name: "Where are you planning to move to?" }));
  await page.keyboard.press("Enter");
  // An empty answer: the error is tied to the field and announced.
  const location = q.getByRole("textbox", { name: "Where are you planning to move to?" });
  await expect(q.getByRole("alert")).toHaveText("Please enter a location");
  await expect(location).toHaveAttribute("aria-invalid", "true");
  await expect(location).toHaveAccessibleDescription(/Please enter a location/);
  await page.keyboard.type("Halifax, NS");
  await page.keyboard.press("Enter");

  await expect(stepHeading("Have you sold a home before?")).toBeFocused();
  await tabTo(page, q.getByRole("button", { name: "No" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading("Are you currently working with a Realtor®?")).toBeFocused();
  await expectNoAxeViolations(page, "questionnaire yes/no step");
  await tabTo(page, q.getByRole("button", { name: "No" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading("We need a few more details")).toBeFocused();
  await expectNoAxeViolations(page, "questionnaire e-mail step");
  await tabTo(page, q.getByLabel("Where should we send the info to?"));
  await page.keyboard.type("keyboard.seller@example.com");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/sellers-guide\/[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await expect(page.locator("h1").first()).toBeFocused();
  await expectNoAxeViolations(page, "reader introduction");
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  const sectionHeading = page.getByRole("heading", { level: 2 }).first();
  await expect(sectionHeading).not.toHaveText("Introduction");
  await expect(sectionHeading).toBeFocused();
  await expectNoAxeViolations(page, "reader first section");
});

test("the four-card flow to its final panel with the keyboard; each card's heading takes the focus", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/lead-flow/realtor?variant=four-card");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expectNoAxeViolations(page, "four-card location card");
  await tabTo(page, page.getByLabel("Street address"));
  await page.keyboard.type("12 Elm Street");
  await tabTo(page, page.getByLabel("City"));
  await page.keyboard.type("Toronto");
  await tabTo(page, page.getByLabel("Province"));
  await page.keyboard.type("ON");
  await expect(page.getByLabel("Province")).toHaveValue("ON");
  await tabTo(page, page.getByLabel("Postal code"));
  await page.keyboard.type("M5V 2T6");
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "What condition is your property in?" })).toBeFocused();
  await expectNoAxeViolations(page, "four-card condition card");
  await chooseRadio(page, "Excellent", "Good");
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");

  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page, "four-card agent card");
  await chooseRadio(page, "Yes", "No");
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");

  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page, "four-card contact card");
  await tabTo(page, page.getByLabel("Full name"));
  await page.keyboard.type("Kim Keyboard");
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type("kim.keyboard@example.com");
  await chooseRadio(page, "Phone", "Email");
  await tabTo(page, page.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeFocused();
  await expect(page.getByText(/an agent will be in touch shortly/)).toBeVisible();
  await expectNoAxeViolations(page, "four-card final panel");
});
