import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, type ViewportName, viewports } from "./support/axe";

/** docs/accessibility.md: axe-core on every dialog while it is open, at both viewports. 0 violations of any impact. */

const clientTiles = [
  "My Profile",
  "Messages",
  "Seller's Guide",
  "Home Prep",
  "Partners",
  "Service Plans",
  "Net Sheet",
  "Offers",
  "Activity",
  "Documents",
];

/** Opens a dialog with its button, scans it, and closes it with Escape (focus goes back to the button). */
async function scanDialog(
  page: Page,
  open: () => Promise<void>,
  name: string | RegExp,
  label: string,
  role: "dialog" | "alertdialog" = "dialog",
) {
  await open();
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Loading/)).toHaveCount(0);
  await expectNoAxeViolations(page, label);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  test.describe(`axe on dialogs at ${viewport}`, () => {
    test.use({ viewport: viewports[viewport] });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("the client dashboard's ten tile dialogs", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, "client@demo.test", true);
      for (const tile of clientTiles) {
        const button = page.getByRole("button", { name: tile, exact: true });
        await scanDialog(page, () => button.click(), tile, `client dialog ${tile} (${viewport})`);
        await expect(button).toBeFocused();
      }
    });

    test("the guide admin's dialogs", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, "admin@demo.test");
      await page.goto("/guide-admin");
      const guides = page.getByRole("tabpanel");
      await expect(guides.getByRole("heading", { name: "Staging My Home" })).toBeVisible();
      await scanDialog(
        page,
        () => guides.getByRole("button", { name: "New Guide" }).click(),
        "New Guide",
        `New Guide (${viewport})`,
      );
      const card = guides.getByRole("listitem").filter({ hasText: "Staging My Home" });
      await scanDialog(
        page,
        () => card.getByRole("button", { name: "Edit Guide" }).click(),
        "Edit Guide",
        `Edit Guide (${viewport})`,
      );
      await scanDialog(
        page,
        () => card.getByRole("button", { name: "Generate with AI" }).click(),
        /Generate with AI/,
        `Generate with AI (${viewport})`,
      );
      await page.getByRole("tab", { name: "Sections" }).click();
      const sections = page.getByRole("tabpanel");
      await expect(sections.getByRole("button", { name: "Edit Section" }).first()).toBeVisible();
      await scanDialog(
        page,
        () => sections.getByRole("button", { name: "New Section" }).click(),
        "New Section",
        `New Section (${viewport})`,
      );
      for (const [button, dialog, role] of [
        ["Edit Section", "Edit Section", "dialog"],
        ["Upload or Replace Image", "Upload or Replace Image", "dialog"],
        ["Generate AI Image", /Generate/, "dialog"],
        ["Delete Section", /Delete/, "alertdialog"],
      ] as const) {
        await scanDialog(
          page,
          () => sections.getByRole("button", { name: button }).first().click(),
          dialog,
          `${button} dialog (${viewport})`,
          role,
        );
      }
    });

    test("the lead detail's delete confirmations", async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, "agent@demo.test");
      // The dashboard's lists are live: other tests' new leads re-render them, and a click on a link can land
      // on the list as it changes. Open the first lead by its address instead.
      const href = await page.locator("a[href^='/leads/']").first().getAttribute("href");
      await page.goto(href ?? "/dashboard");
      await expect(page.getByRole("tab", { name: "Notes" })).toBeVisible();
      const note = `Axe dialog note ${viewport} ${Date.now()}`;
      await page.getByLabel("Add a note").fill(note);
      await page.getByRole("button", { name: "Add Note" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: note })).toBeVisible();
      const item = page.getByRole("listitem").filter({ hasText: note });
      await scanDialog(
        page,
        () => item.getByRole("button", { name: "Delete note" }).click(),
        /delete/i,
        `delete note confirmation (${viewport})`,
        "alertdialog",
      );
      await page.getByRole("tab", { name: "Reminders" }).click();
      const title = `Axe dialog reminder ${viewport} ${Date.now()}`;
      await page.getByLabel("Reminder title").fill(title);
      await page.getByRole("button", { name: "Add Reminder" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
      await scanDialog(
        page,
        () =>
          page
            .getByRole("listitem")
            .filter({ hasText: title })
            .getByRole("button", { name: /Delete/ })
            .click(),
        /delete/i,
        `delete reminder confirmation (${viewport})`,
        "alertdialog",
      );
    });
  });
}
