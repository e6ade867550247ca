import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTopics } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { TopicPicker } from "./topic-picker";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi({ "GET /api/guides/topics": { json: testTopics } });
});
afterAll(() => api.close());

/** The titles on the cards, read from their 'Choose {title}' buttons. */
const shownTitles = () =>
  screen.getAllByRole("button", { name: /^Choose / }).map((b) => b.getAttribute("aria-label")?.slice(7));

describe("TopicPicker", () => {
  it("shows the headings and 3 of the 12 topics, and 'Show More Topics' shows 3 others", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopicPicker />);
    expect(screen.getByRole("heading", { name: "We're here to make home selling easier." })).toBeInTheDocument();
    expect(screen.getByText("What do you need help with?")).toBeInTheDocument();

    await screen.findByRole("button", { name: "Show More Topics" });
    const first = shownTitles();
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    for (const title of first) expect(testTopics.map((t) => t.title)).toContain(title);

    for (let round = 0; round < 5; round++) {
      const before = shownTitles();
      await user.click(screen.getByRole("button", { name: "Show More Topics" }));
      const after = shownTitles();
      expect(after).toHaveLength(3);
      // 9 topics remain unseen, so a reshuffle always shows 3 different ones.
      for (const title of after) expect(before).not.toContain(title);
    }
  });

  it("gives a clicked card the selected look, and 'Choose' opens /guides/{slug}", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<TopicPicker />);
    await screen.findByRole("button", { name: "Show More Topics" });
    const [card] = screen.getAllByRole("listitem");
    if (!card) throw new Error("no card");
    const title = within(card)
      .getByRole("button", { name: /^Choose / })
      .getAttribute("aria-label")
      ?.slice(7);
    const select = within(card).getByRole("button", { pressed: false });

    await user.click(select);
    expect(select).toHaveAttribute("aria-pressed", "true");
    await user.click(within(card).getByRole("button", { name: `Choose ${title}` }));
    const slug = testTopics.find((t) => t.title === title)?.slug;
    expect(location.history.at(-1)).toBe(`/guides/${slug}`);
  });

  it("says so when the topics cannot be loaded", async () => {
    api.setRoutes({ "GET /api/guides/topics": { status: 500, json: { message: "down" } } });
    renderWithProviders(<TopicPicker />);
    expect(await screen.findByText("We couldn't load the topics. Please try again.")).toBeInTheDocument();
    api.setRoutes({ "GET /api/guides/topics": { json: testTopics } });
  });
});
