import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { createI18n } from "../../../i18n/i18n";
import { testBrokerage } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { demoGuideFallback } from "../api/demo-guide-fallback";
import { GuideDemoPage } from "./guide-demo-page";
// The page loads this form lazily; importing it here keeps a slow (loaded) machine from timing the test out.
import "./demo-contact-form";

const served: PersonalisedGuide = {
  title: "Your Home Selling Guide: Pricing Strategy",
  introduction: "First paragraph.\n\nSecond paragraph.",
  sections: [
    { title: "Read the Market", content: "<p>Comparables first.</p>" },
    { title: "Pick the Price", content: "Plain text section." },
  ],
  conclusion: "Good luck with your sale.",
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  api.setRoutes({
    "GET /api/brokerage": { json: testBrokerage },
    "GET /api/guides/demo": { json: { content: served, token: "demo" } },
  });
});

describe("GuideDemoPage", () => {
  it("reads from the introduction through the sections to 'Wrapping Up', then opens the contact form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuideDemoPage />, { path: "/guide-demo" });
    expect(await screen.findByRole("heading", { level: 1, name: served.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Introduction" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Read the Market" })).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Plain text section.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Wrapping Up" })).toBeInTheDocument();
    expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
    expect(screen.getByText("Good luck with your sale.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Ready to Talk About Your Home?" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByRole("heading", { name: "Ready to Talk About Your Home?" })).toBeInTheDocument();
    // The form's code loads when it is first needed.
    expect(await screen.findByLabelText("Name")).toBeInTheDocument();
  });

  it("falls back to the built-in guide when the demo guide cannot be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ "GET /api/guides/demo": { status: 500, json: { message: "Internal error" } } });
    renderWithProviders(<GuideDemoPage />, { path: "/guide-demo" });
    expect(await screen.findByRole("heading", { name: demoGuideFallback["en-CA"].title })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("falls back to the French built-in guide on a French page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ "GET /api/guides/demo": { status: 500, json: { message: "Internal error" } } });
    renderWithProviders(<GuideDemoPage />, { path: "/guide-demo", i18n: await createI18n("fr-CA") });
    expect(
      await screen.findByRole("heading", { name: "Votre guide du vendeur : se préparer à vendre" }),
    ).toBeInTheDocument();
    warn.mockRestore();
  });
});
