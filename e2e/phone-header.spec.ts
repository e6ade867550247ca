import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";

test("on a phone the agent's header is one line with a Menu, and the dashboard starts on the first screen", async ({
  page,
}) => {
  test.setTimeout(90_000); // two axe runs
  await page.setViewportSize(viewports.phone);
  await signIn(page, "agent@demo.test");
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" })).toBeHidden();
  // Was ~230 px of five wrapped buttons; now the title, the name and the Menu button.
  const height = (await header.boundingBox())?.height ?? 0;
  expect(height).toBeLessThanOrEqual(80);
  await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeInViewport();
  await expectNoAxeViolations(page, "agent dashboard, phone, menu closed");

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(panel.getByText("agent@demo.test")).toBeVisible();
  await expectNoAxeViolations(page, "agent dashboard, phone, menu open");
  await panel.getByRole("button", { name: "Pipeline" }).click();
  await expect(page).toHaveURL(/\/pipeline$/);
});

test("on a desktop the agent's header keeps its row of places and no Menu", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "agent@demo.test");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  for (const name of ["Pipeline", "Calendar feed", "Client messages", "Afficher le portail en français", "Sign out"]) {
    await expect(header.getByRole("button", { name })).toBeVisible();
  }
});
