import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPublicLead, unique } from "./support/leads";

// Spec section 9 / DESIGN.md 5.7: a change by one user shows on another user's open screen within 2 s.
const LIVE = { timeout: 2000 };

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A second signed-in user in their own browser context, held to the same no-console-error rule. */
async function openStaffPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("response", (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} from ${r.url()}`);
  });
  await signIn(page, email);
  return {
    page,
    async close() {
      await context.close();
      expect(errors, `console errors of ${email}`).toEqual([]);
    },
  };
}

/** The value (`dd`) shown for a label (`dt`). */
const shownValue = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);

test("a note added on a lead page appears on another staff member's open page within 2 s", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Shared Lead ${unique()}`;
  const id = await createPublicLead(baseURL as string, { name, phone: "416-555-0101", leadType: "cash" });
  const manager = await openStaffPage(browser, baseURL as string, "manager@demo.test");
  await signIn(page, "agent@demo.test");

  await manager.page.goto(`/leads/${id}`);
  await page.goto(`/leads/${id}`);
  await expect(manager.page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(manager.page.getByText("No notes yet")).toBeVisible();
  await expect(page.getByText("Live updates")).toBeVisible();
  await expect(manager.page.getByText("Live updates")).toBeVisible();

  const note = `Spoke to the seller ${unique()}`;
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
  const managerNotes = manager.page.getByRole("list", { name: "Notes" });
  await expect(managerNotes.getByText(note)).toBeVisible(LIVE);
  await expect(managerNotes.getByText(/^By: Priya Sharma •/)).toBeVisible();

  // And back: the manager's edit shows on the agent's page.
  await manager.page.getByRole("button", { name: "Edit note" }).click();
  await manager.page.getByLabel("Note text").fill(`${note} (checked)`);
  await manager.page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(manager.page.getByText("Note updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Notes" }).getByText(`${note} (checked)`)).toBeVisible(LIVE);
  await manager.close();
});

