import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Offer, SharedDocument } from "../../../../contract/client-offers";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard } from "../testing/fixtures";
import { TileDialog } from "./tile-dialog";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const offer: Offer = {
  id: 7,
  price: 815000,
  deposit: 40000,
  conditions: "Financing, inspection within 5 days",
  expiresOn: "2026-12-05",
  status: "countered",
  createdAt: "2026-11-26T15:00:00.000Z",
  updatedAt: "2026-11-26T15:00:00.000Z",
};
const agreement: SharedDocument = {
  id: 3,
  kind: "listing-agreement",
  title: "Listing agreement",
  mime: "application/pdf",
  size: 184_320,
  createdAt: "2026-11-25T15:00:00.000Z",
};

describe("the Offers and Documents tiles", () => {
  it("list the offers the agent recorded, with price, status, deposit, expiry and conditions", async () => {
    api = await startLoopbackApi({ "GET /api/client/offers": { json: [offer] } });
    renderWithProviders(<TileDialog tileId="offers" data={buildDashboard()} onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Offers" });
    expect(await within(dialog).findByText("$815,000.00")).toBeInTheDocument();
    expect(within(dialog).getByText("Countered")).toBeInTheDocument();
    expect(within(dialog).getByText("$40,000.00")).toBeInTheDocument();
    expect(within(dialog).getByText("Dec 5, 2026")).toBeInTheDocument();
    expect(within(dialog).getByText("Financing, inspection within 5 days")).toBeInTheDocument();
  });

  it("words an offer in French, with French amounts", async () => {
    api = await startLoopbackApi({ "GET /api/client/offers": { json: [offer] } });
    renderWithProviders(<TileDialog tileId="offers" data={buildDashboard()} onClose={vi.fn()} />, {
      i18n: await createI18n("fr-CA"),
    });
    const dialog = screen.getByRole("dialog", { name: "Offres d'achat" });
    expect(await within(dialog).findByText("815 000,00 $")).toBeInTheDocument();
    expect(within(dialog).getByText("Contre-offre faite")).toBeInTheDocument();
    expect(within(dialog).getByText("Valide jusqu'au")).toBeInTheDocument();
  });

  it("say kindly when nothing is there yet, and offer a retry when the list fails", async () => {
    api = await startLoopbackApi({
      "GET /api/client/offers": { json: [] },
      "GET /api/client/documents": { status: 500, json: {} },
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<TileDialog tileId="offers" data={buildDashboard()} onClose={vi.fn()} />);
    expect(await screen.findByText(/^No offers yet\./)).toBeInTheDocument();
    unmount();
    renderWithProviders(<TileDialog tileId="documents" data={buildDashboard()} onClose={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This list could not be loaded.");
    api.setRoutes({ "GET /api/client/documents": { json: [agreement] } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const link = await screen.findByRole("link", { name: "Listing agreement" });
    expect(link).toHaveAttribute("href", "/api/client/documents/3/file");
    expect(screen.getByText("Listing agreement · 180 KB · Nov 25, 2026")).toBeInTheDocument();
  });
});
