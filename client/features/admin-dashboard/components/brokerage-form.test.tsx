import type { I18n } from "@lingui/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Brokerage } from "../../../../contract/settings";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { settings } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { BrokerageForm } from "./brokerage-form";

allowSlowRoundTrips();

// The brokerage phone by the contract's phone rule (contract/phone-number.ts), its message in both languages.
const brokerage: Brokerage = { ...settings.brokerage, logoUrl: "" };
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    "PUT /api/admin/settings": (body) => ({ json: { ...settings, ...(body as object) } }),
  });
});
afterEach(() => api.close());

async function savePhone(phone: string, i18n?: I18n) {
  const user = userEvent.setup();
  renderWithProviders(<BrokerageForm brokerage={brokerage} />, { i18n });
  const input = screen.getByRole("textbox", { name: i18n ? "Téléphone" : "Phone" });
  await user.clear(input);
  await user.type(input, phone);
  await user.click(screen.getByRole("button", { name: /^(Save brokerage details|Enregistrer)/ }));
  return input;
}

describe("BrokerageForm's phone", () => {
  it("refuses '(416) 555-01' with 'Please enter a valid phone number' and saves nothing", async () => {
    const input = await savePhone("(416) 555-01");
    expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("says 'Veuillez entrer un numéro de téléphone valide' in French", async () => {
    await savePhone("(416) 555-01", await createI18n("fr-CA"));
    expect(await screen.findByText("Veuillez entrer un numéro de téléphone valide")).toBeVisible();
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("saves a valid phone formatted", async () => {
    await savePhone("416.555.0142");
    await screen.findByText("Settings saved");
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      brokerage: { ...brokerage, phone: "(416) 555-0142" },
    });
  });
});

describe("BrokerageForm's logo", () => {
  it("uploads a logo, shows it, and saves its address with the brokerage; Remove clears it", async () => {
    api.setRoutes({
      "POST /api/guides/upload-image": {
        json: {
          success: true,
          imageUrl: "/uploads/0123456789abcdef0123456789abcdef.png",
          detectedType: "image/png",
          size: 68,
          storage: "disk",
        },
      },
      "PUT /api/admin/settings": (body) => ({ json: { ...settings, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BrokerageForm brokerage={brokerage} />);
    await user.upload(
      screen.getByLabelText("Logo"),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("img", { name: "The brokerage's logo" })).toHaveAttribute(
      "src",
      "/uploads/0123456789abcdef0123456789abcdef.png",
    );
    await user.click(screen.getByRole("button", { name: "Save brokerage details" }));
    await screen.findByText("Settings saved");
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      brokerage: { ...brokerage, phone: "(416) 555-0000", logoUrl: "/uploads/0123456789abcdef0123456789abcdef.png" },
    });
    await user.click(screen.getByRole("button", { name: "Remove the logo" }));
    expect(screen.queryByRole("img", { name: "The brokerage's logo" })).toBeNull();
  });

  it("says why an upload was refused, in the screen's language", async () => {
    api.setRoutes({
      "POST /api/guides/upload-image": {
        status: 400,
        json: {
          message: "Please select an image file",
          code: "invalid_file_type",
          reason: "image_file_required",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BrokerageForm brokerage={brokerage} />, { i18n: await createI18n("fr-CA") });
    await user.upload(screen.getByLabelText("Logo"), new File(["x"], "logo.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).not.toHaveTextContent("Please select an image file");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });
});
