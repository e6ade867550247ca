import { expect, test } from "./fixtures";
import { signIn, viewports } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

test("a manager sees the leads offered to them on the Leads tab, after the results, and assigns a lead from its page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = unique();
  const id = await createPublicLead(baseURL as string, {
    name: `Desk ${word}`,
    email: `desk.${word}@example.com`,
    phone: "416-555-0188",
    leadType: "agent",
  });
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "manager@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Manager dashboard" })).toBeVisible();
  // Leads up for grabs and today's call list follow the results: a search's hits come first.
  const offers = page.getByRole("heading", { level: 2, name: "Leads up for grabs" });
  await expect(offers).toBeVisible();
  const results = page.getByRole("list", { name: "Leads list" });
  await expect(results).toBeVisible();
  const below = await results.evaluate(
    (list, heading) => Boolean(list.compareDocumentPosition(heading as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await offers.elementHandle(),
  );
  expect(below).toBe(true);

  await page.goto(`/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Desk ${word}` })).toBeVisible();
  const assign = page.getByRole("combobox", { name: "Assigned agent" });
  await expect(assign.getByRole("option", { name: "Priya Sharma" })).toBeAttached();
  await assign.selectOption({ label: "Priya Sharma" });
  await expect(page.getByText("Lead updated", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Assigned agent" })).toHaveValue(/\d+/);
  await expect(page.getByRole("combobox", { name: "Assigned agent" }).locator("option:checked")).toHaveText(
    "Priya Sharma",
  );
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("tabpanel", { name: "History" })).toContainText("Priya Sharma");
});
