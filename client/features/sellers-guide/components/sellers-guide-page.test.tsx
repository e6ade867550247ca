import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FollowUpQuestion, ReadableGuide } from "../../../../contract/sellers-guide";
import { createI18n } from "../../../i18n/i18n";
import { testBrokerage } from "../../../test/guide-fixtures";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { SellersGuidePage } from "./sellers-guide-page";
// The page loads this form lazily; importing it here keeps a slow (loaded) machine from timing the test out.
import "./follow-up-form";

const TOKEN = "tok_0123456789abcdefghijklmnopqrs";
const guide: ReadableGuide = {
  locale: "en-CA",
  title: "Your Pricing Strategy Guide",
  introduction: "Hi Dana,\n\nThis guide is about price.\n• Know your market\n• Know your buyer",
  sections: [
    { title: "Read the Market", content: "Comparables first.", imageUrl: "/uploads/market.svg" },
    { title: "Pick the Price", content: "Price for the search band." },
  ],
  conclusion: "Good luck with your sale.",
};
const questions: FollowUpQuestion[] = [
  { id: "name", text: "What's your name?", type: "text", required: true },
  {
    id: "q1",
    text: "What's your biggest concern?",
    type: "multiple_choice",
    options: ["Price", "Timing"],
    required: true,
  },
  { id: "q2", text: "Would you like a free home evaluation?", type: "yes_no", options: ["Yes", "No"], required: false },
];
const base = `/api/sellers-guide/${TOKEN}`;
const routes: LoopbackRoutes = {
  "GET /api/brokerage": { json: testBrokerage },
  [`GET ${base}`]: { json: { content: guide } },
  [`GET ${base}/questions`]: { json: { questions } },
  [`POST ${base}/responses`]: { json: { ok: true } },
  [`POST ${base}/images`]: { json: { imageUrl: "/uploads/price.svg" } },
  [`POST ${base}/sections-read`]: { status: 204 },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  api.requests.length = 0;
  api.setRoutes(routes);
});
afterEach(() => vi.restoreAllMocks());

function renderPage(token = TOKEN) {
  return { user: userEvent.setup(), ...renderWithProviders(<SellersGuidePage token={token} />) };
}

const progress = () => screen.getByRole("progressbar", { name: "Guide progress" });

const OTHER_LANGUAGE_EN =
  "This guide was written in French, the language it was requested in, and is not available in English.";
const OTHER_LANGUAGE_FR =
  "Ce guide a été rédigé en anglais, la langue dans laquelle il a été demandé, et n'est pas offert en français.";

