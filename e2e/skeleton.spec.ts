import { expect, test } from "./fixtures";

test("the landing page loads with the brokerage footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Maple Key Realty`);
});

test("an unknown route shows the 404 screen", async ({ page }) => {
  await page.goto("/this/route/does/not/exist");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("a protected route sends a signed-out visitor to /auth", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unknown lead-flow type goes back to the landing page", async ({ page }) => {
  await page.goto("/lead-flow/timeshare");
  await expect(page).toHaveURL(/\/$/);
});
