import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadStory } from "../../../../contract/lead-story";
import { createI18n } from "../../../i18n/i18n";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildLead, buildNote, buildReminder, buildUser, LEAD_ID } from "../testing/lead-fixture";
import { LeadDetailPage } from "./lead-detail-page";

const base = `/api/leads/${LEAD_ID}`;
const emptyStory: LeadStory = {
  attribution: { source: null, medium: null, campaign: null, term: null, content: null, referrer: null },
  questionnaire: {
    topic: null,
    movingTimeline: null,
    movingReason: null,
    movingLocation: null,
    hasSoldBefore: null,
    hasRealtor: null,
  },
  guides: [],
  emails: [],
};
const routes = (overrides: LoopbackRoutes = {}): LoopbackRoutes => ({
  "GET /api/user": { json: buildUser() },
  [`GET ${base}`]: { json: buildLead() },
  [`GET ${base}/notes`]: { json: [buildNote()] },
  [`GET ${base}/reminders`]: { json: [buildReminder()] },
  [`GET ${base}/history`]: { json: [] },
  [`GET ${base}/story`]: { json: emptyStory },
  ...overrides,
});

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.setRoutes(routes());
  api.requests.length = 0;
});

const writes = () => api.requests.filter((r) => r.method !== "GET");
const renderPage = () => renderWithProviders(<LeadDetailPage id={LEAD_ID} />, { path: `/leads/${LEAD_ID}` });
const leadCard = () => screen.getByRole("region", { name: "Lead Information" });

