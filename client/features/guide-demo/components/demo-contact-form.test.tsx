import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION, consentText } from "../../../../contract/leads";
import { testBrokerage } from "../../../test/guide-fixtures";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { DemoContactForm } from "./demo-contact-form";
// The form loads the phone rule when it first checks a number; loaded here, a slow machine does not time out.
import "../../../../contract/phone-number";

const routes: LoopbackRoutes = {
  "GET /api/brokerage": { json: testBrokerage },
  "POST /api/leads": { json: { ok: true, id: "lead_1767225600000_abcdefghi", status: "Contacted" } },
};
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes(routes);
});

const send = () => screen.getByRole("button", { name: "Send" });

describe("DemoContactForm", () => {
  it("requires a name, then a valid e-mail, with the spec's label in the toast and its message under the field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoContactForm topic="Sample guide" />, { path: "/guide-demo" });
    await user.click(send());
    expect(await screen.findByText("Name required")).toBeInTheDocument();
    expect(screen.getAllByText("Please enter your name.").length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please enter your name.");

    await user.type(screen.getByLabelText("Name"), "Sam Lee");
    await user.type(screen.getByLabelText("Email"), "sam@example");
    await user.click(send());
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.queryByText("Please enter your name.")).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("sends the demo lead, says 'Thank you!' and goes home after 2 seconds", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<DemoContactForm topic="Sample guide" />, { path: "/guide-demo" });
    expect(await screen.findByText(consentText(testBrokerage))).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Sam Lee");
    await user.type(screen.getByLabelText("Email"), "sam@example.ca");
    await user.type(screen.getByLabelText("Phone (optional)"), "604-555-0142");
    await user.type(screen.getByLabelText("Questions or comments (optional)"), "When is best to list?");
    await user.click(send());

    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    const sentAt = Date.now();
    expect(api.requests.find((r) => r.method === "POST")).toEqual({
      method: "POST",
      url: "/api/leads",
      body: {
        name: "Sam Lee",
        email: "sam@example.ca",
        phone: "604-555-0142",
        message: "When is best to list?",
        requestedContact: true,
        topics: ["Sample guide"],
        consent: true,
        consentTextVersion: CONSENT_TEXT_VERSION,
      },
    });
    expect(location.history.at(-1)).toBe("/guide-demo");
    await waitFor(() => expect(location.history.at(-1)).toBe("/"), { timeout: 3000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
  });

  it("shows 'Submission error' and keeps everything typed when the submit fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ ...routes, "POST /api/leads": { status: 500, json: { message: "Internal error" } } });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<DemoContactForm topic="Sample guide" />, { path: "/guide-demo" });
    await user.type(screen.getByLabelText("Name"), "Sam Lee");
    await user.type(screen.getByLabelText("Email"), "sam@example.ca");
    await user.click(send());

    expect(await screen.findByText("Submission error")).toBeInTheDocument();
    expect(screen.getByText("We couldn't submit your information. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Sam Lee");
    expect(screen.getByLabelText("Email")).toHaveValue("sam@example.ca");
    await waitFor(() => expect(send()).toBeEnabled());
    expect(location.history.at(-1)).toBe("/guide-demo");
    warn.mockRestore();
  });
});
