import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testSection, testTopics } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { GenerateContentDialog } from "./generate-content-dialog";

afterEach(dismissOpenToast);

const topic = testTopics[0];
if (!topic) throw new Error("no topic");
const generated = [0, 1, 2, 3].map((order) => testSection(topic.id, order));
const url = `POST /api/guides/topics/${topic.id}/generate-content`;

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("GenerateContentDialog", () => {
  it("asks before replacing when the guide has content (409), then resends with confirm", async () => {
    api.setRoutes({
      [url]: (body) =>
        (body as { confirm?: boolean }).confirm
          ? { json: generated }
          : {
              status: 409,
              json: {
                message: "This guide already has content. Confirm to replace it.",
                code: "content_exists",
                reason: "guide_has_content",
                params: {},
              },
            },
      "GET /api/guides/topics": { json: testTopics },
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<GenerateContentDialog topic={topic} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Generate with AI" })).toHaveAccessibleDescription(
      "AI content produces 4 to 5 sections per guide.",
    );
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Replace existing content?")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("will replace all existing sections");
    expect(screen.getByRole("alertdialog", { name: "Generate with AI" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(screen.getByText("Content generation started")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Replace Content" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.map((r) => r.body)).toEqual([{ confirm: false }, { confirm: true }]);
  });

  it("generates straight away for a guide without content", async () => {
    api.setRoutes({ [url]: { json: generated }, "GET /api/guides/topics": { json: testTopics } });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<GenerateContentDialog topic={topic} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText("Content generation started")).toBeInTheDocument();
    expect(screen.queryByText("Replace existing content?")).not.toBeInTheDocument();
  });

  it("says 'Error generating content' on a failure and stays open", async () => {
    api.setRoutes({
      [url]: {
        status: 500,
        json: {
          message: "Something went wrong on our side. Please try again.",
          code: "internal_error",
          reason: "internal_error",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<GenerateContentDialog topic={topic} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Error generating content")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Generate with AI" })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
