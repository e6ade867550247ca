import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testSection } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { SectionFormDialog } from "./section-form-dialog";

afterEach(dismissOpenToast);

const section = testSection(1, 2, { title: "Lighting", content: "<p>Open the curtains wide.</p>" });

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes({
    "POST /api/guides/topics/1/sections": (body) => ({ status: 201, json: { ...section, ...(body as object) } }),
    "PUT /api/guides/sections/102": { status: 500, json: { message: "Internal error" } },
    "GET /api/guides/topics/1/sections": { json: [section] },
    "GET /api/guides/topics": { json: [] },
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("SectionFormDialog", () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SectionFormDialog open topicId={1} nextOrder={3} onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "New Section" })).toBeInTheDocument();
    expect(screen.getByLabelText("Order")).toHaveValue(3);
    await user.type(screen.getByLabelText("Title"), "Hi");
    await user.type(screen.getByLabelText("Content (HTML)"), "<p>Short");
    await user.clear(screen.getByLabelText("Order"));
    await user.type(screen.getByLabelText("Order"), "-1");
    await user.click(screen.getByRole("button", { name: "Save Section" }));
    expect(await screen.findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Content must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByText("Order must be 0 or more")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Order"));
    await user.type(screen.getByLabelText("Order"), "1.5");
    expect(await screen.findByText("Order must be a whole number")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Image URL (optional)"), "javascript:alert(1)");
    await user.tab();
    expect(await screen.findByText("Invalid image URL")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("previews the content through the sanitiser and creates the section", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SectionFormDialog open topicId={1} nextOrder={0} onClose={onClose} />);
    await user.type(screen.getByLabelText("Title"), "Curb appeal");
    await user.type(screen.getByLabelText("Content (HTML)"), "<h3>Front door</h3><script>alert(1)</script>");
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("heading", { level: 3, name: "Front door" })).toBeInTheDocument();
    expect(preview.querySelector("script")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Section" }));
    expect(await screen.findByText("Section created")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Curb appeal",
      content: "<h3>Front door</h3><script>alert(1)</script>",
      order: 0,
      imageUrl: null,
      topicId: 1,
    });
  });

  it("keeps the edits when the save fails and says 'Failed to save section'", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SectionFormDialog open topicId={1} section={section} nextOrder={3} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Edit Section" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), " and lamps");
    await user.click(screen.getByRole("button", { name: "Save Section" }));
    expect(await screen.findByText("Failed to save section")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("Lighting and lamps");
    expect(screen.getByLabelText("Content (HTML)")).toHaveValue("<p>Open the curtains wide.</p>");
  });
});
