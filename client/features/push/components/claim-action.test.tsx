import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffLead } from "../../../../contract/leads";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { ClaimAction } from "./claim-action";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const lead = { id: "lead_1795700000000_cccc3333", fullName: "Cleo Claim" } as StaffLead;

describe("ClaimAction (the lead page's Claim button)", () => {
  it("shows Claim while the lead is offered to me, and claims it", async () => {
    let status = "open";
    api = await startLoopbackApi(({ method, url }) => {
      if (method === "GET" && url === `/api/leads/${lead.id}/offer`) {
        return { json: { status, offeredToMe: true, expiresAt: "2026-11-26T17:05:00.000Z" } };
      }
      if (method === "POST" && url === `/api/leads/${lead.id}/claim`) {
        status = "claimed";
        return { json: { leadId: lead.id, agentId: 7 } };
      }
      return { status: 404, json: { message: "Not found" } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ClaimAction lead={lead} user={undefined} live={false} />, { path: `/leads/${lead.id}` });
    await user.click(await screen.findByRole("button", { name: "Claim" }));
    expect(await screen.findByText("The lead is yours")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({});
    await expect.poll(() => screen.queryByRole("button", { name: "Claim" })).toBeNull();
  });

  it("shows nothing when the lead is not offered to me", async () => {
    api = await startLoopbackApi(() => ({ json: { status: "open", offeredToMe: false, expiresAt: null } }));
    renderWithProviders(<ClaimAction lead={lead} user={undefined} live={false} />, { path: `/leads/${lead.id}` });
    await expect.poll(() => api?.requests.length).toBe(1);
    expect(screen.queryByRole("button", { name: "Claim" })).toBeNull();
  });
});
