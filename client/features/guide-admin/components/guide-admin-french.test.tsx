import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { bilingualGuideRoutes } from "../test/bilingual-guides";
import { dismissOpenToast } from "../test/dismiss-toast";
import { allowSlowRoundTrips } from "../test/slow-machine";
import { GuideAdminPage } from "./guide-admin-page";

// Decision 017: the CMS shows which languages each guide has and edits the French beside the English.

allowSlowRoundTrips();
afterEach(dismissOpenToast);

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes(bilingualGuideRoutes());
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function renderPage() {
  renderWithProviders(<GuideAdminPage />, { path: "/guide-admin" });
  const card = await screen.findByRole("article", { name: "Staging My Home" });
  expect(await within(card).findByText("1 section in French")).toBeInTheDocument();
  return card;
}

describe("GuideAdminPage in two languages", () => {
  it("shows each guide's languages, its French title and what is missing", async () => {
    const card = await renderPage();
    const languages = within(card).getByRole("group", { name: "Languages" });
    expect(languages).toHaveTextContent("English: written");
    expect(languages).toHaveTextContent("French: written");
    expect(within(languages).getByText("Mettre ma maison en valeur")).toHaveAttribute("lang", "fr-CA");
    expect(within(card).getByText("1 section")).toBeInTheDocument();

    const repairCard = screen.getByRole("article", { name: "Repair Checklist" });
    expect(repairCard).toHaveTextContent("No French version yet");
    expect(within(repairCard).getByRole("button", { name: "Add French version" })).toBeInTheDocument();

    const frenchCard = screen.getByRole("article", { name: "Vendre une maison centenaire" });
    expect(frenchCard).toHaveTextContent("No English version yet");
    expect(within(frenchCard).getByRole("button", { name: "Add English version" })).toBeInTheDocument();
    expect(await within(frenchCard).findByText("1 section")).toBeInTheDocument();
  });

  it("edits the French version beside the English one and saves it with ?locale=fr-CA", async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(within(card).getByRole("button", { name: "Edit French version" }));
    const dialog = screen.getByRole("dialog", { name: "Edit French version" });
    const reference = within(dialog).getByRole("region", { name: "English version" });
    expect(reference).toHaveTextContent("Staging My Home");
    expect(reference).toHaveTextContent("About staging my home.");
    const title = within(dialog).getByLabelText("Title");
    expect(title).toHaveValue("Mettre ma maison en valeur");
    expect(title).toHaveAttribute("lang", "fr-CA");
    await user.clear(title);
    await user.type(title, "Mettre sa maison en valeur");
    await user.click(within(dialog).getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Guide updated")).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === "PUT");
    expect(put?.url).toBe("/api/guides/topics/1?locale=fr-CA");
    expect(put?.body).toEqual({
      title: "Mettre sa maison en valeur",
      icon: "Sofa",
      slug: "staging-my-home",
      description: "Un plan pièce par pièce.",
    });
  });

  it("adds a French version to an English-only guide, starting from an empty title", async () => {
    const user = userEvent.setup();
    await renderPage();
    const repairCard = screen.getByRole("article", { name: "Repair Checklist" });
    await user.click(within(repairCard).getByRole("button", { name: "Add French version" }));
    const dialog = screen.getByRole("dialog", { name: "Add French version" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("");
    expect(within(dialog).getByLabelText("Slug")).toHaveValue("repair-checklist");
    await user.type(within(dialog).getByLabelText("Title"), "Liste des réparations");
    await user.click(within(dialog).getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Guide updated")).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === "PUT");
    expect(put?.url).toBe("/api/guides/topics/2?locale=fr-CA");
    expect(put?.body).toMatchObject({ title: "Liste des réparations", slug: "repair-checklist", icon: "Wrench" });
  });

  it("lists and adds French sections after switching the Sections tab to French", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("tab", { name: "Sections" }));
    expect(await screen.findByRole("article", { name: "Lighting" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "French" }));
    expect(await screen.findByRole("article", { name: "L'éclairage" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Lighting" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "New Section" }));
    const dialog = screen.getByRole("dialog", { name: "New Section (French)" });
    await user.type(within(dialog).getByLabelText("Title"), "Les couleurs");
    await user.type(within(dialog).getByLabelText("Content (HTML)"), "<p>Des murs neutres et doux.</p>");
    await user.click(within(dialog).getByRole("button", { name: "Save Section" }));
    expect(await screen.findByText("Section created")).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === "POST");
    expect(post?.url).toBe("/api/guides/topics/1/sections?locale=fr-CA");
    expect(post?.body).toMatchObject({ title: "Les couleurs", content: "<p>Des murs neutres et doux.</p>" });

    // A guide without a French version says so and offers no French section.
    await user.selectOptions(screen.getByLabelText("Guide"), "Repair Checklist");
    expect(screen.getByText(/This guide has no French version yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Section" })).toBeDisabled();
  });

  it("finds French sections in the search and jumps to them in the French list", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByRole("searchbox", { name: "Search sections" }), "rideaux{Enter}");
    const results = screen.getByRole("region", { name: "Search results" });
    const hit = within(results).getByRole("button", { name: /^L'éclairage/ });
    expect(hit).toHaveTextContent("French · Mettre ma maison en valeur");
    await user.click(hit);
    expect(screen.getByRole("radio", { name: "French" })).toBeChecked();
    expect(await screen.findByRole("article", { name: "L'éclairage" })).toHaveAttribute("data-highlighted", "true");
  });

  it("removes the French version only after a confirmation naming what goes", async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(within(card).getByRole("button", { name: "Remove French version" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove the French version?" });
    expect(dialog).toHaveAccessibleDescription(
      "“Mettre ma maison en valeur” loses its French title, description and its 1 section. Visitors reading in French will see the other language. This action cannot be undone.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(card).getByRole("button", { name: "Remove French version" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove French version" }));
    expect(await screen.findByText("French version removed")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      "/api/guides/topics/1/locales/fr-CA",
    ]);
  });

  it("creates a new guide in French only", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "New Guide" }));
    const dialog = screen.getByRole("dialog", { name: "New Guide" });
    await user.click(within(dialog).getByRole("radio", { name: "French" }));
    await user.type(within(dialog).getByLabelText("Title"), "Vendre un chalet");
    await user.type(within(dialog).getByLabelText("Icon"), "Trees");
    await user.click(within(dialog).getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Guide created")).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === "POST");
    expect(post?.url).toBe("/api/guides/topics?locale=fr-CA");
    expect(post?.body).toEqual({ title: "Vendre un chalet", icon: "Trees", slug: "vendre-un-chalet", description: "" });
  });
});
