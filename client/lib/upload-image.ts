import { type UploadImageResponse, uploadImageResponseSchema } from "../../contract/guides";
import { ApiRequestError } from "./api-client";

/**
 * POST /api/guides/upload-image, multipart field `image`: the one upload pipeline (guide admin and
 * /image-test). The browser sets the multipart Content-Type (with its boundary) itself, so none is given here.
 */
export async function uploadImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append("image", file);
  const response = await fetch("/api/guides/upload-image", { method: "POST", credentials: "include", body });
  if (!response.ok) throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
  return uploadImageResponseSchema.parse(await response.json());
}
