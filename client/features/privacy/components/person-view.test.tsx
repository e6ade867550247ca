import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PersonRecord } from "../../../../contract/privacy";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { PersonView } from "./person-view";

const empty: PersonRecord = {
  format: "seller-portal/person-export",
  version: 1,
  generatedAt: "2026-11-24T05:00:00.000Z",
  query: { email: null, phone: "+15145550177" },
  leads: [],
  mergedLeads: [],
  notes: [],
  reminders: [],
  history: [],
  contacts: [],
  sellersGuides: [],
  clientAccounts: [],
  clientSessions: [],
  messages: [],
  clientChecklist: [],
  clientActivity: [],
  clientOffers: [],
  clientDocuments: [],
  emails: [],
  webhookDeliveries: [],
  consentEvents: [],
  suppressions: [],
};
const lead = {
  id: "lead_1764000000000_abcdefghi",
  fullName: "Zeb Quill",
  email: "zeb@example.test",
  phone: "(514) 555-0177",
  createdAt: "2026-11-20T15:00:00.000Z",
  erasedAt: null,
};
const found: PersonRecord = { ...empty, leads: [lead], notes: [{ id: 1 }, { id: 2 }] };

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(({ url }) =>
    url.includes("phone=") ? { json: found } : { json: { ...empty, query: { email: "x@example.test", phone: null } } },
  );
});
afterEach(() => api.close());

describe("PersonView", () => {
  it("asks for an e-mail or a phone before searching", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonView />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter an e-mail or a phone number");
    expect(api.requests).toEqual([]);
  });

  it("searches a phone as a phone, shows the counts, the leads, Export and Erase", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonView />);
    await user.type(screen.getByLabelText("E-mail or phone"), "514 555 0177");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const result = await screen.findByRole("region", { name: "What we hold about 514 555 0177" });
    expect(api.requests.map((r) => r.url)).toEqual(["/api/admin/privacy/person?phone=514+555+0177"]);
    expect(within(result).getByRole("link", { name: "Zeb Quill" })).toHaveAttribute("href", `/leads/${lead.id}`);
    expect(within(result).getByText("Notes").nextSibling).toHaveTextContent("2");
    expect(within(result).getByRole("link", { name: "Export (JSON)" })).toHaveAttribute(
      "href",
      "/api/admin/privacy/person/export?phone=514+555+0177",
    );
    expect(within(result).getByRole("button", { name: "Erase this person" })).toBeVisible();
  });

  it("says so when nothing is held, in French too", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonView />, { i18n: await createI18n("fr-CA") });
    await user.type(screen.getByLabelText("Courriel ou téléphone"), "x@example.test");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Nous ne détenons rien sous x@example.test.")).toBeVisible();
    expect(api.requests.map((r) => r.url)).toEqual(["/api/admin/privacy/person?email=x%40example.test"]);
  });
});
