import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { OffersCard } from "./offers-card";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const offers = [
  {
    leadId: "lead_1795700000000_aaaa1111",
    fullName: "Olivia Offer",
    type: "cash",
    expiresAt: "2026-11-26T17:05:00.000Z",
  },
  { leadId: "lead_1795700000001_bbbb2222", fullName: null, type: "realtor", expiresAt: "2026-11-26T17:06:00.000Z" },
];

describe("OffersCard", () => {
  it("lists the leads up for grabs and claims one with its Claim button", async () => {
    let open = offers;
    api = await startLoopbackApi(({ method, url }) => {
      if (method === "GET" && url === "/api/offers") return { json: open };
      if (method === "POST" && url === `/api/leads/${offers[0]?.leadId}/claim`) {
        open = offers.slice(1);
        return { json: { leadId: offers[0]?.leadId, agentId: 7 } };
      }
      return { status: 404, json: { message: "Not found" } };
    });
    const user = userEvent.setup();
    renderWithProviders(<OffersCard live={false} />);
    expect(await screen.findByRole("link", { name: "Olivia Offer" })).toHaveAttribute(
      "href",
      `/leads/${offers[0]?.leadId}`,
    );
    expect(screen.getByRole("link", { name: "Unnamed lead" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Notifications on this device" })).toHaveAttribute(
      "href",
      "/notifications",
    );

    await user.click(screen.getByRole("button", { name: "Claim Olivia Offer" }));
    expect(await screen.findByText("The lead is yours")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")).toMatchObject({
      url: `/api/leads/${offers[0]?.leadId}/claim`,
      body: {},
    });
    expect(await screen.findByRole("button", { name: "Claim Unnamed lead" })).toBeVisible();
    await expect.poll(() => screen.queryByRole("link", { name: "Olivia Offer" })).toBeNull();
  });

  it("says another agent was faster when the claim answers 409", async () => {
    api = await startLoopbackApi(({ method, url }) => {
      if (method === "GET" && url === "/api/offers") return { json: offers.slice(0, 1) };
      return {
        status: 409,
        json: {
          message: "Another agent already claimed this lead.",
          code: "already_claimed",
          reason: "lead_already_claimed",
          params: {},
        },
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<OffersCard live={false} />);
    await user.click(await screen.findByRole("button", { name: "Claim Olivia Offer" }));
    expect(await screen.findByText("Could not claim the lead")).toBeVisible();
    expect(screen.getByText("Another agent already claimed this lead.")).toBeVisible();
  });

  it("says when nothing waits to be claimed", async () => {
    api = await startLoopbackApi(() => ({ json: [] }));
    renderWithProviders(<OffersCard live={false} />);
    expect(await screen.findByText("No lead is waiting to be claimed.")).toBeVisible();
  });
});
