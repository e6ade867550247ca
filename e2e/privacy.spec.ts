import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

test("an admin finds a person, exports what is held, erases it with the typed e-mail, and the lead shows as erased", async ({
  page,
  baseURL,
}) => {
  const word = unique();
  const name = `Privacy Person ${word}`;
  const email = `privacy.${word}@example.test`;
  const id = await createPublicLead(baseURL as string, {
    name,
    email,
    phone: "514-555-0188",
    address: `${word} Rue des Érables`,
    leadType: "agent",
  });

  await signIn(page, "admin@demo.test");
  await page
    .getByRole("complementary", { name: "Admin sidebar" })
    .getByRole("link", { name: "Privacy", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=privacy$/);
  await expect(page.getByRole("heading", { level: 2, name: "Privacy" })).toBeVisible();

  // Search: the e-mail in another case still finds the person.
  await page.getByLabel("E-mail or phone").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const result = page.getByRole("region", { name: `What we hold about ${email.toUpperCase()}` });
  await expect(result).toBeVisible();
  await expect(result.getByRole("link", { name })).toHaveAttribute("href", `/leads/${id}`);
  // The phone as stored: formatted by the contract's phone rule.
  await expect(result.getByText(`${email} · (514) 555-0188`)).toBeVisible();
  await expectNoAxeViolations(page, "privacy tab, person found");

  // Export: one JSON file with the documented shape, holding the lead.
  const downloadPromise = page.waitForEvent("download");
  await result.getByRole("link", { name: "Export (JSON)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^person-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(file).toMatchObject({ format: "seller-portal/person-export", version: 1 });
  expect(file.leads).toEqual([expect.objectContaining({ id, fullName: name, email })]);

  // Erase: Erase stays disabled for a wrong e-mail; the right one erases.
  await result.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "erase dialog");
  await dialog.getByLabel("Type the person's e-mail to confirm").fill(`someone.else.${word}@example.test`);
  await expect(dialog.getByRole("button", { name: "Erase" })).toBeDisabled();
  await dialog.getByLabel("Type the person's e-mail to confirm").fill(email);
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Erased: 1 lead now shows as erased.", { exact: true })).toBeVisible();
  // The e-mail no longer finds the lead: only hashes remain under it.
  await expect(result.getByText("Only hashes remain: consent evidence and the do-not-contact list.")).toBeVisible();
  await expect(result.getByRole("button", { name: "Erase this person" })).toHaveCount(0);
  const erased = page.getByRole("region", { name: "Erased leads" });
  await expect(erased.getByRole("link", { name: id })).toHaveAttribute("href", `/leads/${id}`);
  await expect(erased.getByText("Erased", { exact: true })).toBeVisible();

  // The lead itself: the Erased badge and none of the person's details.
  await erased.getByRole("link", { name: id }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Unnamed lead" })).toBeVisible();
  await expect(page.getByText("Erased", { exact: true })).toBeVisible();
  for (const gone of [name, email, "(514) 555-0188", `${word} Rue des Érables`])
    await expect(page.getByText(gone, { exact: false })).toHaveCount(0);

  // The audit trail lists the erase, and its CSV export downloads.
  await page.goto("/dashboard?tab=privacy");
  await page.getByRole("button", { name: "Audit" }).click();
  await page.getByLabel("Action").selectOption({ label: "Person erased" });
  const rows = page.getByRole("table", { name: "Audit trail, newest first" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("admin@demo.test");
  await expect(rows.nth(1)).toContainText("Person erased");
  await expectNoAxeViolations(page, "audit view");
  const csvPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await csvPromise).path()) as string, "utf8");
  expect(csv).toContain('"person.erase"');
});
