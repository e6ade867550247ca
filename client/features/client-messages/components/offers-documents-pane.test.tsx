import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Offer } from "../../../../contract/client-offers";
import { createI18n } from "../../../i18n/i18n";
import { formatMoney } from "../../../lib/format";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { DocumentsPane, OffersPane } from "./offers-documents-pane";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const stored: Offer = {
  id: 1,
  price: 799000,
  deposit: null,
  conditions: "",
  expiresOn: null,
  status: "received",
  createdAt: "2026-11-26T15:00:00.000Z",
  updatedAt: "2026-11-26T15:00:00.000Z",
};

describe("OffersPane", () => {
  it("records an offer typed as a person types amounts, and lists what the server answers", async () => {
    const offers: Offer[] = [];
    api = await startLoopbackApi({
      "GET /api/staff/clients/4/offers": () => ({ json: offers }),
      "POST /api/staff/clients/4/offers": (body) => {
        offers.unshift({ ...stored, id: 2, ...(body as Partial<Offer>) });
        return { status: 201, json: offers[0] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OffersPane clientId={4} name="Jordan Taylor" />);
    expect(await screen.findByText("No offers recorded yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Record offer" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the offer's price");
    expect(screen.getByLabelText("Price ($)")).toHaveFocus();
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Price ($)"), "815,000");
    await user.type(screen.getByLabelText("Deposit ($, optional)"), "40 000");
    await user.type(screen.getByLabelText("Conditions"), "Financing");
    await user.click(screen.getByRole("button", { name: "Record offer" }));
    await screen.findByText("Offer recorded");
    expect(await screen.findByText("$815,000.00")).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      price: 815000,
      deposit: 40000,
      conditions: "Financing",
      expiresOn: null,
    });
    expect(screen.getByLabelText("Price ($)")).toHaveValue("");
  });

  it("changes an offer's status and deletes one only after confirming, in French", async () => {
    let offers: Offer[] = [stored];
    api = await startLoopbackApi({
      "GET /api/staff/clients/4/offers": () => ({ json: offers }),
      "PATCH /api/staff/clients/4/offers/1": (body) => {
        offers = [{ ...stored, ...(body as Partial<Offer>) }];
        return { json: offers[0] };
      },
      "DELETE /api/staff/clients/4/offers/1": () => {
        offers = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OffersPane clientId={4} name="Jordan Taylor" />, { i18n: await createI18n("fr-CA") });
    // 799 000,00 $ with the narrow spaces French writes (the queries read them as plain spaces)
    const written = formatMoney(799000, "fr-CA");
    const price = written.replace(/\s/g, " ");
    const status = await screen.findByLabelText(`Statut de l'offre de ${price}`);
    await user.selectOptions(status, "Acceptée");
    expect(await screen.findByText("Acceptée", { selector: "span" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Supprimer l'offre de ${written}` }));
    const dialog = screen.getByRole("alertdialog", { name: "Supprimer cette offre?" });
    expect(api.requests.filter((r) => r.method === "DELETE")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Aucune offre inscrite pour l'instant.")).toBeInTheDocument();
  });
});

describe("DocumentsPane", () => {
  it("asks for a title and a file before sending anything, and says why the server refused a file", async () => {
    api = await startLoopbackApi({
      "GET /api/staff/clients/4/documents": { json: [] },
      "POST /api/staff/clients/4/documents": {
        status: 400,
        json: {
          message: "Share a PDF or an image (PNG, JPEG or WebP)",
          code: "invalid_file_type",
          reason: "document_type_refused",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentsPane clientId={4} name="Jordan Taylor" />);
    expect(await screen.findByText("No documents shared yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toEqual(["Give the document a title", "Choose a file to share"]);
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "Listing agreement");
    await user.upload(
      screen.getByLabelText("File"),
      new File(["not a pdf"], "agreement.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Share a PDF or an image (PNG, JPEG or WebP)")).toBeInTheDocument();
    expect(screen.getByText("Not saved")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Listing agreement");
  });
});
