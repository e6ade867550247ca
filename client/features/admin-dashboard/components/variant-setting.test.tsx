import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { settings } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { LandingPagesTab } from "./landing-pages-tab";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const stats = {
  rows: [
    { variant: "four-card", type: "realtor", started: 4, completed: 2, conversion: 0.5 },
    { variant: "two-step", type: "cash", started: 3, completed: 1, conversion: 1 / 3 },
  ],
};

beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/admin/settings": { json: settings },
    "GET /api/admin/lead-flow-stats": { json: stats },
  });
});
afterEach(() => api.close());

describe("Landing Pages: lead flow variant", () => {
  it("shows the current variant, saves a new one and explains the split", async () => {
    api.setRoutes({
      "GET /api/admin/settings": { json: settings },
      "GET /api/admin/lead-flow-stats": { json: stats },
      "PUT /api/admin/settings": { json: { ...settings, leadFlowVariant: "two-step" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LandingPagesTab />);

    expect(await screen.findByRole("radio", { name: /Four cards \(default\)/ })).toBeChecked();
    expect(screen.getByText(/half and half/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Save variant" })).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: /Two-step form/ }));
    await user.click(screen.getByRole("button", { name: "Save variant" }));

    expect(await screen.findByText("Settings saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ leadFlowVariant: "two-step" });
    expect(screen.getByRole("radio", { name: /Two-step form \(current\)/ })).toBeChecked();
  });

  it("keeps the choice and shows the server's message when saving fails", async () => {
    api.setRoutes({
      "GET /api/admin/settings": { json: settings },
      "GET /api/admin/lead-flow-stats": { json: stats },
      "PUT /api/admin/settings": {
        status: 403,
        json: { message: "You do not have permission to do that.", code: "forbidden", reason: "forbidden", params: {} },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LandingPagesTab />);
    await user.click(await screen.findByRole("radio", { name: /A\/B test/ }));
    await user.click(screen.getByRole("button", { name: "Save variant" }));

    expect(await screen.findByText("You do not have permission to do that.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(screen.getByRole("radio", { name: /A\/B test/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Four cards \(default\) \(current\)/ })).not.toBeChecked();
  });

  it("lists conversion per variant and type, and links to previews", async () => {
    renderWithProviders(<LandingPagesTab />);
    const table = await screen.findByRole("table");
    expect(table).toHaveTextContent("Four cardsRealtor4250.0%");
    expect(table).toHaveTextContent("Two-step formCash offer3133.3%");
    expect(screen.getByRole("link", { name: /Realtor path, two-step form/ })).toHaveAttribute(
      "href",
      "/lead-flow/realtor?variant=two-step",
    );
  });
});
