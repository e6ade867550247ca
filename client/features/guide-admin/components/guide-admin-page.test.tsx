import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testSection, testTopics } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { allowSlowRoundTrips } from "../test/slow-machine";
import { GuideAdminPage } from "./guide-admin-page";

allowSlowRoundTrips();
afterEach(dismissOpenToast);

const topics = testTopics.slice(0, 3); // Staging My Home, Repair Checklist, Value-Enhancing Upgrades
const neutral = testSection(1, 0, { title: "Neutral Colours", content: "<p>Paint walls a <b>soft GREY</b>.</p>" });
const lighting = testSection(1, 1, { title: "Lighting", content: "<p>Open the curtains.</p>" });
const roof = testSection(2, 0, { title: "Roof", content: "<p>Check the shingles.</p>" });
const gutters = testSection(2, 1, { title: "Gutters", content: "<p>Clear the leaves; mind the grey paint.</p>" });

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes({
    "GET /api/guides/topics": { json: topics },
    "GET /api/guides/topics/1/sections": { json: [neutral, lighting] },
    "GET /api/guides/topics/2/sections": { json: [roof, gutters] },
    "GET /api/guides/topics/3/sections": { json: [] },
    [`DELETE /api/guides/sections/${roof.id}`]: { status: 204 },
  });
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderPage() {
  const view = renderWithProviders(<GuideAdminPage />, { path: "/guide-admin" });
  const card = await screen.findByRole("article", { name: "Repair Checklist" });
  expect(await within(card).findByText("2 sections")).toBeInTheDocument();
  return view;
}

const resultTitles = () =>
  within(screen.getByRole("region", { name: "Search results" }))
    .queryAllByRole("button")
    .filter((b) => b.textContent !== "Clear search")
    .map((b) => b.querySelector("span span")?.textContent);

describe("GuideAdminPage", () => {
  it("lists the guides with slug, description and section count", async () => {
    await renderPage();
    const card = screen.getByRole("article", { name: "Repair Checklist" });
    expect(card).toHaveTextContent("/guides/repair-checklist");
    expect(card).toHaveTextContent("About repair checklist.");
    expect(card).toHaveTextContent("2 sections");
    const upgrades = screen.getByRole("article", { name: "Value-Enhancing Upgrades" });
    expect(await within(upgrades).findByText("0 sections")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Guides" })).toHaveAttribute("aria-selected", "true");
  });

  it("searches titles, text and guide titles on Enter or 'Search', not on each keystroke", async () => {
    const user = userEvent.setup();
    await renderPage();
    const box = screen.getByRole("searchbox", { name: "Search sections" });
    await user.type(box, "grey");
    expect(screen.queryByRole("region", { name: "Search results" })).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(resultTitles()).toEqual(["Neutral Colours", "Gutters"]);
    expect(screen.getByText("2 sections found for “grey”")).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "REPAIR");
    expect(resultTitles()).toEqual(["Neutral Colours", "Gutters"]);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(resultTitles()).toEqual(["Roof", "Gutters"]);

    await user.clear(box);
    await user.type(box, "nothing like this{Enter}");
    expect(resultTitles()).toEqual([]);
    expect(screen.getByText("0 sections found for “nothing like this”")).toBeInTheDocument();
  });

  it("jumps to a found section in the Sections tab and highlights it for 2 seconds", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByRole("searchbox", { name: "Search sections" }), "gutters{Enter}");
    const result = within(screen.getByRole("region", { name: "Search results" })).getByRole("button", {
      name: /^Gutters/,
    });

    vi.useFakeTimers();
    fireEvent.click(result);
    expect(screen.getByRole("tab", { name: "Sections" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Guide")).toHaveValue("2");
    const card = screen.getByRole("article", { name: "Gutters" });
    expect(card).toHaveAttribute("data-highlighted", "true");
    expect(card).toHaveClass("ring-4");
    expect(card.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole("article", { name: "Roof" })).not.toHaveClass("ring-4");

    act(() => vi.advanceTimersByTime(1999));
    expect(card).toHaveClass("ring-4");
    act(() => vi.advanceTimersByTime(1));
    expect(card).not.toHaveClass("ring-4");
    expect(card).not.toHaveAttribute("data-highlighted");
  });

  it("deletes a section only after a confirmation that says it cannot be undone", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("tab", { name: "Sections" }));
    await user.selectOptions(screen.getByLabelText("Guide"), "Repair Checklist");
    const roofCard = screen.getByRole("article", { name: "Roof" });
    await user.click(within(roofCard).getByRole("button", { name: "Delete Section" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this section?" });
    expect(dialog).toHaveTextContent("This action cannot be undone.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(roofCard).getByRole("button", { name: "Delete Section" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete Section" }));
    expect(await screen.findByText("Section deleted")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Roof" })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      `/api/guides/sections/${roof.id}`,
    ]);
  });

  it("says 'Failed to delete section' when the delete fails, and keeps the section", async () => {
    api.setRoutes({
      "GET /api/guides/topics": { json: topics },
      "GET /api/guides/topics/1/sections": { json: [neutral, lighting] },
      "GET /api/guides/topics/2/sections": { json: [roof, gutters] },
      "GET /api/guides/topics/3/sections": { json: [] },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("tab", { name: "Sections" }));
    await user.click(
      within(screen.getByRole("article", { name: "Lighting" })).getByRole("button", { name: "Delete Section" }),
    );
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete Section" }));
    expect(await screen.findByText("Failed to delete section")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Lighting" })).toBeInTheDocument();
  });

  it("moves between the tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    await renderPage();
    screen.getByRole("tab", { name: "Guides" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Sections" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Neutral Colours" })).toBeInTheDocument();
  });
});
