import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION, consentText } from "../../../../contract/leads";
import { testBrokerage } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { ConsultationForm } from "./consultation-form";
// The form loads the phone rule when it first checks a number; loaded here, a slow machine does not time out.
import "../../../../contract/phone-number";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const routes = {
  "GET /api/brokerage": { json: testBrokerage },
  "POST /api/leads/partial": { json: { ok: true, id: "lead_1767225600000_abcdefghi", status: "Qualified Lead" } },
};
beforeAll(async () => {
  api = await startLoopbackApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes(routes);
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), "Dana");
  await user.type(screen.getByLabelText("Email"), "dana@example.ca");
  await user.type(screen.getByLabelText("Phone"), "416-555-0199");
}

const submitButton = () => screen.getByRole("button", { name: "Request a Consultation" });

describe("ConsultationForm", () => {
  it("names every problem with the spec's messages and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsultationForm topic="Pricing Strategy" />);
    expect(screen.getByRole("heading", { name: "Need More Personalized Help?" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("First Name"), "D");
    await user.type(screen.getByLabelText("Email"), "dana@");
    await user.type(screen.getByLabelText("Phone"), "416");
    await user.click(submitButton());

    expect(await screen.findByText("First name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("sends the guide-form lead, thanks the visitor and clears the form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsultationForm topic="Pricing Strategy" />);
    expect(await screen.findByText(consentText(testBrokerage))).toBeInTheDocument();
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(screen.getByText("A real estate agent will contact you shortly.")).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === "POST");
    expect(post?.url).toBe("/api/leads/partial");
    expect(post?.body).toEqual({
      id: expect.stringMatching(/^lead_\d{13}_[a-z0-9]{9}$/),
      leadSecret: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      firstName: "Dana",
      fullName: "Dana",
      email: "dana@example.ca",
      phone: "416-555-0199",
      type: "realtor",
      status: "Qualified Lead",
      completedEmail: true,
      completedContact: true,
      topics: ["Pricing Strategy"],
      sendGuideLeadEmail: true,
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
    });
    expect(screen.getByLabelText("First Name")).toHaveValue("");
  });

  it("shows 'Submission failed' and keeps everything typed when the save fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({ ...routes, "POST /api/leads/partial": { status: 500, json: { message: "Internal error" } } });
    const user = userEvent.setup();
    renderWithProviders(<ConsultationForm topic="Pricing Strategy" />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText("Submission failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveValue("Dana");
    expect(screen.getByLabelText("Email")).toHaveValue("dana@example.ca");
    expect(screen.getByLabelText("Phone")).toHaveValue("416-555-0199");
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