describe("LeadDetailPage", () => {
  it("shows the lead with its badge, submission date and notes", async () => {
    renderPage();
    expect(screen.getByText("Loading lead details...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Jane Seller" })).toBeInTheDocument();
    expect(screen.getByText("Cash Offer")).toBeInTheDocument();
    expect(within(leadCard()).getByText(/^Submitted on Mar 02, 2026/)).toBeInTheDocument();
    // The note shows in the Notes tab (the Timeline tab, hidden, has it too).
    const notes = screen.getByRole("tabpanel", { name: "Notes" });
    expect(await within(notes).findByText("Called, left a message")).toBeInTheDocument();
    const byline = /^By: Priya Sharma • Mar 03, 2026 at \d{1,2}:30 (AM|PM)$/;
    expect(
      within(notes).getByText((_, el) => el?.tagName === "P" && byline.test(el.textContent ?? "")),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("says when the seller chose French pages, so the agent calls in French", async () => {
    api.setRoutes(routes({ [`GET ${base}`]: { json: buildLead({ locale: "fr-CA" }) } }));
    renderPage();
    expect(
      await within(await screen.findByRole("region", { name: "Lead Information" })).findByText("Language: French"),
    ).toBeInTheDocument();
  });

  it("shows no language note for an English lead", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Jane Seller" });
    expect(screen.queryByText("Language: French")).not.toBeInTheDocument();
  });

  it("shows 'Lead not found' with a way back for a missing lead", async () => {
    api.setRoutes(routes({ [`GET ${base}`]: { status: 404, json: { message: "Lead not found", code: "not_found" } } }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Lead not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeInTheDocument();
  });

  it("saves only the changed field, then leaves edit mode with 'Lead updated'", async () => {
    const user = userEvent.setup();
    api.setRoutes(routes({ [`PATCH ${base}`]: (body) => ({ json: { ...buildLead(), ...(body as object) } }) }));
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Lead" }));
    await user.clear(screen.getByLabelText("Full Name"));
    await user.type(screen.getByLabelText("Full Name"), "Jane Q. Seller");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Lead updated")).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "PATCH", url: base, body: { fullName: "Jane Q. Seller" } }]);
    expect(screen.getByRole("heading", { level: 1, name: "Jane Q. Seller" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Lead" })).toBeInTheDocument();
  });

  it("keeps the draft and shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    api.setRoutes(
      routes({
        [`PATCH ${base}`]: {
          status: 400,
          json: { message: "Unknown agent", code: "validation_error", reason: "unknown_agent", params: {} },
        },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Lead" }));
    await user.type(screen.getByLabelText("City"), " East");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Unknown agent")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveValue("Toronto East");
  });

  it("words the failed save's toast from the error's code on a French screen, whatever its English says", async () => {
    const user = userEvent.setup();
    api.setRoutes(
      routes({
        "GET /api/user": { json: buildUser({ locale: "fr-CA" }) },
        [`PATCH ${base}`]: {
          status: 400,
          json: { message: "That agent went away", code: "validation_error", reason: "unknown_agent", params: {} },
        },
      }),
    );
    renderWithProviders(<LeadDetailPage id={LEAD_ID} />, {
      path: `/leads/${LEAD_ID}`,
      i18n: await createI18n("fr-CA"),
    });
    await user.click(await screen.findByRole("button", { name: "Modifier le prospect" }));
    await user.type(screen.getByLabelText("Ville"), " Est");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Erreur")).toBeInTheDocument();
    expect(screen.getByText("Agent inconnu")).toBeInTheDocument();
    expect(screen.queryByText(/went away/)).not.toBeInTheDocument();
  });

  it("discards the draft on Cancel without a call", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Lead" }));
    await user.type(screen.getByLabelText("Full Name"), " Jr");
    await user.click(within(leadCard()).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 1, name: "Jane Seller" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("asks before deleting a note, and deletes only on confirmation", async () => {
    const user = userEvent.setup();
    api.setRoutes(routes({ "DELETE /api/notes/1": { status: 204 } }));
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete note" }));
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure you want to delete this note?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete note" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Note deleted")).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "DELETE", url: "/api/notes/1", body: undefined }]);
    await waitFor(() => expect(screen.queryByText("Called, left a message")).not.toBeInTheDocument());
  });

  it("completes a reminder with the checkbox and strikes it through", async () => {
    const user = userEvent.setup();
    let stored = buildReminder();
    api.setRoutes(
      routes({
        [`GET ${base}/reminders`]: () => ({ json: [stored] }),
        "PATCH /api/reminders/1": (body) => {
          stored = { ...stored, ...(body as object) };
          return { json: stored };
        },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole("tab", { name: "Reminders" }));
    const checkbox = await screen.findByRole("checkbox", { name: "Call back" });
    await user.click(checkbox);
    expect(await screen.findByText("Reminder updated")).toBeInTheDocument();
    expect(checkbox).toBeChecked();
    expect(screen.getByText("Call back")).toHaveClass("line-through");
    expect(writes()).toEqual([{ method: "PATCH", url: "/api/reminders/1", body: { completed: true } }]);
  });

  it("lets a manager assign and reassign the lead from its page, as the Leads tab does; an agent sees no control", async () => {
    const agents = [
      { id: 3, fullName: "Priya Sharma", email: "priya@example.com", isActive: true, role: "agent" },
      { id: 4, fullName: "Marc Roy", email: "marc@example.com", isActive: true, role: "agent" },
      { id: 5, fullName: "Old Timer", email: "old@example.com", isActive: false, role: "agent" },
    ];
    let stored = buildLead({ agentId: 3 });
    api.setRoutes(
      routes({
        "GET /api/user": { json: buildUser({ id: 9, role: "manager" }) },
        "GET /api/admin/agents": { json: agents },
        [`GET ${base}`]: () => ({ json: stored }),
        [`PATCH ${base}`]: (body) => {
          stored = { ...stored, agentId: (body as { agentId: number | null }).agentId };
          return { json: stored };
        },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const select = await screen.findByRole("combobox", { name: "Assigned agent" });
    await waitFor(() => expect(select).toHaveDisplayValue("Priya Sharma"));
    expect(within(select).queryByRole("option", { name: /Old Timer/ })).toBeNull();
    await user.selectOptions(select, "Marc Roy");
    expect(await screen.findByText("Lead updated")).toBeVisible();
    expect(writes()).toEqual([{ method: "PATCH", url: base, body: { agentId: 4 } }]);
    await waitFor(() => expect(select).toHaveDisplayValue("Marc Roy"));
  });

  it("shows no assign control to an agent", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Jane Seller" });
    expect(screen.queryByRole("combobox", { name: "Assigned agent" })).toBeNull();
  });
});
