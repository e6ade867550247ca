import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { GuideSection } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { SafeHtml } from "../../../components/safe-html";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { fieldIssues } from "../../../lib/field-issues";
import type { useSaveSection } from "../api/save-section";
import { fieldError } from "../utils/field-error";
import { type SectionFormInput, type SectionFormValues, sectionFormSchema } from "../utils/section-form-schema";
import { ContentEditor } from "./content-editor";
import { DialogActions } from "./dialog-actions";

type SectionFields = "title" | "content" | "order" | "imageUrl";
const sectionFields: SectionFields[] = ["title", "content", "order", "imageUrl"];

export interface SectionFormProps {
  topicId: number;
  locale?: Locale;
  section?: GuideSection;
  nextOrder: number;
  save: ReturnType<typeof useSaveSection>;
  onDone: () => void;
}

/** Title, order, image URL and the HTML content with a live preview (rendered through SafeHtml). */
export function SectionForm({ topicId, locale, section, nextOrder, save, onDone }: SectionFormProps) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SectionFormInput, unknown, SectionFormValues>({
    resolver: zodResolver(sectionFormSchema),
    mode: "onTouched",
    defaultValues: {
      title: section?.title ?? "",
      content: section?.content ?? "",
      order: section?.order ?? nextOrder,
      imageUrl: section?.imageUrl ?? "",
    },
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: section?.id,
        topicId,
        locale,
        input: { ...values, imageUrl: values.imageUrl || null },
      });
      onDone();
    } catch (error) {
      // The toast is shown by the mutation; the form keeps everything and marks the fields named.
      const issues = fieldIssues(error, t);
      for (const name of sectionFields) {
        const message = issues[name];
        if (message) setError(name, { message });
      }
    }
  });

  const field = (name: SectionFields) => ({
    id: `section-${name}`,
    invalid: Boolean(errors[name]),
    "aria-describedby": errors[name] ? `section-${name}-error` : undefined,
  });

  return (
    <form onSubmit={handleSave} noValidate className="grid gap-6 md:grid-cols-2">
      <div className="grid content-start gap-4">
        <FormField
          id="section-title"
          label={t("guideAdmin.section.title")}
          error={fieldError(t, errors.title?.message)}
        >
          <Input data-autofocus {...field("title")} {...register("title")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <FormField
            id="section-order"
            label={t("guideAdmin.section.orderField")}
            error={fieldError(t, errors.order?.message)}
          >
            <Input type="number" inputMode="numeric" min={0} step={1} {...field("order")} {...register("order")} />
          </FormField>
          <FormField
            id="section-imageUrl"
            label={t("guideAdmin.section.imageUrl")}
            error={fieldError(t, errors.imageUrl?.message)}
          >
            <Input
              placeholder={t("guideAdmin.section.imageUrlPlaceholder")}
              {...field("imageUrl")}
              {...register("imageUrl")}
            />
          </FormField>
        </div>
        <FormField
          id="section-content"
          label={t("guideAdmin.section.content")}
          error={fieldError(t, errors.content?.message)}
          hint={t("guideAdmin.section.contentHint")}
        >
          <Controller
            control={control}
            name="content"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <ContentEditor
                id="section-content"
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                ref={ref}
                invalid={Boolean(errors.content)}
                describedBy={errors.content ? "section-content-error" : undefined}
              />
            )}
          />
        </FormField>
      </div>
      <div className="min-w-0">
        <h3 id="section-preview-heading" className="mb-2 text-sm font-medium text-slate-800">
          {t("guideAdmin.section.preview")}
        </h3>
        {/* A long preview scrolls: it takes focus so a keyboard user can scroll it (axe scrollable-region-focusable). */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to take focus to be scrolled by keys.
          tabIndex={0}
          aria-labelledby="section-preview-heading"
          className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <SafeHtml html={watch("content")} />
        </section>
      </div>
      <div className="md:col-span-2">
        <DialogActions onCancel={onDone} busy={save.isPending}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("guideAdmin.saving") : t("guideAdmin.section.save")}
          </Button>
        </DialogActions>
      </div>
    </form>
  );
}
