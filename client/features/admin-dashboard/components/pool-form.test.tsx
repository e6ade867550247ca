import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents, pool } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { PoolForm } from "./pool-form";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi();
});
afterEach(() => api.close());

describe("PoolForm", () => {
  it("asks for a name, then creates the pool with members in the chosen order", async () => {
    api.setRoutes({ "POST /api/admin/pools": { status: 201, json: pool({ name: "Realtor team" }) } });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<PoolForm agents={agents} onDone={onDone} />);

    await user.click(screen.getByRole("button", { name: "Create pool" }));
    expect(await screen.findByText("Pool name must be at least 2 characters")).toBeVisible();
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByLabelText("Pool name"), "Realtor team");
    await user.selectOptions(screen.getByLabelText("Lead type"), "realtor");
    // Inactive staff cannot be chosen.
    expect(screen.queryByRole("option", { name: "Old Timer" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Agent to add"), "Priya Sharma");
    await user.click(screen.getByRole("button", { name: "Add member" }));
    await user.selectOptions(screen.getByLabelText("Agent to add"), "Sam Lee");
    await user.click(screen.getByRole("button", { name: "Add member" }));
    await user.click(screen.getByRole("button", { name: "Move Sam Lee up" }));
    await user.click(screen.getByRole("button", { name: "Create pool" }));

    expect(await screen.findByText("Pool created")).toBeVisible();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.requests[0]).toMatchObject({
      method: "POST",
      body: {
        name: "Realtor team",
        leadType: "realtor",
        isActive: true,
        memberIds: [4, 3],
        mode: "round_robin",
        claimTimeoutMinutes: 5,
        fallbackKind: "managers",
        fallbackAgentId: null,
        fallbackPoolId: null,
        responseWindowMinutes: null,
      },
    });
  });

  it("edits a pool with PUT and keeps the form as typed when the server refuses", async () => {
    api.setRoutes({
      "PUT /api/admin/pools/7": {
        status: 400,
        json: {
          message: "Every member must be a staff member",
          code: "validation_error",
          reason: "pool_members_not_staff",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<PoolForm pool={pool()} agents={agents} onDone={onDone} />);
    expect(screen.getByLabelText("Pool name")).toHaveValue("Cash team");

    await user.click(screen.getByRole("button", { name: "Remove Priya Sharma" }));
    await user.click(screen.getByLabelText("Active (deals new leads)"));
    await user.click(screen.getByRole("button", { name: "Save pool" }));

    expect(await screen.findByText("Every member must be a staff member")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    expect(api.requests[0]?.body).toEqual({
      name: "Cash team",
      leadType: "cash",
      isActive: false,
      memberIds: [4],
      mode: "round_robin",
      claimTimeoutMinutes: 5,
      fallbackKind: "managers",
      fallbackAgentId: null,
      fallbackPoolId: null,
      responseWindowMinutes: null,
      instantCall: [],
    });
    expect(screen.getByLabelText("Active (deals new leads)")).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Remove Priya Sharma" })).not.toBeInTheDocument();
  });

  it("makes a first-to-claim pool with a claim timeout, a fallback agent and a response window", async () => {
    api.setRoutes({ "POST /api/admin/pools": { status: 201, json: pool({ name: "Phones", mode: "first_to_claim" }) } });
    const user = userEvent.setup();
    renderWithProviders(<PoolForm agents={agents} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText("Pool name"), "Phones");
    expect(screen.queryByLabelText("If nobody claims it")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Dealing"), "First to claim: offered to every member at once");
    await user.clear(screen.getByLabelText("Minutes to claim before the fallback (1 to 30)"));
    await user.type(screen.getByLabelText("Minutes to claim before the fallback (1 to 30)"), "10");
    await user.selectOptions(screen.getByLabelText("If nobody claims it"), "Give it to an agent");
    await user.selectOptions(screen.getByLabelText("Fallback agent"), "Sam Lee");
    await user.type(screen.getByLabelText("Escalate after (minutes without a first contact)"), "5");
    await user.click(screen.getByRole("button", { name: "Create pool" }));
    expect(await screen.findByText("Pool created")).toBeVisible();
    expect(api.requests[0]?.body).toMatchObject({
      name: "Phones",
      mode: "first_to_claim",
      claimTimeoutMinutes: 10,
      fallbackKind: "agent",
      fallbackAgentId: agents.find((a) => a.fullName === "Sam Lee")?.id,
      fallbackPoolId: null,
      responseWindowMinutes: 5,
    });
  });

  it("turns the instant call on for the lead types ticked, and shows the ones a pool has", async () => {
    api.setRoutes({ "PUT /api/admin/pools/7": { status: 200, json: pool({ instantCall: ["cash", "realtor"] }) } });
    const user = userEvent.setup();
    renderWithProviders(<PoolForm agents={agents} pool={pool({ instantCall: ["cash"] })} onDone={vi.fn()} />);
    const group = screen.getByRole("group", { name: "Instant call" });
    expect(within(group).getByLabelText("Cash offer leads")).toBeChecked();
    expect(within(group).getByLabelText("Realtor leads")).not.toBeChecked();
    await user.click(within(group).getByLabelText("Realtor leads"));
    await user.click(screen.getByRole("button", { name: "Save pool" }));
    expect(await screen.findByText("Pool updated")).toBeVisible();
    expect(api.requests[0]?.body).toMatchObject({ instantCall: ["cash", "realtor"] });
  });
});
