import { useMutation } from "@tanstack/react-query";
import { uploadImageResponseSchema } from "../../../../contract/guides";
import { toast } from "../../../components/ui/use-toast";
import { ApiRequestError } from "../../../lib/api-client";
import { errorText } from "../utils/error-text";

/**
 * POST /api/guides/upload-image, multipart field `image` -> the stored image's URL. The browser sets the
 * multipart Content-Type (with its boundary) itself, so none is given here.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  const response = await fetch("/api/guides/upload-image", { method: "POST", credentials: "include", body });
  if (!response.ok) throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
  return uploadImageResponseSchema.parse(await response.json()).imageUrl;
}

export function useUploadImage() {
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => toast({ title: "Upload successful" }),
    onError: (error) => {
      console.warn("Image upload failed:", error);
      const description = errorText(error);
      toast({ title: "Upload failed", description, variant: "destructive" });
    },
  });
}
