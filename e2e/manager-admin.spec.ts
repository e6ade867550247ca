import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

const sidebar = (page: import("@playwright/test").Page) => page.getByRole("complementary", { name: "Admin sidebar" });

test("a manager sees the manager's dashboard with only the items a manager may use, and the language switch", async ({
  page,
}) => {
  test.setTimeout(150_000); // axe at two sizes on a shared two-core machine
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "manager@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Manager dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toHaveCount(0);
  const links = sidebar(page).getByRole("link");
  await expect(links.filter({ hasText: "Agent Pools" })).toHaveCount(1);
  for (const adminsOnly of ["Integrations", "Privacy", "Consent & Retention"]) {
    await expect(sidebar(page).getByRole("link", { name: adminsOnly, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "Afficher le portail en français" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin Dashboard" })).toHaveCount(0);
  await expectNoAxeViolations(page, "manager dashboard 1440x900");

  // An admins-only tab's address opens the leads tab for a manager.
  await page.goto("/dashboard?tab=privacy");
  await expect(page.getByRole("heading", { level: 2, name: "Leads", exact: true })).toBeVisible();

  await page.setViewportSize(viewports.phone);
  await expect(page.getByRole("heading", { level: 1, name: "Manager dashboard" })).toBeVisible();
  await expectNoAxeViolations(page, "manager dashboard 390x844");
});

test("an admin erases a person only once the typed e-mail matches; the audit names them masked, stacked on a phone", async ({
  page,
  baseURL,
}) => {
  const word = unique();
  const email = `mgr.${word}@example.test`;
  await createPublicLead(baseURL as string, {
    name: `Manager Admin ${word}`,
    email,
    phone: "514-555-0166",
    address: `${word} Rue Sainte-Catherine`,
    leadType: "agent",
  });

  test.setTimeout(150_000); // axe at two sizes on a shared two-core machine
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "admin@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Afficher le portail en français" })).toBeVisible();
  await sidebar(page).getByRole("link", { name: "Privacy", exact: true }).click();
  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const result = page.getByRole("region", { name: `What we hold about ${email}` });
  await result.getByRole("button", { name: "Erase this person" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
  const erase = dialog.getByRole("button", { name: "Erase" });
  const typed = dialog.getByLabel("Type the person's e-mail to confirm");
  await expect(erase).toBeDisabled();
  await typed.fill(`someone.else.${word}@example.test`);
  await expect(erase).toBeDisabled();
  await typed.fill(email.slice(0, -1));
  await expect(erase).toBeDisabled();
  await typed.fill(email.toUpperCase());
  await expect(erase).toBeEnabled();
  await expect(dialog.getByText("That matches. Erase is now available.")).toBeVisible();
  await expectNoAxeViolations(page, "erase dialog, confirmation matching");
  await erase.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Erased: 1 lead now shows as erased.", { exact: true })).toBeVisible();
  await expect(page.getByText(/Invalid body/)).toHaveCount(0);

  // The audit trail names the person by the masked e-mail, never a hash.
  await page.getByRole("button", { name: "Audit" }).click();
  await page.getByLabel("Action").selectOption({ label: "Person erased" });
  const table = page.getByRole("table", { name: "Audit trail, newest first" });
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText("m•••@e•••.test");
  await expect(table).not.toContainText(/[0-9a-f]{64}/);
  await expectNoAxeViolations(page, "audit view 1440x900");

  // On a phone the rows stack (label: value), so the actor's e-mail is whole, not cut.
  await page.setViewportSize(viewports.phone);
  const who = first.getByRole("cell").nth(1);
  await expect(who).toContainText("admin@demo.test");
  expect(await who.evaluate((cell) => getComputedStyle(cell).display)).toBe("grid");
  expect(await who.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Who"');
  expect(await who.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page, "audit view 390x844");
});

test("the privacy policy is edited in a rich-text editor, accessible at both sizes", async ({ page }) => {
  test.setTimeout(150_000); // axe at two sizes on a shared two-core machine
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "admin@demo.test");
  await sidebar(page).getByRole("link", { name: "Consent & Retention", exact: true }).click();
  const english = page.getByRole("textbox", { name: "English", exact: true });
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute("contenteditable", "true");
  await expect(
    page.getByRole("toolbar", { name: "English", exact: true }).getByRole("button", { name: "Bold" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "policy editor 1440x900");
  await page.setViewportSize(viewports.phone);
  await expect(english).toBeVisible();
  await expectNoAxeViolations(page, "policy editor 390x844");
});
