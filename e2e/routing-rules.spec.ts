import type { APIRequestContext, Page } from "@playwright/test";
import type { Agent, HistoryEntry } from "../contract/crm";
import type { StaffLead } from "../contract/leads";
import type { RoutingRulesList } from "../contract/routing-rules";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";
import { unique } from "./support/leads";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Admin sidebar" });
const json = { origin: "" };

/** Two pools of one demo agent each, made through the API (the pools tab has its own test). */
async function makePool(request: APIRequestContext, baseURL: string, name: string, agent: string) {
  const agents = (await (await request.get("/api/admin/agents")).json()) as Agent[];
  const member = agents.find((a) => a.fullName === agent);
  expect(member, agent).toBeDefined();
  const res = await request.post("/api/admin/pools", {
    data: { name, leadType: "any", memberIds: [member?.id] },
    headers: { ...json, origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Fills the rule form: name, pool, then whatever `fill` sets. */
async function addRule(
  page: Page,
  name: string,
  pool: string,
  fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.getByRole("button", { name: "Add a rule" }).click();
  const form = page.getByRole("form", { name: "New rule" });
  await form.getByLabel("Rule name").fill(name);
  await form.getByLabel("Pool").selectOption({ label: pool });
  await fill(form);
  await form.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("Rule added", { exact: true }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
}

test("admins order rules with a catch-all, test a lead, and a real lead lands with the rule's pool", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // a whole lead flow and axe at two sizes on a shared two-core machine
  const u = unique();
  const [quebecPool, campaignPool] = [`Québec ${u}`, `Campaign ${u}`];
  const [quebecRule, campaignRule, catchAll] = [`Quebec French ${u}`, `Spring campaign ${u}`, `Everyone else ${u}`];
  const campaign = `spring-${u}`;
  await page.setViewportSize(viewports.desktop);
  await signIn(page, "admin@demo.test");
  const origin = baseURL ?? "";
  const poolIds = [
    await makePool(page.request, origin, quebecPool, "Marcus Chen"),
    await makePool(page.request, origin, campaignPool, "Priya Sharma"),
  ];
  try {
    await sidebar(page).getByRole("link", { name: "Routing Rules", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=routing-rules$/);
    await expect(page.getByRole("heading", { level: 2, name: "Routing Rules" })).toBeVisible();

    await addRule(page, catchAll, quebecPool, async () => {});
    await addRule(page, quebecRule, quebecPool, async (form) => {
      await form.getByRole("group", { name: "Province" }).getByLabel("QC").check();
      await form.getByRole("group", { name: "Seller's language" }).getByLabel("French").check();
    });
    await addRule(page, campaignRule, campaignPool, async (form) => {
      await form.getByLabel("UTM campaign").fill(campaign);
    });
    const list = page.getByRole("list", { name: "Rules, in the order they are checked" });
    const headings = list.getByRole("heading", { level: 4 });
    await expect(headings).toHaveText([`1. ${quebecRule}`, `2. ${campaignRule}`, `3. ${catchAll}`]);

    // The keyboard moves the campaign rule to the top; the catch-all stays last.
    await list.getByRole("button", { name: `Move ${campaignRule} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(headings).toHaveText([`1. ${campaignRule}`, `2. ${quebecRule}`, `3. ${catchAll}`]);
    await expect(list.getByRole("button", { name: `Move ${campaignRule} down` })).toBeFocused();
    await expect(list.getByRole("button", { name: `Move ${catchAll} up` })).toHaveCount(0);

    // Test a lead: a French seller in Quebec hits the Quebec rule; an English one falls to the catch-all.
    const box = page.getByRole("region", { name: "Test a lead" });
    await box.getByLabel("Seller's language").selectOption({ label: "French" });
    await box.getByLabel("Province").selectOption("QC");
    await box.getByRole("button", { name: "Test" }).click();
    await expect(box.getByRole("status")).toContainText(
      `Rule “${quebecRule}” matches: the lead goes to the ${quebecPool} pool.`,
    );
    await box.getByLabel("Seller's language").selectOption({ label: "English" });
    await box.getByRole("button", { name: "Test" }).click();
    await expect(box.getByRole("status")).toContainText(
      `Rule “${catchAll}” matches: the lead goes to the ${quebecPool} pool.`,
    );
    await expectNoAxeViolations(page, "the Routing rules tab (desktop)");

    await page.setViewportSize(viewports.phone);
    await page.reload();
    await expect(list.getByRole("heading", { level: 4 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await expectNoAxeViolations(page, "the Routing rules tab (phone)");
    await page.setViewportSize(viewports.desktop);

    // A visitor from the campaign goes through the two-step lead flow: the campaign rule picks the pool.
    const visitor = await browser.newContext({ baseURL: origin });
    const flow = await visitor.newPage();
    await flow.goto(`/lead-flow/realtor?variant=two-step&utm_source=newsletter&utm_campaign=${campaign}`);
    await flow.getByLabel("Property address").fill("12 Elm Street, Toronto, ON");
    await flow.getByLabel("Main reason for selling").selectOption("downsizing");
    await flow.getByRole("button", { name: "Continue" }).click();
    await flow.getByLabel("Full name").fill(`Routed Seller ${u}`);
    await flow.getByLabel("Email").fill(`routed.${u}@example.com`);
    await flow.getByLabel("Phone").fill("416-555-0199");
    const submitted = flow.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/leads",
    );
    await flow.getByRole("button", { name: "Submit" }).click();
    const { id } = (await (await submitted).json()) as { id: string };
    await visitor.close();

    const lead = (await (await page.request.get(`/api/leads/${id}`)).json()) as StaffLead & { agentName?: string };
    const agents = (await (await page.request.get("/api/admin/agents")).json()) as Agent[];
    expect(agents.find((a) => a.id === lead.agentId)?.fullName).toBe("Priya Sharma");
    const history = (await (await page.request.get(`/api/leads/${id}/history`)).json()) as HistoryEntry[];
    expect(history.filter((h) => h.code === "routing_rule").map((h) => h.params)).toEqual([
      { rule: campaignRule, pool: campaignPool },
    ]);
    // The lead page's timeline words the routing decision.
    await page.goto(`/leads/${id}`);
    await page.getByRole("tab", { name: "Timeline" }).click();
    await expect(
      page
        .getByRole("list", { name: "Timeline" })
        .getByText(`Routing rule “${campaignRule}” chose the ${campaignPool} pool`),
    ).toBeVisible();
  } finally {
    // Other tests on this worker's server expect leads to be dealt as without rules.
    const { rules } = (await (await page.request.get("/api/admin/routing-rules")).json()) as RoutingRulesList;
    for (const rule of rules.filter((r) => r.name.endsWith(u))) {
      await page.request.delete(`/api/admin/routing-rules/${rule.id}`, { headers: { origin } });
    }
    for (const id of poolIds) await page.request.delete(`/api/admin/pools/${id}`, { headers: { origin } });
  }
});
