import { useMutation } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { fileInputClass } from "../../../components/ui/file-input";
import { FormField } from "../../../components/ui/form-field";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { imageFileProblem } from "../../../lib/image-file-check";
import { uploadImage } from "../../../lib/upload-image";
import { StoredImage } from "./stored-image";

const FIELD_ID = "image-test-file";

/** The upload form: checks the file here (spec section 5), then the server checks its bytes again. */
export function UploadCheck() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadImage });

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen && imageFileProblem(chosen);
    setProblem(
      found
        ? found.kind === "tooLarge"
          ? t("imageTest.problem", { title: t("imageTest.tooLarge"), description: t("imageTest.tooLargeText") })
          : t("imageTest.problem", { title: t("imageTest.notImage"), description: t("imageTest.notImageText") })
        : null,
    );
    setFile(found ? null : chosen);
    upload.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t("imageTest.noFile"));
      return;
    }
    upload.mutate(file);
  };

  const serverError =
    upload.error instanceof ApiRequestError
      ? t("imageTest.failed", { message: errorMessage(upload.error, t) })
      : upload.error?.message;
  return (
    <section aria-labelledby="image-test-form-heading" className="mt-8 grid gap-6">
      <h2 id="image-test-form-heading" className="text-xl font-semibold text-slate-900">
        {t("imageTest.formTitle")}
      </h2>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormField id={FIELD_ID} label={t("imageTest.image")} error={problem ?? undefined} hint={t("imageTest.hint")}>
          <input
            id={FIELD_ID}
            type="file"
            accept="image/*"
            onChange={handleFileChange}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${FIELD_ID}-error` : `${FIELD_ID}-hint`}
            className={fileInputClass}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {upload.isPending ? t("imageTest.uploading") : t("imageTest.upload")}
          </Button>
        </div>
        {/* The async result is announced: a polite status for progress and success, an alert for failure. */}
        <p role="status" className="text-sm text-slate-700">
          {upload.isPending ? t("imageTest.uploading") : upload.isSuccess ? t("imageTest.uploaded") : ""}
        </p>
        {serverError && (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        )}
      </form>
      {upload.data && <StoredImage image={upload.data} />}
    </section>
  );
}
