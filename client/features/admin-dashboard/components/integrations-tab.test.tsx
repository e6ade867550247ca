import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { IntegrationsTab } from "./integrations-tab";

allowSlowRoundTrips();

const endpoint = {
  id: 7,
  url: "https://hooks.example.com/catch/1",
  description: "Zapier",
  events: ["lead.created"],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: "2026-11-23T14:00:00.000Z",
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({ "GET /api/admin/webhooks": { json: [] }, "GET /api/admin/api-keys": { json: [] } });
});
afterEach(() => api.close());

describe("IntegrationsTab", () => {
  it("is closed to managers", () => {
    renderWithProviders(<IntegrationsTab isAdmin={false} />);
    expect(screen.getByText("Only admins can manage integrations.")).toBeVisible();
  });

  it("checks the form, then shows the new endpoint's secret once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IntegrationsTab isAdmin />);
    expect(await screen.findByText("No webhook endpoints yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    await user.type(screen.getByLabelText("Endpoint URL"), "not a url");
    await user.click(screen.getByLabelText("A lead is submitted (lead.created)"));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Enter a full http:// or https:// address")).toBeVisible();
    expect(screen.getByText("Choose at least one event")).toBeVisible();
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    api.setRoutes({
      "GET /api/admin/webhooks": { json: [endpoint] },
      "GET /api/admin/api-keys": { json: [] },
      "POST /api/admin/webhooks": {
        status: 201,
        json: { ...endpoint, secret: "whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2" },
      },
    });
    await user.clear(screen.getByLabelText("Endpoint URL"));
    await user.type(screen.getByLabelText("Endpoint URL"), endpoint.url);
    await user.click(screen.getByLabelText("A lead is assigned (lead.assigned)"));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const reveal = await screen.findByRole("region", { name: `Signing secret for ${endpoint.url}` });
    expect(within(reveal).getByText("whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      url: endpoint.url,
      description: "",
      events: ["lead.assigned"],
      enabled: true,
    });
    await user.click(within(reveal).getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByText("whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2")).not.toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: endpoint.url })).toBeVisible();
  });
});
