import { MAX_UPLOAD_BYTES } from "../../contract/guides";

export interface FileProblem {
  /** Which check failed, for screens that word it in the reader's language. */
  kind: "tooLarge" | "notImage";
  title: string;
  description: string;
}

/** Spec section 5: under 10 MB and an image type, checked before anything is sent. */
export function imageFileProblem(file: File): FileProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    return { kind: "tooLarge", title: "File too large", description: "Please select an image smaller than 10MB" };
  }
  if (!file.type.startsWith("image/")) {
    return { kind: "notImage", title: "Invalid file type", description: "Please select an image file" };
  }
  return null;
}
