import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { testTopics } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { TopicFormDialog } from "./topic-form-dialog";

afterEach(dismissOpenToast);

const created = { ...testTopics[0], id: 99, title: "Moving Day", slug: "moving-day", icon: "Truck" };

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes({
    "POST /api/guides/topics": { status: 201, json: created },
    "GET /api/guides/topics": { json: testTopics },
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const slugBox = () => screen.getByLabelText("Slug");

describe("TopicFormDialog", () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopicFormDialog open onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "New Guide" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    await user.type(screen.getByLabelText("Title"), "ab");
    await user.click(screen.getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Icon name is required")).toBeInTheDocument();
    expect(screen.getByText("Slug must be at least 3 characters")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it.each([
    ["en-CA", "Title", "Icon", "Save Guide", "Unknown icon: choose a name from the list"],
    ["fr-CA", "Titre", "Icône", "Enregistrer le guide", "Icône inconnue : choisissez un nom dans la liste"],
  ] as const)(
    "in %s, says an unknown icon is not one it can draw, and sends nothing",
    async (locale, titleLabel, iconLabel, save, why) => {
      const user = userEvent.setup();
      renderWithProviders(<TopicFormDialog open onClose={() => {}} />, { i18n: await createI18n(locale) });
      await user.type(screen.getByLabelText(titleLabel), "Moving Day");
      await user.type(screen.getByLabelText(iconLabel), "Unicorn");
      await user.click(screen.getByRole("button", { name: save }));
      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(screen.getByLabelText(iconLabel)).toHaveAccessibleDescription(expect.stringContaining(why));
      expect(api.requests).toEqual([]);
    },
  );

  it("fills the slug from the title until the slug is edited", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopicFormDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Moving Day: The Checklist!");
    expect(slugBox()).toHaveValue("moving-day-the-checklist");
    await user.clear(slugBox());
    await user.type(slugBox(), "moving-day");
    await user.type(screen.getByLabelText("Title"), " Extra");
    expect(slugBox()).toHaveValue("moving-day");
  });

  it("does not touch an existing guide's slug when its title changes", async () => {
    const user = userEvent.setup();
    const topic = testTopics[0];
    if (!topic) throw new Error("no topic");
    renderWithProviders(<TopicFormDialog open topic={topic} onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Edit Guide" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), " Now");
    expect(slugBox()).toHaveValue(topic.slug);
  });

  it("creates the guide, says 'Guide created' and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<TopicFormDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText("Title"), "Moving Day");
    await user.type(screen.getByLabelText("Icon"), "Truck");
    await user.click(screen.getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Guide created")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Moving Day",
      icon: "Truck",
      slug: "moving-day",
      description: "",
    });
  });

  it("keeps everything typed when the slug is taken (409) and marks the slug", async () => {
    api.setRoutes({
      "POST /api/guides/topics": {
        status: 409,
        json: {
          message: "Another guide already uses this slug",
          code: "conflict",
          issues: [{ path: "body.slug", message: "Slug already in use" }],
          reason: "slug_taken",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<TopicFormDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText("Title"), "Pricing Strategy");
    await user.type(screen.getByLabelText("Icon"), "DollarSign");
    await user.type(screen.getByLabelText("Description (optional)"), "How to price.");
    await user.click(screen.getByRole("button", { name: "Save Guide" }));
    expect(await screen.findByText("Failed to save guide")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    // The slug field says why in the screen's language, from the error's code (not the issue's English).
    expect(screen.getByLabelText("Slug")).toHaveAccessibleDescription(/Another guide already uses this slug/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("Pricing Strategy");
    expect(screen.getByLabelText("Description (optional)")).toHaveValue("How to price.");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<TopicFormDialog open onClose={onClose} />);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
