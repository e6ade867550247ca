import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../../contract/constants";
import { renderWithProviders } from "../../../test/render";
import { leadViewKey } from "../hooks/use-lead-view";
import { type CrmData, startCrmApi } from "../testing/crm-api";
import { agentUser, buildLead } from "../testing/fixtures";
import { AgentDashboard } from "./agent-dashboard";

let api: Awaited<ReturnType<typeof startCrmApi>> | undefined;
afterEach(() => {
  api?.close();
  window.localStorage.removeItem(leadViewKey(agentUser.id));
});

async function renderDashboard(data: Partial<CrmData> = {}) {
  api = await startCrmApi({ user: agentUser, leads: [], reminders: [], ...data });
  return renderWithProviders(<AgentDashboard user={agentUser} />, { path: "/dashboard" });
}
const leadRequests = () =>
  (api?.requests ?? []).map((r) => `${r.method} ${r.url}`).filter((r) => r.startsWith("GET /api/leads?"));
const rowNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

/** The loopback API answers slowly on a machine busy with other runs. */
const SLOW = { timeout: 5000 };
const soon = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 3_600_000).toISOString();

describe("Lead table", () => {
  it("shows each lead as a row with stage, source, agent and the next action in words", async () => {
    const user = userEvent.setup();
    await renderDashboard({
      leads: [
        buildLead(1, { waitingSince: past, source: "facebook" }),
        {
          ...buildLead(2, { source: "direct", stage: "contacted" }),
          agentName: "Priya Sharma",
          nextReminder: { title: "Send the market analysis", dueDate: soon },
        },
        {
          ...buildLead(3, { stage: "attempted_contact" }),
          agentName: null,
          nextReminder: { title: "Call back", dueDate: past },
        },
        buildLead(4, { tag: REPRESENTED_TAG, stage: "do_not_contact" }),
        // Assigned and waiting: the agent's call; with a reminder planned, the reminder is the next action.
        { ...buildLead(5, { waitingSince: past, agentId: 7 }), agentName: "Priya Sharma" },
        {
          ...buildLead(6, { waitingSince: past, agentId: 7 }),
          agentName: "Priya Sharma",
          nextReminder: { title: "Call at lunch", dueDate: soon },
        },
      ] as CrmData["leads"],
    });
    await screen.findByText("Showing 1–6 of 6", {}, SLOW);
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Table", pressed: false }));
    const table = screen.getByRole("table", { name: "Leads, newest first" });
    expect(screen.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Stage", "Source", "Created", "Waiting", "Agent", "Score", "Next action"]);
    expect(rowNames()).toEqual(["Seller 1", "Seller 2", "Seller 3", "Seller 4", "Seller 5", "Seller 6"]);
    const cells = (n: number) =>
      within(within(table).getAllByRole("row")[n] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(1)).toEqual([
      "Stage: New",
      "facebook",
      "Mar 02, 2026",
      expect.stringMatching(/^Waiting 1 h 0\d min$/),
      "Not assigned",
      "—",
      // Nobody has it: not anyone's call yet (and not "waiting to be claimed" either).
      "Needs an agent",
    ]);
    expect(cells(5)[6]).toBe("Call now");
    expect(cells(6)[6]).toMatch(/^Call at lunch, /);
    expect(cells(2).slice(0, 2)).toEqual(["Stage: Contacted", "Direct visit"]);
    expect(cells(2)[4]).toBe("Priya Sharma");
    expect(cells(2)[6]).toMatch(/^Send the market analysis, /);
    expect(cells(3)[6]).toMatch(/^Overdue: Call back, /);
    // Do not contact is the stage, printed as every stage is; nothing to do next.
    expect(cells(4)).toEqual([
      "Stage: Do not contact",
      "Unknown",
      "Mar 02, 2026",
      "—",
      "Not assigned",
      "—",
      "Nothing planned",
    ]);
    expect(within(table).getByRole("link", { name: "Seller 1" })).toHaveAttribute("href", `/leads/${buildLead(1).id}`);
  });

  it("sorts on the server from its column headers, with aria-sort, from the first page", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(leadViewKey(agentUser.id), "table");
    await renderDashboard({ leads: Array.from({ length: 25 }, (_, i) => buildLead(i + 1)) });
    await screen.findByText("Showing 1–20 of 25", {}, SLOW);
    const created = () => screen.getByRole("columnheader", { name: /Created/ });
    expect(created()).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: /Waiting/ })).not.toHaveAttribute("aria-sort");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 21–25 of 25", {}, SLOW);

    await user.click(within(created()).getByRole("button"));
    await screen.findByText("Showing 1–20 of 25", {}, SLOW);
    expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&sort=created");
    expect(created()).toHaveAttribute("aria-sort", "ascending");
    expect(rowNames()[0]).toBe("Seller 25");
    expect(screen.getByRole("table", { name: "Leads, oldest first" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Waiting" }));
    await waitFor(() => expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&sort=-waiting"), SLOW);
    expect(screen.getByRole("columnheader", { name: /Waiting/ })).toHaveAttribute("aria-sort", "descending");
    expect(created()).not.toHaveAttribute("aria-sort");
    await user.click(screen.getByRole("button", { name: "Waiting" }));
    await waitFor(() => expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&sort=waiting"), SLOW);
    await user.click(screen.getByRole("button", { name: "Stage" }));
    await waitFor(() => expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&sort=stage"), SLOW);
    await user.click(screen.getByRole("button", { name: "Agent" }));
    await waitFor(() => expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&sort=agent"), SLOW);
  });

  it("remembers the view per user in this browser", async () => {
    const user = userEvent.setup();
    const first = await renderDashboard({ leads: [buildLead(1)] });
    await screen.findByText("Showing 1–1 of 1", {}, SLOW);
    await user.click(screen.getByRole("button", { name: "Table" }));
    expect(window.localStorage.getItem(leadViewKey(agentUser.id))).toBe("table");
    first.unmount();
    api?.close();
    await renderDashboard({ leads: [buildLead(1)] });
    expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
    expect(window.localStorage.getItem(leadViewKey(agentUser.id + 1))).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cards" }));
    expect(screen.queryByRole("table")).toBeNull();
    expect(window.localStorage.getItem(leadViewKey(agentUser.id))).toBe("cards");
  });

  it("names an unfinished lead by what we know, and moves focus to the list's heading on paging", async () => {
    const user = userEvent.setup();
    const partial = {
      status: "Partial",
      email: null,
      phone: null,
      fullName: null,
      address: null,
      city: null,
      province: null,
      postalCode: null,
    } as const;
    await renderDashboard({
      leads: [
        buildLead(1, { ...partial, topics: ["Pricing Strategy"], movingTimeframe: "within3months" }),
        buildLead(2, { ...partial, variant: "four-card" }),
        buildLead(3, partial),
        ...Array.from({ length: 20 }, (_, i) => buildLead(i + 4, partial)),
      ],
    });
    await user.click(await screen.findByRole("tab", { name: /Unfinished/ }, SLOW));
    await screen.findByText("Showing 1–20 of 23", {}, SLOW);
    const names = within(screen.getByRole("tabpanel"))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names.slice(0, 3)).toEqual([
      "Questionnaire, Pricing Strategy, Within 3 months",
      "Sell with agent form",
      "Unnamed lead",
    ]);
    const card = screen.getByRole("link", { name: /Questionnaire, Pricing Strategy/ });
    expect(within(card).getByText("No contact details yet")).toBeInTheDocument();
    expect(within(card).queryByText("—")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 21–23 of 23", {}, SLOW);
    expect(screen.getByRole("heading", { level: 2, name: "Leads" })).toHaveFocus();
  });
});
