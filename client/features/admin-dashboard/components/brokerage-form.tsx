import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Brokerage, type BrokerageInput, brokerageInputSchema } from "../../../../contract/settings";
import { Button } from "../../../components/ui/button";
import { fileInputClass } from "../../../components/ui/file-input";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { type Translate, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { uploadImage } from "../../../lib/upload-image";
import { useUpdateSettings } from "../api/update-settings";

const fields: readonly { name: keyof Brokerage; label: MessageId; type: string }[] = [
  { name: "name", label: "admin.brokerage.name", type: "text" },
  { name: "address", label: "admin.brokerage.address", type: "text" },
  { name: "phone", label: "admin.brokerage.phone", type: "tel" },
  { name: "email", label: "admin.brokerage.email", type: "email" },
];

/** Readable messages for the contract schema where it carries none of its own (its phone rule does). */
const brokerageMessages =
  (t: Translate): z.core.$ZodErrorMap =>
  (issue) => {
    const field = issue.path?.[0];
    if (field === "name" && issue.code === "too_small") return t("admin.brokerage.nameRequired");
    if (field === "email") return t("admin.brokerage.emailInvalid");
    if (issue.code === "too_big") return t("admin.brokerage.tooLong", { max: String(issue.maximum) });
    return undefined;
  };

export interface BrokerageFormProps {
  brokerage: Brokerage;
}

/** The brokerage identity shown in the footer, the consent line and every e-mail (CASL). */
export function BrokerageForm({ brokerage }: BrokerageFormProps) {
  const t = useT();
  const update = useUpdateSettings(t("admin.brokerage.saved"));
  const [logoState, setLogoState] = useState<{ uploading: boolean; error?: string }>({ uploading: false });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<BrokerageInput, unknown, Brokerage>({
    // The phone is checked by the contract's rule and saved formatted, as the server stores it.
    resolver: zodResolver(brokerageInputSchema, { error: brokerageMessages(t) }),
    mode: "onTouched",
    defaultValues: brokerage,
  });

  const handleSave = handleSubmit((values) =>
    update.mutate({ brokerage: values }, { onSuccess: (saved) => reset(saved.brokerage) }),
  );
  const logoUrl = watch("logoUrl");
  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setLogoState({ uploading: true });
    try {
      const { imageUrl } = await uploadImage(file);
      setValue("logoUrl", imageUrl, { shouldDirty: true });
      setLogoState({ uploading: false });
    } catch (error) {
      setLogoState({ uploading: false, error: errorMessage(error as Error, t) });
    }
  };

  return (
    <form
      onSubmit={handleSave}
      noValidate
      aria-label={t("admin.settings.brokerage")}
      className="grid gap-4 sm:grid-cols-2"
    >
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`brokerage-${field.name}`}
          label={t(field.label)}
          error={errors[field.name]?.message}
        >
          <Input
            id={`brokerage-${field.name}`}
            type={field.type}
            invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `brokerage-${field.name}-error` : undefined}
            {...register(field.name)}
          />
        </FormField>
      ))}
      <div className="grid gap-2 sm:col-span-2">
        <FormField
          id="brokerage-logo"
          label={t("admin.brokerage.logo")}
          hint={t("admin.brokerage.logoHint")}
          error={logoState.error}
        >
          <input
            id="brokerage-logo"
            type="file"
            accept="image/png,image/jpeg"
            className={fileInputClass}
            disabled={logoState.uploading}
            onChange={(event) => void chooseLogo(event.target.files?.[0])}
          />
        </FormField>
        {logoState.uploading && (
          <p role="status" className="text-sm text-slate-600">
            {t("admin.brokerage.logoUploading")}
          </p>
        )}
        {logoUrl && (
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={logoUrl}
              alt={t("admin.brokerage.logoPreview")}
              className="h-10 w-auto rounded border border-slate-200"
            />
            <Button variant="secondary" size="sm" onClick={() => setValue("logoUrl", "", { shouldDirty: true })}>
              {t("admin.brokerage.logoRemove")}
            </Button>
          </div>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty || logoState.uploading}>
          {update.isPending ? t("admin.saving") : t("admin.brokerage.save")}
        </Button>
      </div>
    </form>
  );
}