describe("SellersGuidePage", () => {
  it("says nothing about the language when the guide is written in the page's", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1, name: guide.title });
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: guide.title })).toHaveAttribute("lang", "en-CA");
  });

  it("tells a French page that the guide exists in English only, in French, and marks the guide's text English", async () => {
    renderWithProviders(<SellersGuidePage token={TOKEN} />, { i18n: await createI18n("fr-CA") });
    expect(await screen.findByRole("note")).toHaveTextContent(OTHER_LANGUAGE_FR);
    expect(screen.getByRole("note")).not.toHaveAttribute("lang");
    expect(screen.getByRole("heading", { level: 1, name: guide.title })).toHaveAttribute("lang", "en-CA");
    expect(screen.getByText("This guide is about price.").closest("[lang]")).toHaveAttribute("lang", "en-CA");
    expect(screen.getByRole("heading", { level: 2, name: "Introduction" })).toBeInTheDocument();
  });

  it("tells an English page that the guide exists in French only", async () => {
    api.setRoutes({ ...routes, [`GET ${base}`]: { json: { content: { ...guide, locale: "fr-CA" } } } });
    renderPage();
    expect(await screen.findByRole("note")).toHaveTextContent(OTHER_LANGUAGE_EN);
    expect(screen.getByRole("heading", { level: 1, name: guide.title })).toHaveAttribute("lang", "fr-CA");
  });

  it("opens again at the step the seller was reading, after a language switch (a reload)", async () => {
    const first = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: guide.title })).toBeInTheDocument();
    await first.user.click(screen.getByRole("button", { name: "Next" }));
    await first.user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Pick the Price" })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<SellersGuidePage token={TOKEN} />, { i18n: await createI18n("fr-CA") });
    expect(await screen.findByRole("heading", { name: "Pick the Price" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
  });

  it("steps from the introduction through each section to 'Wrapping Up' (sections + 2 steps), bounded", async () => {
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: guide.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Introduction" })).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuemax", "4");
    expect(progress()).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByText("This guide is about price.").tagName).toBe("P");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Know your market",
      "Know your buyer",
    ]);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Read the Market" })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Illustration: Read the Market" });
    expect(image).toHaveAttribute("src", "/uploads/market.svg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "400");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Pick the Price" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Wrapping Up" })).toBeInTheDocument();
    expect(screen.getByText("Good luck with your sale.")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "4");
    expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "Pick the Price" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByRole("heading", { name: "Thank You for Reading!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("generates a section image on request; a failure is logged and shows none", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ ...routes, [`POST ${base}/images`]: { status: 500, json: { message: "Internal error" } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Generate Image" }));
    expect(await screen.findByRole("button", { name: "Generate Image" })).toBeEnabled();
    expect(screen.queryByRole("img", { name: "Illustration: Pick the Price" })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    api.setRoutes(routes);
    await user.click(screen.getByRole("button", { name: "Generate Image" }));
    const image = await screen.findByRole("img", { name: "Illustration: Pick the Price" });
    expect(image).toHaveAttribute("src", "/uploads/price.svg");
    expect(api.requests.filter((r) => r.url === `${base}/images`).map((r) => r.body)).toEqual([
      { sectionTitle: "Pick the Price" },
      { sectionTitle: "Pick the Price" },
    ]);
  });

  it("requires name and q1 in the follow-up form, then sends the answers and thanks the reader", async () => {
    const { user } = renderPage();
    for (let i = 0; i < 3; i++) await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Tell Us More About Your Situation" }));
    const form = await screen.findByRole("region", { name: "Help us personalize your experience" });
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    expect(within(form).getByText("Please enter your name")).toBeInTheDocument();
    expect(within(form).getByText("Please choose an answer")).toBeInTheDocument();
    expect(api.requests.some((r) => r.url === `${base}/responses`)).toBe(false);

    await user.type(within(form).getByLabelText("What's your name?"), "  Dana Seller ");
    await user.click(within(form).getByRole("radio", { name: "Timing" }));
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Thank You for Reading!" })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === `${base}/responses`)?.body).toEqual({
      responses: [
        { questionId: "name", answer: "Dana Seller" },
        { questionId: "q1", answer: "Timing" },
      ],
    });
  });

  it("says the guide is gone when the token is unknown", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderPage("unknown-token");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Unable to load guide. It may have expired or been removed.");
    expect(within(alert).getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalled();
  });

  it("offers 'Try Again' when the guide cannot be loaded for another reason", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ [`GET ${base}`]: { status: 503, json: { message: "Unavailable" } } });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Sorry, we couldn't generate your guide. Please try again.");
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

describe("sections read (decision 039)", () => {
  /** An IntersectionObserver that sees every watched element on screen at once (jsdom has none). */
  class OnScreenObserver {
    static watched = 0;
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      OnScreenObserver.watched += 1;
      this.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  const reports = () => api.requests.filter((r) => r.url === `${base}/sections-read`);

  const jsdomObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    OnScreenObserver.watched = 0;
    globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.IntersectionObserver = jsdomObserver;
  });

  it("reports once, on finishing, the sections that stayed on screen for the minimum time", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = renderWithProviders(<SellersGuidePage token={TOKEN} />);
    await screen.findByRole("heading", { level: 1, name: guide.title });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Read the Market" })).toBeInTheDocument();
    vi.advanceTimersByTime(8_000);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Pick the Price" })).toBeInTheDocument();
    vi.advanceTimersByTime(3_000); // glanced at, not read
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ method: "POST", body: { sections: [0] } });
    expect(OnScreenObserver.watched).toBe(2);
    view.unmount();
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toHaveLength(1);
  });

  it("sends nothing when no section was read long enough, or when the browser sends Global Privacy Control", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderWithProviders(<SellersGuidePage token={TOKEN} />);
    await screen.findByRole("heading", { level: 1, name: guide.title });
    await user.click(screen.getByRole("button", { name: "Next" }));
    vi.advanceTimersByTime(7_000);
    first.unmount();

    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      const second = renderWithProviders(<SellersGuidePage token={TOKEN} />);
      await screen.findByRole("heading", { level: 1, name: guide.title });
      await user.click(screen.getByRole("button", { name: "Next" }));
      vi.advanceTimersByTime(20_000);
      second.unmount();
    } finally {
      Reflect.deleteProperty(navigator, "globalPrivacyControl");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toEqual([]);
    expect(OnScreenObserver.watched).toBe(1);
  });
});
