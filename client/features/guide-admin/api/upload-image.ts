import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { uploadImage } from "../../../lib/upload-image";

/** The stored image's URL (the section then points at it). */
async function uploadImageUrl(file: File): Promise<string> {
  return (await uploadImage(file)).imageUrl;
}

export function useUploadImage() {
  const t = useT();
  return useMutation({
    mutationFn: uploadImageUrl,
    onSuccess: () => toast({ title: t("guideAdmin.toast.uploaded") }),
    onError: (error) => {
      console.warn("Image upload failed:", error);
      const description = errorMessage(error, t);
      toast({ title: t("guideAdmin.toast.uploadFailed"), description, variant: "destructive" });
    },
  });
}
