import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../contract/guides";
import { imageFileProblem } from "./image-file-check";

function fileOf(size: number, type: string): File {
  const file = new File(["x"], "picture", { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("imageFileProblem", () => {
  it("accepts an image up to 10 MB", () => {
    expect(imageFileProblem(fileOf(MAX_UPLOAD_BYTES, "image/png"))).toBeNull();
    expect(imageFileProblem(fileOf(1000, "image/webp"))).toBeNull();
  });

  it("refuses a file over 10 MB", () => {
    expect(imageFileProblem(fileOf(MAX_UPLOAD_BYTES + 1, "image/jpeg"))).toEqual({
      kind: "tooLarge",
      title: "File too large",
      description: "Please select an image smaller than 10MB",
    });
  });

  it("refuses a file that is not an image", () => {
    expect(imageFileProblem(fileOf(1000, "application/pdf"))).toEqual({
      kind: "notImage",
      title: "Invalid file type",
      description: "Please select an image file",
    });
    expect(imageFileProblem(fileOf(1000, ""))?.title).toBe("Invalid file type");
  });
});
