import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { testBrokerage, testGuide, testTopic, testTopics } from "../../../test/guide-fixtures";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { GuideLibraryPage } from "./guide-library-page";

const staging = testTopic("staging-my-home");
const routes: LoopbackRoutes = {
  "GET /api/brokerage": { json: testBrokerage },
  "GET /api/guides/topics": { json: testTopics },
  [`GET /api/guides/topics/${staging.id}/sections`]: { json: testGuide(staging, 2).sections },
  [`GET /api/guides/topics/${testTopic("repair-checklist").id}/sections`]: { json: [] },
  [`GET /api/guides/topics/${testTopic("value-enhancing-upgrades").id}/sections`]: {
    status: 500,
    json: { message: "Internal error" },
  },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  api.setRoutes(routes);
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

describe("GuideLibraryPage", () => {
  it("shows a card per topic with its first letter, and the viewer pages with 'n of m' back to the topics", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo" });
    expect(screen.getByRole("heading", { level: 1, name: "Seller's Guide Library" })).toBeInTheDocument();
    const card = await screen.findByRole("button", { name: /Staging My Home/ });
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    expect(card).toHaveTextContent(/^SStaging My HomeAbout staging my home\.$/);

    await user.click(card);
    expect(await screen.findByText("1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Section 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("2 of 2")).toBeInTheDocument();
    expect(screen.getByText("Body of section 2.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("1 of 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to Topics" }));
    expect(await screen.findByRole("button", { name: /Repair Checklist/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Staging My Home/ }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
  });

  it("says when a topic has no content or its content fails to load", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo" });
    await user.click(await screen.findByRole("button", { name: /Repair Checklist/ }));
    expect(await screen.findByText("No content available for this guide yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Topics" }));
    await user.click(await screen.findByRole("button", { name: /Value-Enhancing Upgrades/ }));
    expect(await screen.findByText("Failed to load guide content.")).toBeInTheDocument();
  });

  it("says in French when a topic's content exists in English only, and marks that content English", async () => {
    const user = userEvent.setup();
    // The topic has no French version: the server answers with its English one (decision 018).
    api.setRoutes({
      ...routes,
      "GET /api/guides/topics?locale=fr-CA": { json: testTopics.map((t) => ({ ...t, fellBack: true })) },
      [`GET /api/guides/topics/${staging.id}/sections?locale=fr-CA`]: { json: testGuide(staging, 2).sections },
    });
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo", i18n: await createI18n("fr-CA") });
    await user.click(await screen.findByRole("button", { name: /Staging My Home/ }));
    expect(await screen.findByRole("note")).toHaveTextContent(
      "Ce guide n'est pas encore offert en français : voici sa version anglaise.",
    );
    expect(screen.getByRole("heading", { name: "Section 1" }).closest("[lang]")).toHaveAttribute("lang", "en-CA");
    expect(screen.getByText("1 sur 2")).toBeInTheDocument();
  });

  it("shows no note when the content is in the page's language", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo" });
    await user.click(await screen.findByRole("button", { name: /Staging My Home/ }));
    expect(await screen.findByText("1 of 2")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says when there are no topics", async () => {
    api.setRoutes({ ...routes, "GET /api/guides/topics": { json: [] } });
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo" });
    expect(await screen.findByText("No guide topics available. Please check back later.")).toBeInTheDocument();
  });

  it("says when the topics fail to load", async () => {
    api.setRoutes({ ...routes, "GET /api/guides/topics": { status: 500, json: { message: "Internal error" } } });
    renderWithProviders(<GuideLibraryPage />, { path: "/db-guide-demo" });
    expect(await screen.findByText("Failed to load guide topics. Please try again later.")).toBeInTheDocument();
  });
});
