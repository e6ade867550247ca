import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../../contract/constants";
import { renderWithProviders } from "../../../test/render";
import { type CrmData, startCrmApi } from "../testing/crm-api";
import { agentUser, buildLead } from "../testing/fixtures";
import { AgentDashboard } from "./agent-dashboard";

// docs/accessibility.md: the Unfinished view, the Do Not Contact badge and the dashboard's state in its URL.
let api: Awaited<ReturnType<typeof startCrmApi>> | undefined;
afterEach(() => {
  api?.close();
  sessionStorage.clear();
});

async function renderDashboard(data: Partial<CrmData> = {}, path = "/dashboard") {
  api = await startCrmApi({ user: agentUser, leads: [], reminders: [], ...data });
  return renderWithProviders(<AgentDashboard user={agentUser} />, { path });
}

const leadRequests = () =>
  (api?.requests ?? []).map((r) => `${r.method} ${r.url}`).filter((r) => r.startsWith("GET /api/leads?"));
const counter = (label: string) => screen.getByText(label).parentElement?.querySelector("dd")?.textContent;
const cardNames = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
/** An abandoned partial: no e-mail, no phone. */
const partial = (n: number) => buildLead(n, { status: "Partial", email: null, phone: null, fullName: null });

describe("AgentDashboard lists", () => {
  it("keeps abandoned partials out of All Leads and the counters, in an Unfinished tab with its count", async () => {
    const user = userEvent.setup();
    await renderDashboard({ leads: [buildLead(1), partial(2), buildLead(3), partial(4), partial(5)] });
    await screen.findByText("Showing 1–2 of 2");
    expect(cardNames()).toEqual(["Seller 1", "Seller 3"]);
    await waitFor(() => expect(counter("Total Leads")).toBe("2"));
    expect(counter("Cash Offer Leads")).toBe("2");
    const tab = screen.getByRole("tab", { name: "Unfinished 3" });

    await user.click(tab);
    expect(await screen.findByText("Showing 1–3 of 3")).toBeInTheDocument();
    expect(cardNames()).toEqual(["Unnamed lead", "Unnamed lead", "Unnamed lead"]);
    expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&view=unfinished");
    expect(tab).toHaveAttribute("aria-selected", "true");
  });

  it("shows a Do Not Contact badge on a represented seller's card only", async () => {
    await renderDashboard({
      leads: [buildLead(1, { tag: REPRESENTED_TAG, stage: "do_not_contact" }), buildLead(2)],
    });
    const represented = await screen.findByRole("link", { name: /Seller 1/ });
    expect(within(represented).getByText("Do Not Contact")).toBeInTheDocument();
    expect(within(screen.getByRole("link", { name: /Seller 2/ })).queryByText("Do Not Contact")).toBeNull();
  });

  it("says 1,000+ when the server stopped counting, and ≈ before estimated counters", async () => {
    const leads = Array.from({ length: 30 }, (_, i) => buildLead(i + 1));
    await renderDashboard({ leads, countCap: 25, estimated: true });
    expect(await screen.findByText("Showing 1–20 of 25+")).toBeInTheDocument();
    await waitFor(() => expect(counter("Total Leads")).toBe("≈ 30"));
    expect(counter("Cash Offer Leads")).toBe("≈ 15");
  });

  it("writes tab, search and page into the URL and restores them from it", async () => {
    const user = userEvent.setup();
    // 30 cash leads, 25 of them named Seller: each step shows a different total.
    const leads = Array.from({ length: 60 }, (_, i) =>
      buildLead(i + 1, { fullName: `${i < 50 ? "Seller" : "Other"} ${i + 1}` }),
    );
    const first = await renderDashboard({ leads });
    await screen.findByText("Showing 1–20 of 60");
    await user.click(screen.getByRole("tab", { name: "Cash Offers" }));
    await screen.findByText("Showing 1–20 of 30");
    await user.type(screen.getByRole("searchbox", { name: "Search leads" }), "Seller");
    // On a slow machine a pause mid-word searches 'Sel' first (same total): page on once 'Seller' is asked.
    await waitFor(() => expect(leadRequests().at(-1)).toBe("GET /api/leads?limit=20&q=Seller&type=cash"));
    expect(await screen.findByText("Showing 1–20 of 25")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 21–25 of 25")).toBeInTheDocument();
    const url = first.location.history?.at(-1) ?? "";
    expect(url).toBe("/dashboard?tab=cash&q=Seller&page=c20");
    expect(sessionStorage.getItem("dashboard-return")).toBe("tab=cash&q=Seller&page=c20");
    first.unmount();
    api?.close();

    // Coming back (a new mount at that URL) shows the same tab, search and page.
    await renderDashboard({ leads }, url);
    expect(await screen.findByText("Showing 21–25 of 25")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Cash Offers" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("searchbox", { name: "Search leads" })).toHaveValue("Seller");
    expect(cardNames()).toEqual(["Seller 41", "Seller 43", "Seller 45", "Seller 47", "Seller 49"]);
    expect(leadRequests()[0]).toBe("GET /api/leads?limit=20&q=Seller&type=cash&cursor=c20");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Showing 1–20 of 25")).toBeInTheDocument();
  });

  it("ignores an unknown tab in the URL", async () => {
    await renderDashboard({ leads: [buildLead(1)] }, "/dashboard?tab=bogus&page=%3Cscript%3E");
    expect(await screen.findByText("Showing 1–1 of 1")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All Leads" })).toHaveAttribute("aria-selected", "true");
    expect(leadRequests()[0]).toBe("GET /api/leads?limit=20");
  });
});
