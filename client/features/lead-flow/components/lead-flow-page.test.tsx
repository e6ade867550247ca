import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadFlowVariantSetting } from "../../../../contract/leads";
import { SESSION_ID_KEY, SESSION_SECRET_KEY } from "../../../lib/session-id";
import { type LoopbackRequest, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { testBrokerage } from "../testing/render-flow";
import { splitVariant } from "../utils/pick-variant";
import { LeadFlowPage } from "./lead-flow-page";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

async function serve(config: LeadFlowVariantSetting | "broken") {
  api = await startLoopbackApi(({ method, url, body }: LoopbackRequest) => {
    if (method === "GET" && url === "/api/lead-flow/config") {
      return config === "broken"
        ? { status: 500, json: { message: "Internal error", code: "internal" } }
        : { status: 200, json: { variant: config } };
    }
    if (method === "GET" && url === "/api/brokerage") return { status: 200, json: testBrokerage };
    if (method === "POST" && (url === "/api/leads/partial" || url === "/api/leads")) {
      const { id, status } = body as { id: string; status: string };
      return { status: 200, json: { ok: true, id, status } };
    }
    return { status: 404, json: { message: "Not found", code: "not_found" } };
  });
  return api;
}

const posts = (url: string) => (api?.requests ?? []).filter((r) => r.method === "POST" && r.url === url);

afterEach(async () => {
  await api?.close();
  api = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("LeadFlowPage", () => {
  it("mounts the admin's variant and sends it, the status and the source with the start save", async () => {
    await serve("two-step");
    renderWithProviders(<LeadFlowPage type="realtor" />, { path: "/lead-flow/realtor" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(await screen.findByRole("heading", { level: 1, name: "Tell Us About Your Property" })).toBeInTheDocument();

    await waitFor(() => expect(posts("/api/leads/partial")).toHaveLength(1));
    const sessionId = window.localStorage.getItem(SESSION_ID_KEY);
    expect(posts("/api/leads/partial")[0]?.body).toMatchObject({
      id: sessionId,
      leadType: "agent",
      status: "Partial",
      completedEmail: false,
      completedContact: false,
      variant: "two-step",
      source: "direct",
    });
  });

  it("falls back to four-card when the config cannot be read", async () => {
    await serve("broken");
    renderWithProviders(<LeadFlowPage type="cash-offer" />, { path: "/lead-flow/cash-offer" });
    expect(await screen.findByRole("heading", { level: 1, name: "Where is your property?" })).toBeInTheDocument();
    await waitFor(() => expect(posts("/api/leads/partial")).toHaveLength(1));
    const id = window.localStorage.getItem(SESSION_ID_KEY);
    expect(posts("/api/leads/partial")[0]?.body).toEqual({
      id,
      leadSecret: window.localStorage.getItem(SESSION_SECRET_KEY)?.replace(`${id} `, ""),
      leadType: "Cash Offer",
      status: "Partial",
      variant: "four-card",
      source: "direct",
    });
  });

  it("previews ?variant= without asking for the config", async () => {
    await serve("two-step");
    renderWithProviders(<LeadFlowPage type="realtor" />, { path: "/lead-flow/realtor?variant=four-card" });
    expect(screen.getByRole("heading", { level: 1, name: "Where is your property?" })).toBeInTheDocument();
    await waitFor(() => expect(posts("/api/leads/partial")).toHaveLength(1));
    expect(api?.requests.some((r) => r.url === "/api/lead-flow/config")).toBe(false);
  });

  it("splits by session id", async () => {
    await serve("split");
    const sessionId = "lead_1700000000000_k3j9x0a1b";
    window.localStorage.setItem(SESSION_ID_KEY, sessionId);
    renderWithProviders(<LeadFlowPage type="realtor" />, { path: "/lead-flow/realtor" });
    const expected = splitVariant(sessionId) === "two-step" ? "Tell Us About Your Property" : "Where is your property?";
    expect(await screen.findByRole("heading", { level: 1, name: expected })).toBeInTheDocument();
    await waitFor(() => expect(posts("/api/leads/partial")[0]?.body).toMatchObject({ id: sessionId }));
  });

  it("sends the final lead with the variant and gives the browser a new session id afterwards", async () => {
    const user = userEvent.setup();
    await serve("four-card");
    // The visitor landed here from a campaign link: attribution reads the browser's URL.
    window.history.replaceState(null, "", "/lead-flow/realtor?utm_source=news&utm_campaign=fall");
    renderWithProviders(<LeadFlowPage type="realtor" />, {
      path: "/lead-flow/realtor?utm_source=news&utm_campaign=fall",
    });
    await screen.findByRole("heading", { level: 1, name: "Where is your property?" });
    const leadId = window.localStorage.getItem(SESSION_ID_KEY);
    await user.type(screen.getByLabelText("Street address"), "12 Elm Street");
    await user.type(screen.getByLabelText("City"), "Toronto");
    await user.selectOptions(screen.getByLabelText("Province"), "ON");
    await user.type(screen.getByLabelText("Postal code"), "M5V 2T6{Enter}");
    await user.click(await screen.findByRole("radio", { name: "Good" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Thanks for letting us know" })).toBeInTheDocument();
    expect(posts("/api/leads")).toHaveLength(1);
    expect(posts("/api/leads")[0]?.body).toMatchObject({
      id: leadId,
      leadType: "Sell with Agent",
      status: "Contacted",
      hasAgent: true,
      variant: "four-card",
      // A campaign visit is named by its utm_source (attribution, client/lib/utm.ts).
      source: "news",
      utm: { source: "news", campaign: "fall" },
    });
    // Saves arrive in order: start, card 1 (notify), card 2, then the final lead.
    expect(api?.requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      "/api/leads/partial",
      "/api/leads/partial",
      "/api/leads/partial",
      "/api/leads",
    ]);
    const renewed = window.localStorage.getItem(SESSION_ID_KEY);
    expect(renewed).not.toBe(leadId);
    expect(renewed).toMatch(/^lead_\d+_[a-z0-9]{9}$/);
  });
});
