import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { pools, rule, rulesList } from "../testing/fixtures";
import { RoutingRulesTab } from "./routing-rules-tab";

// Two cores shared by many jsdom workers: a loopback round trip may take more than a second.
configure({ asyncUtilTimeout: 5000 });

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const routes = {
  "GET /api/admin/routing-rules": { json: rulesList },
  "GET /api/admin/pools": { json: pools },
};
beforeEach(async () => {
  api = await startLoopbackApi(routes);
});
afterEach(() => api.close());

const items = async () => within(await screen.findByRole("list", { name: "Rules, in the order they are checked" }));
const [quebec, afterHours, everyone] = rulesList.rules as [
  (typeof rulesList.rules)[0],
  (typeof rulesList.rules)[0],
  (typeof rulesList.rules)[0],
];

describe("RoutingRulesTab", () => {
  it("lists the rules in order with their conditions, the paused one marked and the catch-all last", async () => {
    renderWithProviders(<RoutingRulesTab isAdmin />);
    const list = await items();
    const rows = list.getAllByRole("listitem").filter((li) => li.parentElement?.tagName === "OL");
    expect(rows.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "1. Quebec French",
      "2. After hours",
      "3. Everyone else",
    ]);
    expect(rows[0]).toHaveTextContent("to the Francophone pool");
    expect(rows[0]).toHaveTextContent("Seller's language: French");
    expect(rows[0]).toHaveTextContent("Province: QC");
    expect(rows[1]).toHaveTextContent("Day of week: Sat, Sun");
    expect(rows[1]).toHaveTextContent("Time of day: 6:00 PM to 8:00 AM");
    expect(within(rows[1] as HTMLElement).getByText("Paused")).toBeVisible();
    expect(rows[2]).toHaveTextContent("Catch-all: every other lead");
    // The catch-all cannot be moved; the first rule cannot go up, the last movable one cannot go down.
    expect(list.queryByRole("button", { name: "Move Everyone else up" })).toBeNull();
    expect(list.getByRole("button", { name: "Move Quebec French up" })).toBeDisabled();
    expect(list.getByRole("button", { name: "Move After hours down" })).toBeDisabled();
    expect(screen.getByLabelText("Brokerage time zone")).toHaveValue("America/Toronto");
  });

  it("moves a rule down with the keyboard, saves the whole order and keeps the focus on the rule", async () => {
    const moved = { ...rulesList, rules: [afterHours, quebec, everyone] };
    api.setRoutes({ ...routes, "PUT /api/admin/routing-rules/order": { json: moved } });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    const down = (await items()).getByRole("button", { name: "Move Quebec French down" });
    down.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Order saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ ids: [12, 11, 13] });
    const headings = (await items()).getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual(["1. After hours", "2. Quebec French", "3. Everyone else"]);
    // Now last before the catch-all, its Down button is disabled: the focus moved to its Up button.
    expect(screen.getByRole("button", { name: "Move Quebec French up" })).toHaveFocus();
  });

  it("says why a rule cannot be saved, then adds it with only the conditions chosen", async () => {
    const created = rule({
      id: 14,
      name: "Downtown",
      poolId: 2,
      poolName: "Night",
      conditions: { postalPrefixes: ["M5V"] },
    });
    api.setRoutes({
      ...routes,
      "POST /api/admin/routing-rules": { status: 201, json: created },
    });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    await user.click(await screen.findByRole("button", { name: "Add a rule" }));
    const form = screen.getByRole("form", { name: "New rule" });
    await user.type(within(form).getByLabelText("Postal-code prefix"), "M5V, Z9");
    await user.type(within(form).getByLabelText("From"), "09:00");
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(within(form).getByText("Give the rule a name.")).toBeVisible();
    expect(within(form).getByText("Choose the pool the rule sends leads to.")).toBeVisible();
    expect(within(form).getByText("Use the start of a Canadian postal code, such as M5V or K1A 0.")).toBeVisible();
    expect(within(form).getByText("Give both a start and an end time, or neither.")).toBeVisible();
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);

    await user.type(within(form).getByLabelText("Rule name"), "Downtown");
    await user.selectOptions(within(form).getByLabelText("Pool"), "Night");
    await user.clear(within(form).getByLabelText("Postal-code prefix"));
    await user.type(within(form).getByLabelText("Postal-code prefix"), "m5v 3, M5V 3");
    await user.clear(within(form).getByLabelText("From"));
    await user.click(
      within(within(form).getByRole("group", { name: "Lead type" })).getByLabelText("Sell with an agent"),
    );
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Rule added")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Downtown",
      poolId: 2,
      isActive: true,
      conditions: { leadTypes: ["realtor"], postalPrefixes: ["M5V3"] },
    });
  });

  it("shows the server's refusal of a second catch-all in the reader's words", async () => {
    api.setRoutes({
      ...routes,
      "POST /api/admin/routing-rules": {
        status: 409,
        json: {
          message: "There is already a catch-all rule",
          code: "conflict",
          reason: "routing_catch_all_exists",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    await user.click(await screen.findByRole("button", { name: "Add a rule" }));
    const form = screen.getByRole("form", { name: "New rule" });
    await user.type(within(form).getByLabelText("Rule name"), "Everyone");
    await user.selectOptions(within(form).getByLabelText("Pool"), "General");
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(
      await screen.findByText(
        "There is already a catch-all rule (a rule with no condition): edit it, or give this rule a condition.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("form", { name: "New rule" })).toBeVisible();
  });

  it("edits a rule with its conditions filled in, and sends the whole rule back", async () => {
    api.setRoutes({
      ...routes,
      "PUT /api/admin/routing-rules/12": (body) => ({ json: { ...afterHours, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    await user.click((await items()).getByRole("button", { name: "Edit After hours" }));
    const form = screen.getByRole("form", { name: "Edit After hours" });
    expect(within(form).getByLabelText("Rule name")).toHaveValue("After hours");
    expect(within(form).getByLabelText("Pool")).toHaveValue("2");
    expect(within(form).getByLabelText("Active (checked for new leads)")).not.toBeChecked();
    expect(within(within(form).getByRole("group", { name: "Day of week" })).getByLabelText("Sat")).toBeChecked();
    expect(within(form).getByLabelText("From")).toHaveValue("18:00");
    await user.click(within(form).getByLabelText("Active (checked for new leads)"));
    await user.click(within(within(form).getByRole("group", { name: "Day of week" })).getByLabelText("Fri"));
    await user.click(within(form).getByRole("button", { name: "Save rule" }));
    expect(await screen.findByText("Rule saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      name: "After hours",
      poolId: 2,
      isActive: true,
      conditions: { days: ["fri", "sat", "sun"], timeOfDay: { from: "18:00", to: "08:00" } },
    });
  });

  it("deletes a rule only after confirmation", async () => {
    api.setRoutes({ ...routes, "DELETE /api/admin/routing-rules/12": { status: 204 } });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    await user.click((await items()).getByRole("button", { name: "Delete After hours" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the rule “After hours”?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete After hours" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete rule" }));
    expect(await screen.findByText("Rule deleted")).toBeVisible();
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      "/api/admin/routing-rules/12",
    ]);
  });

  it("tests a sample lead and says which rule and pool it hits, and when it was read", async () => {
    api.setRoutes({
      ...routes,
      "POST /api/admin/routing-rules/test": {
        json: {
          rule: { id: 11, name: "Quebec French" },
          pool: { id: 1, name: "Francophone" },
          dealt: {
            pool: { id: 1, name: "Francophone" },
            mode: "round_robin",
            agent: { id: 5, name: "Chloé Agent" },
            members: 2,
          },
          day: "wed",
          time: "14:30",
          timeZone: "America/Toronto",
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RoutingRulesTab isAdmin />);
    const box = within(await screen.findByRole("region", { name: "Test a lead" }));
    await user.selectOptions(box.getByLabelText("Seller's language"), "French");
    await user.selectOptions(box.getByLabelText("Province"), "QC");
    await user.type(box.getByLabelText("City"), "Montréal");
    await user.click(box.getByRole("button", { name: "Test" }));
    expect(await box.findByText("Rule “Quebec French” matches: the lead goes to the Francophone pool.")).toBeVisible();
    expect(box.getByText("Chloé Agent is dealt it next.")).toBeVisible();
    expect(box.getByText("Read on Wed at 2:30 PM (America/Toronto).")).toBeVisible();
    expect(api.requests.find((r) => r.url === "/api/admin/routing-rules/test")?.body).toEqual({
      type: "realtor",
      flow: "lead-flow",
      variant: null,
      source: null,
      utmCampaign: null,
      language: "fr-CA",
      province: "QC",
      city: "Montréal",
      postalCode: null,
      timeline: null,
    });
  });

  it("lets a manager read and test, but not change, the rules", async () => {
    renderWithProviders(<RoutingRulesTab isAdmin={false} />);
    const list = await items();
    expect(list.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a rule" })).toBeNull();
    expect(screen.getByText("Only an admin can change the rules.")).toBeVisible();
    expect(screen.getByText("Day and time conditions are read in the America/Toronto time zone.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Test" })).toBeEnabled();
  });

  it("reads in French", async () => {
    const french = await createI18n("fr-CA");
    renderWithProviders(<RoutingRulesTab isAdmin />, { i18n: french });
    const list = within(await screen.findByRole("list", { name: "Règles, dans l’ordre où elles sont vérifiées" }));
    expect(list.getByText("Par défaut : tous les autres prospects")).toBeVisible();
    expect(list.getByText("Jour de la semaine : sam., dim.")).toBeVisible();
    expect(list.getByRole("button", { name: "Descendre Quebec French" })).toBeEnabled();
  });

  it("refuses an unknown time zone beside the field, in English and French, without asking the server", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<RoutingRulesTab isAdmin />);
    const field = await screen.findByLabelText("Brokerage time zone");
    await user.clear(field);
    await user.type(field, "Mars/Olympus");
    await user.click(screen.getByRole("button", { name: "Save time zone" }));
    expect(await screen.findByText("Unknown time zone: use an IANA name such as America/Toronto")).toBeVisible();
    expect(api.requests.some((r) => r.url === "/api/admin/routing-rules/time-zone")).toBe(false);
    unmount();

    renderWithProviders(<RoutingRulesTab isAdmin />, { i18n: await createI18n("fr-CA") });
    const champ = await screen.findByLabelText("Fuseau horaire du courtage");
    await user.clear(champ);
    await user.type(champ, "Mars/Olympus");
    await user.click(screen.getByRole("button", { name: "Enregistrer le fuseau horaire" }));
    expect(
      await screen.findByText("Fuseau horaire inconnu : utilisez un nom IANA comme America/Toronto"),
    ).toBeVisible();
  });
});