test("a new public lead appears on the agent dashboard within 2 s", async ({ page, baseURL }) => {
  await signIn(page, "agent@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeVisible();
  await expect(page.getByText("Live updates")).toBeVisible();
  const total = shownValue(page, "Total Leads");
  await expect(total).not.toHaveText("—");
  const before = Number(await total.textContent());

  const name = `Live Lead ${unique()}`;
  await createPublicLead(baseURL as string, {
    name,
    phone: "416-555-0199",
    email: "live.lead@example.com",
    leadType: "cash",
  });
  const card = page.getByRole("link", { name: new RegExp(name) });
  await expect(card).toBeVisible(LIVE);
  await expect(total).toHaveText(String(before + 1), LIVE);
  await expect(card.getByText("Cash Offer")).toBeVisible();
  await expect(card.getByText("live.lead@example.com")).toBeVisible();

  await card.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/leads\/lead_/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeVisible();
});

test("Edit Lead: Cancel discards the draft, Save sends only the changed fields", async ({ page, baseURL }) => {
  const name = `Edit Lead ${unique()}`;
  const id = await createPublicLead(baseURL as string, {
    name,
    phone: "416-555-0123",
    leadType: "agent",
    city: "Toronto",
    province: "ON",
    propertyCondition: "Poor",
  });
  await signIn(page, "agent@demo.test");
  await page.goto(`/leads/${id}`);
  await expect(page.getByText("Realtor Service", { exact: true })).toBeVisible();
  await expect(shownValue(page, "Assigned Agent")).toHaveText("Not Assigned");
  await expect(shownValue(page, "Property Condition")).toHaveText("3/10");

  await page.getByRole("button", { name: "Edit Lead" }).click();
  await page.getByLabel("Full Name").fill("Someone Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(shownValue(page, "Full Name")).toHaveText(name);

  await page.getByRole("button", { name: "Edit Lead" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue(name);
  await page.getByLabel("Phone").fill("905-555-0177");
  await page.getByLabel("Property Condition (0–10)").fill("8");
  const patch = page.waitForRequest((r) => r.method() === "PATCH");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await patch).postDataJSON()).toEqual({ phone: "905-555-0177", condition: 8 });
  await expect(page.getByText("Lead updated", { exact: true })).toBeVisible();
  // The server stores the phone as the contract's phone rule formats it.
  await expect(shownValue(page, "Phone")).toHaveText("(905) 555-0177");
  await expect(shownValue(page, "Property Condition")).toHaveText("8/10");

  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByText("Lead Updated")).toHaveCount(2);
  await expect(history.getByText("Field: Phone")).toBeVisible();
  await expect(history.getByText("(905) 555-0177")).toBeVisible();
});

test("deleting a note or a reminder asks first", async ({ page, baseURL }) => {
  const id = await createPublicLead(baseURL as string, {
    name: `Delete Lead ${unique()}`,
    phone: "416-555-0101",
    leadType: "cash",
  });
  await signIn(page, "agent@demo.test");
  await page.goto(`/leads/${id}`);

  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByText("Note content is required")).toBeVisible();
  await page.getByLabel("Add a note").fill("Short-lived note");
  await page.getByRole("button", { name: "Add Note" }).click();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes.getByText("Short-lived note")).toBeVisible();
  await page.getByRole("button", { name: "Delete note" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this note?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(notes.getByText("Short-lived note")).toBeVisible();
  await page.getByRole("button", { name: "Delete note" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("No notes yet")).toBeVisible();

  await page.getByRole("tab", { name: "Reminders" }).click();
  await page.getByRole("button", { name: "Add Reminder" }).click();
  await expect(page.getByText("Reminder title is required")).toBeVisible();
  await page.getByLabel("Reminder title").fill("Short-lived reminder");
  await page.getByRole("button", { name: "Add Reminder" }).click();
  await expect(page.getByText("Reminder added", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete reminder Short-lived reminder" }).click();
  const reminderDialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this reminder?" });
  await reminderDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("list", { name: "Reminders" }).getByText("Short-lived reminder")).toBeVisible();
  await page.getByRole("button", { name: "Delete reminder Short-lived reminder" }).click();
  await reminderDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Reminder deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("No reminders yet")).toBeVisible();

  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByText("Note Deleted")).toBeVisible();
  await expect(history.getByText("Deleted content: Short-lived note")).toBeVisible();
  await expect(history.getByText("Reminder Deleted")).toBeVisible();
});

test("completing a reminder strikes it through and takes it off the Upcoming Reminders panel", async ({
  page,
  browser,
  baseURL,
}) => {
  const leadName = `Reminder Lead ${unique()}`;
  const id = await createPublicLead(baseURL as string, { name: leadName, phone: "416-555-0101", leadType: "cash" });
  const title = `Call ${unique()}`;
  await signIn(page, "agent@demo.test");
  await page.goto(`/leads/${id}`);
  await page.getByRole("tab", { name: "Reminders" }).click();
  await page.getByLabel("Reminder title").fill(title);
  // Long overdue, so it is among the 5 soonest open reminders whatever other tests left.
  await page.getByLabel("Due date").fill("2001-02-03T09:30");
  await page.getByRole("button", { name: "Add Reminder" }).click();
  await expect(page.getByText("Reminder added", { exact: true })).toBeVisible();

  // A colleague watches the dashboard while the agent completes the reminder.
  const colleague = await openStaffPage(browser, baseURL as string, "agent@demo.test");
  const upcoming = colleague.page.getByRole("list", { name: "Upcoming reminders" });
  await expect(upcoming.getByText(title)).toBeVisible();
  await expect(upcoming.getByText("Feb 03, 2001 at 9:30 AM · Overdue")).toBeVisible();
  await expect(upcoming.getByRole("link", { name: leadName })).toHaveAttribute("href", `/leads/${id}`);

  const checkbox = page.getByRole("checkbox", { name: title });
  await checkbox.check();
  await expect(page.getByText("Reminder updated", { exact: true })).toBeVisible();
  await expect(checkbox).toBeChecked();
  await expect(page.locator("label", { hasText: title })).toHaveClass(/line-through/);
  await expect(upcoming.getByText(title)).toBeHidden(LIVE);
  await colleague.close();

  await page.reload();
  await page.getByRole("tab", { name: "Reminders" }).click();
  await expect(page.getByRole("checkbox", { name: title })).toBeChecked();
});

test("the dashboard pages through more than 20 leads with Next and Previous", async ({ page, baseURL }) => {
  const batch = `Pager${unique()}`;
  for (let n = 1; n <= 25; n++) {
    await createPublicLead(baseURL as string, {
      name: `${batch} Seller ${String(n).padStart(2, "0")}`,
      phone: "416-555-0101",
      leadType: n % 2 ? "cash" : "agent",
    });
  }
  await signIn(page, "agent@demo.test");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(batch);
  const panel = page.getByRole("tabpanel");
  await expect(page.getByText("Showing 1–20 of 25")).toBeVisible();
  await expect(panel.getByRole("link")).toHaveCount(20);
  await expect(panel.getByRole("link").first()).toContainText(`${batch} Seller 25`);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Showing 21–25 of 25")).toBeVisible();
  await expect(panel.getByRole("link")).toHaveCount(5);
  await expect(panel.getByRole("link").last()).toContainText(`${batch} Seller 01`);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Showing 1–20 of 25")).toBeVisible();
  await expect(panel.getByRole("link").first()).toContainText(`${batch} Seller 25`);

  await page.getByRole("tab", { name: "Cash Offers" }).click();
  await expect(page.getByText("Showing 1–13 of 13")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});

test("a lead that does not exist shows 'Lead not found' with a way back", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  await page.goto("/leads/lead_1700000000000_missing");
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("without the event stream, the lead page polls every 2 s", async ({ page, browser, baseURL }) => {
  const id = await createPublicLead(baseURL as string, {
    name: `Polled Lead ${unique()}`,
    phone: "416-555-0101",
    leadType: "cash",
  });
  // The stream answers as for an expired session, so the page falls back to the spec's polling.
  await page.route("**/api/events", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Not signed in"}' }),
  );
  await signIn(page, "agent@demo.test");
  await page.goto(`/leads/${id}`);
  await expect(page.getByText("Refreshing every 2 s")).toBeVisible();

  const manager = await openStaffPage(browser, baseURL as string, "manager@demo.test");
  const note = `Polled note ${unique()}`;
  const created = await manager.page.request.post("/api/notes", {
    data: { leadId: id, content: note },
    headers: { origin: baseURL as string },
  });
  expect(created.status()).toBe(201);
  // At most one 2 s polling interval plus the request itself.
  await expect(page.getByRole("list", { name: "Notes" }).getByText(note)).toBeVisible({ timeout: 3000 });
  await expect(page.getByText("Refreshing every 2 s")).toBeVisible();
  await manager.close();
});
