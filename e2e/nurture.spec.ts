import type { Page } from "@playwright/test";
import type { Agent } from "../contract/crm";
import type { NurtureSettings } from "../contract/nurture";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Admin sidebar" });

test("an admin builds a two-step plan, a new lead starts it, the agent pauses it, reads the brief and sees the lead on the call list", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const u = unique();
  const planName = `Six months out ${u}`;
  const seller = `Nora Patience ${u}`;
  const origin = baseURL ?? "";
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "admin@demo.test");
  const before = (await (await page.request.get("/api/action-plans/settings")).json()) as NurtureSettings;

  try {
    // The admin builds the plan in the Action plans tab.
    await sidebar(page).getByRole("link", { name: "Action plans", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=action-plans$/);
    await page.getByRole("button", { name: "New plan" }).click();
    await page.getByLabel("Plan name").fill(planName);
    await page
      .getByLabel("Starts", { exact: true })
      .selectOption({ label: "Realtor leads moving in 6 months or more" });
    await page.getByLabel("Step 1: kind").selectOption({ label: "E-mail" });
    await page.getByLabel("Step 1: hours after the previous step").fill("2");
    await page.getByLabel("Step 1: subject or task (English)").fill("Your market this month, {firstName}");
    await page.getByLabel("Step 1: subject or task (French)").fill("Votre marché ce mois-ci, {firstName}");
    await page.getByLabel("Step 1: message (English)").fill("Here is what sold near you this month.");
    await page.getByLabel("Step 1: message (French)").fill("Voici ce qui s’est vendu près de chez vous ce mois-ci.");
    await page.getByRole("button", { name: "Add a step" }).click();
    await page.getByLabel("Step 2: kind").selectOption({ label: "Task for the agent" });
    await page.getByLabel("Step 2: hours after the previous step").fill("72");
    await page.getByLabel("Step 2: subject or task (English)").fill("Call {firstName} about timing");
    await page.getByLabel("Step 2: subject or task (French)").fill("Appeler {firstName} au sujet du calendrier");
    await page.getByLabel("Step 2: message (English)").fill("Ask whether the move date changed.");
    await page.getByLabel("Step 2: message (French)").fill("Demander si la date du déménagement a changé.");
    // The call list ranks by the admin's rules: sellers 6 to 12 months out count most today.
    await page.getByLabel("moving in 6 to 12 months").fill("100");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByText("Plan saved", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: "Save rules" }).click();
    await expect(page.getByText("Rules saved", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(planName)).toBeVisible();
    await expect(page.getByText("Realtor leads moving in 6 months or more · 2 steps")).toBeVisible();
    await expectNoAxeViolations(page, "admin /dashboard?tab=action-plans");

    // A new seller, nine months from moving, comes in; the admin gives the lead to the demo agent.
    const id = await createPublicLead(origin, {
      name: seller,
      email: `nora.${u}@example.test`,
      phone: "416-555-0188",
      leadType: "agent",
      timeline: 9,
      consent: true,
      consentTextVersion: "e2e",
    });
    const agents = (await (await page.request.get("/api/admin/agents")).json()) as Agent[];
    const agent = agents.find((a) => a.email === "agent@demo.test");
    const assigned = await page.request.patch(`/api/leads/${id}`, {
      data: { agentId: agent?.id },
      headers: { origin },
    });
    expect(assigned.status()).toBe(200);

    // The agent sees the plan's next step on the lead and pauses it.
    const context = await browser.newContext({ baseURL: origin, viewport: viewports.desktop });
    const agentPage = await context.newPage();
    await signIn(agentPage, "agent@demo.test");
    const calls = agentPage.getByRole("region", { name: "Today's call list" });
    const entry = calls.getByRole("listitem").filter({ hasText: seller });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("Never contacted");
    await expect(entry).toContainText("moving in 6 to 12 months");
    // The lead table sorts by score: this seller is among the highest, the newest of them first.
    const tableButton = agentPage.getByRole("button", { name: "Table" });
    if ((await tableButton.getAttribute("aria-pressed")) !== "true") await tableButton.click();
    await agentPage.getByRole("button", { name: "Score" }).click();
    const table = agentPage.getByRole("table", { name: "Leads, highest score first" });
    await expect(table.getByRole("rowheader").first()).toHaveText(seller);

    await agentPage.goto(`/leads/${id}`);
    const card = agentPage.getByRole("region", { name: "Action plans" });
    const run = card.getByRole("listitem").filter({ hasText: planName });
    await expect(run).toContainText("Running");
    await expect(run).toContainText("0 of 2 steps done");
    await expect(run).toContainText("Next: E-mail “Your market this month, {firstName}”, due");
    await run.getByRole("button", { name: `Pause ${planName}` }).click();
    await expect(run).toContainText("Paused (by staff)");
    await expect(run.getByRole("button", { name: `Resume ${planName}` })).toBeVisible();

    // The brief: the software's draft, a summary and a message in the seller's language, sent only on Send.
    await expect(card.getByText("Draft made by software: check it before sending.", { exact: false })).toBeVisible();
    await expect(card.getByTestId("nurture-brief-summary")).toContainText(
      `${seller} wants to sell with an agent. They plan to move in six to twelve months.`,
    );
    await expect(card.getByLabel("Suggested message (in the seller's language)")).toHaveValue(/^Hello Nora,/);
    await expectNoAxeViolations(agentPage, "agent /leads/{id} with its plans and brief");
    await agentPage.setViewportSize(viewports.phone);
    await expectNoAxeViolations(agentPage, "agent /leads/{id} with its plans and brief, phone");
    await context.close();
  } finally {
    await page.request.put("/api/action-plans/settings", { data: before, headers: { origin } });
  }
});
