import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A real 1x1 PNG; the server decides the type by these bytes. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openGuideAdmin(page: Page) {
  await signIn(page, "admin@demo.test");
  await page.goto("/guide-admin");
  await expect(page.getByRole("heading", { level: 1, name: "Guide Content" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Pricing Strategy" })).toBeVisible();
}

test("an admin creates a guide, adds a section, finds it by search and sees it highlighted", async ({ page }) => {
  await openGuideAdmin(page);
  await page.getByRole("button", { name: "New Guide" }).click();
  const guideDialog = page.getByRole("dialog", { name: "New Guide" });
  await expect(guideDialog.getByLabel("Title")).toBeFocused();
  await guideDialog.getByLabel("Title").fill("Moving Day Checklist");
  await expect(guideDialog.getByLabel("Slug")).toHaveValue("moving-day-checklist");
  await guideDialog.getByLabel("Icon").fill("ClipboardList");
  await guideDialog.getByRole("button", { name: "Save Guide" }).click();
  await expect(page.getByText("Guide created", { exact: true })).toBeVisible();
  await expect(guideDialog).toBeHidden();
  const card = page.getByRole("article", { name: "Moving Day Checklist" });
  await expect(card).toContainText("/guides/moving-day-checklist");
  await expect(card).toContainText("0 sections");

  await card.getByRole("button", { name: "Sections" }).click();
  await expect(page.getByRole("tab", { name: "Sections" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("combobox", { name: "Guide" }).locator("option:checked")).toHaveText(
    "Moving Day Checklist",
  );
  await page.getByRole("button", { name: "New Section" }).click();
  const sectionDialog = page.getByRole("dialog", { name: "New Section" });
  await sectionDialog.getByLabel("Title").fill("Book the movers");
  await sectionDialog.getByLabel("Content (HTML)").fill("<p>Reserve a zebra-striped truck two weeks ahead.</p>");
  await expect(sectionDialog.getByRole("region", { name: "Preview" })).toContainText("zebra-striped truck");
  await sectionDialog.getByRole("button", { name: "Save Section" }).click();
  await expect(sectionDialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Book the movers" })).toBeVisible();

  await page.getByRole("tab", { name: "Guides" }).click();
  await page.getByRole("searchbox", { name: "Search sections" }).fill("ZEBRA-STRIPED");
  await page.getByRole("searchbox", { name: "Search sections" }).press("Enter");
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results).toContainText("1 section found");
  await results.getByRole("button", { name: /^Book the movers/ }).click();

  await expect(page.getByRole("tab", { name: "Sections" })).toHaveAttribute("aria-selected", "true");
  const found = page.getByRole("article", { name: "Book the movers" });
  await expect(found).toHaveAttribute("data-highlighted", "true");
  await expect(found).toBeInViewport();
  await expect(found).not.toHaveAttribute("data-highlighted", "true", { timeout: 4000 });
});

test("'Generate with AI' on a seeded guide asks before replacing its sections", async ({ page }) => {
  await openGuideAdmin(page);
  const card = page.getByRole("article", { name: "Pricing Strategy" });
  await card.getByRole("button", { name: "Generate with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate with AI" });
  await expect(dialog).toContainText("AI content produces 4 to 5 sections per guide.");
  // The 409 (content exists) is the expected answer here.
  await dialog.getByRole("button", { name: "Generate" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Generate with AI" });
  await expect(confirm.getByRole("alert")).toContainText("will replace all existing sections");
  await expect(page.getByText("Content generation started", { exact: true })).toBeVisible();

  const replaced = page.waitForResponse((r) => r.url().endsWith("/generate-content") && r.status() === 200);
  await confirm.getByRole("button", { name: "Replace Content" }).click();
  const sections = (await (await replaced).json()) as unknown[];
  expect(sections.length).toBeGreaterThanOrEqual(4);
  expect(sections.length).toBeLessThanOrEqual(5);
  await expect(confirm).toBeHidden();
  await expect(card).toContainText(`${sections.length} sections`);
});

test("an uploaded image replaces a section's image and shows on the public guide page", async ({ page }) => {
  const file = path.join(tmpdir(), `guide-admin-${Date.now()}.png`);
  writeFileSync(file, PNG_1X1);
  await openGuideAdmin(page);
  await page.getByRole("article", { name: "Curb Appeal Tips" }).getByRole("button", { name: "Sections" }).click();
  const first = page.getByRole("listitem").getByRole("article").first();
  const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await first.getByRole("button", { name: "Upload or Replace Image" }).click();

  const dialog = page.getByRole("dialog", { name: "Upload or Replace Image" });
  await dialog.getByLabel("Image file").setInputFiles(file);
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/guides/upload-image"));
  await dialog.getByRole("button", { name: "Upload Image" }).click();
  const { imageUrl } = (await (await uploaded).json()) as { imageUrl: string };
  await expect(page.getByText("Image updated", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: title }).getByRole("img")).toHaveAttribute("src", imageUrl);

  await page.goto("/guides/curb-appeal-tips");
  await expect(page.locator("#guide-section-title")).toHaveText(title);
  const image = page.locator("article img");
  await expect(image).toHaveAttribute("src", imageUrl);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("an agent opening /guide-admin is told why and offered the way back to the dashboard", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  await page.goto("/guide-admin");
  // docs/accessibility.md: no silent redirect; the agent reads why the page is closed to them.
  await expect(page.getByRole("heading", { level: 1, name: "Guide content is for admins and managers" })).toBeVisible();
  await expect(
    page.getByText(
      "Your account can read the guides but not edit them. Ask an administrator or a manager if a guide needs a change.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guide Content", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
