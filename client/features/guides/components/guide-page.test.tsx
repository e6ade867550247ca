import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SECTION_IMAGE } from "../../../../contract/guides";
import { testBrokerage, testGuide, testTopic, testTopics } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { GuidePage } from "./guide-page";

const guide = testGuide(testTopic("pricing-strategy"), 3);
if (guide.sections[1]) guide.sections[1].imageUrl = "/api/illustrations/pricing-strategy-2.svg";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi({
    "GET /api/guides/topics": { json: testTopics },
    "GET /api/guides/slug/pricing-strategy": { json: guide },
    "GET /api/guides/slug/nope": { status: 404, json: { message: "Guide not found", code: "not_found" } },
    "POST /api/guides/track": { status: 204 },
    "GET /api/brokerage": { json: testBrokerage },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

const exploreTitles = () =>
  within(screen.getByRole("region", { name: "Explore More Guides" }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("GuidePage", () => {
  it("pages through the sections with progress, images and a scroll to the top, and tracks the view once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuidePage slug="pricing-strategy" />, { path: "/guides/pricing-strategy" });
    expect(await screen.findByRole("heading", { level: 1, name: "Pricing Strategy" })).toBeInTheDocument();
    expect(screen.getByText("Section 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Section 1" })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Section 1" });
    expect(image).toHaveAttribute("src", DEFAULT_SECTION_IMAGE);
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "400");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Below the guide, before the other guides: what the home is worth (issue 43).
    expect(screen.getByRole("link", { name: "Get a free estimate" })).toHaveAttribute("href", "/home-value");

    const scrolls = vi.mocked(window.scrollTo).mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Section 2 of 3")).toBeInTheDocument();
    expect(screen.getByText("Body of section 2.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Section 2" })).toHaveAttribute(
      "src",
      "/api/illustrations/pricing-strategy-2.svg",
    );
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(scrolls);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Section 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Section 2 of 3")).toBeInTheDocument();

    await waitFor(() => expect(api.requests.filter((r) => r.url === "/api/guides/track")).toHaveLength(1));
    expect(api.requests.find((r) => r.url === "/api/guides/track")?.body).toEqual({
      topic: "Pricing Strategy",
      slug: "pricing-strategy",
    });
  });

  it("offers 4 other guides and 'Show Different Guides' shows 4 others", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuidePage slug="pricing-strategy" />, { path: "/guides/pricing-strategy" });
    await screen.findByRole("heading", { name: "Explore More Guides" });
    await waitFor(() => expect(exploreTitles()).toHaveLength(4));
    const first = exploreTitles();
    expect(first).not.toContain("/guides/pricing-strategy");
    await user.click(screen.getByRole("button", { name: "Show Different Guides" }));
    const second = exploreTitles();
    expect(second).toHaveLength(4);
    expect(second).not.toContain("/guides/pricing-strategy");
    for (const href of second) expect(first).not.toContain(href);
  });

  it("sends an unknown slug to /not-found", async () => {
    const { location } = renderWithProviders(<GuidePage slug="nope" />, { path: "/guides/nope" });
    await waitFor(() => expect(location.history.at(-1)).toBe("/not-found"));
    expect(api.requests.some((r) => r.url === "/api/guides/track")).toBe(false);
  });
});
