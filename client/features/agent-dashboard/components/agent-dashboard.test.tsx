import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { type CrmData, startCrmApi } from "../testing/crm-api";
import { agentUser, buildLead, buildReminder } from "../testing/fixtures";
import { AgentDashboard } from "./agent-dashboard";

let api: Awaited<ReturnType<typeof startCrmApi>> | undefined;
afterEach(() => api?.close());

async function renderDashboard(data: Partial<CrmData> = {}) {
  api = await startCrmApi({ user: agentUser, leads: [], reminders: [], ...data });
  renderWithProviders(<AgentDashboard user={agentUser} />, { path: "/dashboard" });
  return api;
}

const leadRequests = () =>
  (api?.requests ?? []).map((r) => `${r.method} ${r.url}`).filter((r) => r.startsWith("GET /api/leads?"));
const counter = (label: string) => screen.getByText(label).parentElement?.querySelector("dd")?.textContent;
const cardNames = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("AgentDashboard", () => {
  it("shows the heading, the four counters and each lead as a card linking to its page", async () => {
    const leads = [buildLead(1, { unit: "4" }), buildLead(2)];
    await renderDashboard({ leads, reminders: [buildReminder(1), buildReminder(2, { completed: true })] });
    expect(screen.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Loading leads...")).toBeInTheDocument();
    const card = await screen.findByRole("link", { name: /Seller 1/ });
    expect(card).toHaveAttribute("href", `/leads/${leads[0]?.id}`);
    expect(within(card).getByText("Cash Offer")).toBeInTheDocument();
    expect(within(card).getByText("1 King St W, Unit 4, Toronto, ON M5H 1A1")).toBeInTheDocument();
    expect(within(card).getByText("Mar 02, 2026")).toBeInTheDocument();
    expect(within(card).getByText("416-555-0101")).toBeInTheDocument();
    expect(within(card).getByText("seller1@example.com")).toBeInTheDocument();
    expect(within(screen.getByRole("link", { name: /Seller 2/ })).getByText("Realtor Service")).toBeInTheDocument();
    await waitFor(() => {
      expect(counter("Total Leads")).toBe("2");
      expect(counter("Cash Offer Leads")).toBe("1");
      expect(counter("Realtor Leads")).toBe("1");
      expect(counter("Open Reminders")).toBe("1");
    });
  });

  it("pages with Previous and Next, disabled at the ends", async () => {
    const user = userEvent.setup();
    await renderDashboard({ leads: Array.from({ length: 25 }, (_, i) => buildLead(i + 1)) });
    expect(await screen.findByText("Showing 1–20 of 25")).toBeInTheDocument();
    expect(cardNames()).toHaveLength(20);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 21–25 of 25")).toBeInTheDocument();
    expect(cardNames()).toEqual(["Seller 21", "Seller 22", "Seller 23", "Seller 24", "Seller 25"]);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&cursor=c20");

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Showing 1–20 of 25")).toBeInTheDocument();
    expect(cardNames()[0]).toBe("Seller 1");
  });

  it("searches on the server after typing stops, from the first page", async () => {
    const user = userEvent.setup();
    await renderDashboard({ leads: Array.from({ length: 25 }, (_, i) => buildLead(i + 1)) });
    await screen.findByText("Showing 1–20 of 25");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 21–25 of 25");
    const before = leadRequests().length;
    await user.type(screen.getByRole("searchbox", { name: "Search leads" }), "Seller 2");
    expect(await screen.findByText("Showing 1–7 of 7")).toBeInTheDocument();
    // Every search starts from the first page, and the last asks for the whole term. (How many searches the
    // typing makes depends on the machine's speed; the debounce itself is tested in use-debounced-value.)
    const searches = leadRequests().slice(before);
    expect(searches.at(-1)).toBe("GET /api/leads?limit=20&q=Seller+2");
    expect(searches.filter((r) => r.includes("cursor="))).toEqual([]);

    await user.clear(screen.getByRole("searchbox", { name: "Search leads" }));
    await user.type(screen.getByRole("searchbox", { name: "Search leads" }), "nobody");
    expect(await screen.findByText("No leads found")).toBeInTheDocument();
  });

  it("filters by tab, and 'View All Reminders' goes back to All Leads", async () => {
    const user = userEvent.setup();
    await renderDashboard({ leads: [buildLead(1), buildLead(2), buildLead(3)] });
    await screen.findByText("Showing 1–3 of 3");
    await user.click(screen.getByRole("tab", { name: "Realtor Services" }));
    expect(await screen.findByText("Showing 1–1 of 1")).toBeInTheDocument();
    expect(cardNames()).toEqual(["Seller 2"]);
    expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&type=realtor");

    await user.click(screen.getByRole("button", { name: "View All Reminders" }));
    expect(screen.getByRole("tab", { name: "All Leads" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Showing 1–3 of 3")).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole("tab", { name: "All Leads" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Cash Offers" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Cash Offers" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: /^Unfinished/ })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Realtor Services" })).toHaveFocus();
  });

  it("lists the 5 soonest open reminders with their lead", async () => {
    const reminders = [6, 3, 1, 5, 2, 4].map((n) => buildReminder(n));
    await renderDashboard({ reminders });
    const list = await screen.findByRole("list", { name: "Upcoming reminders" });
    expect(
      within(list)
        .getAllByText(/^Reminder \d$/)
        .map((el) => el.textContent),
    ).toEqual(["Reminder 1", "Reminder 2", "Reminder 3", "Reminder 4", "Reminder 5"]);
    expect(within(list).getByText(/^Jan 01, 2099 at \d{1,2}:00 (AM|PM)$/)).toBeInTheDocument();
    expect(within(list).getAllByRole("link", { name: "Seller 1" })[0]).toHaveAttribute(
      "href",
      `/leads/${buildLead(1).id}`,
    );
    await waitFor(() => expect(counter("Open Reminders")).toBe("6"));
  });

  it("shows the empty texts", async () => {
    await renderDashboard();
    expect(screen.getByText("Loading reminders...")).toBeInTheDocument();
    expect(await screen.findByText("No leads found")).toBeInTheDocument();
    expect(await screen.findByText("No upcoming reminders")).toBeInTheDocument();
  });
});
