import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../../contract/guides";
import { testSection } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { UploadImageDialog } from "./upload-image-dialog";

afterEach(dismissOpenToast);

const section = testSection(1, 0, { title: "Lighting" });

function fileOf(name: string, type: string, size?: number): File {
  const file = new File(["\x89PNG"], name, { type });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

describe("UploadImageDialog", () => {
  it("refuses a file over 10MB before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadImageDialog section={section} onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Upload or Replace Image" })).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Image file"), fileOf("huge.png", "image/png", MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText("File too large")).toBeInTheDocument();
    expect(screen.getByText("Please select an image smaller than 10MB")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeDisabled();
    expect(api.requests).toEqual([]);
  });

  it("refuses a file that is not an image", async () => {
    // applyAccept: false lets the test pick a file the accept attribute would hide, as a user can.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<UploadImageDialog section={section} onClose={() => {}} />);
    await user.upload(screen.getByLabelText("Image file"), fileOf("notes.pdf", "application/pdf"));
    expect(await screen.findByText("Invalid file type")).toBeInTheDocument();
    expect(screen.getByText("Please select an image file")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeDisabled();
    expect(api.requests).toEqual([]);
  });

  it("accepts an image and enables the upload", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadImageDialog section={section} onClose={() => {}} />);
    await user.upload(screen.getByLabelText("Image file"), fileOf("porch.png", "image/png"));
    expect(screen.getByText("porch.png")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeEnabled();
  });
});
