import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type GuideTopic,
  type GuideTopicInput,
  guideIconNames,
  guideTopicInputSchema,
  slugify,
} from "../../../../contract/guides";
import { LOCALES, type Locale } from "../../../../contract/locale";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { fieldIssues } from "../../../lib/field-issues";
import type { useSaveTopic } from "../api/save-topic";
import { fieldError } from "../utils/field-error";
import { languageKey } from "../utils/languages";
import { DialogActions } from "./dialog-actions";

type TopicFields = keyof GuideTopicInput;
const topicFields: TopicFields[] = ["title", "icon", "slug", "description"];

export interface TopicFormProps {
  topic?: GuideTopic;
  /** The language written; for a new guide the form offers the choice (English by default). */
  locale?: Locale;
  /** Adding `locale` to `topic`, which lacks it: slug and icon are the topic's, title and description start empty. */
  adding?: boolean;
  save: ReturnType<typeof useSaveTopic>;
  onDone: () => void;
}

/**
 * Title, icon, slug and description of one language; on creation the slug follows the title until the
 * slug is edited. Slug and icon are shared by the guide's languages.
 */
export function TopicForm({ topic, locale, adding, save, onDone }: TopicFormProps) {
  const t = useT();
  const slugEdited = useRef(Boolean(topic));
  const [newLocale, setNewLocale] = useState<Locale>(locale ?? "en-CA");
  const language = topic ? (locale ?? "en-CA") : newLocale;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<GuideTopicInput, unknown, z.output<typeof guideTopicInputSchema>>({
    resolver: zodResolver(guideTopicInputSchema),
    mode: "onTouched",
    defaultValues: {
      title: adding ? "" : (topic?.title ?? ""),
      icon: topic?.icon ?? "",
      slug: topic?.slug ?? "",
      description: adding ? "" : (topic?.description ?? ""),
    },
  });

  const handleSave = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: topic?.id, input, locale: language });
      onDone();
    } catch (error) {
      // The toast is shown by the mutation; the form keeps what was typed and marks the fields named.
      const issues = fieldIssues(error, t);
      for (const name of topicFields) {
        const message = issues[name];
        if (message) setError(name, { message });
      }
    }
  });

  const field = (name: TopicFields) => ({
    id: `guide-${name}`,
    invalid: Boolean(errors[name]),
    "aria-describedby": errors[name] ? `guide-${name}-error` : undefined,
  });
  const title = register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) setValue("slug", slugify(event.target.value), { shouldValidate: isSubmitted });
    },
  });
  const slug = register("slug", {
    // Auto-fill resumes only if the slug is emptied again.
    onChange: (event: { target: { value: string } }) => {
      slugEdited.current = event.target.value !== "";
    },
  });

  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      {!topic && (
        <fieldset className="grid gap-1.5">
          <legend className="text-sm font-medium text-slate-800">{t("guideAdmin.topic.language")}</legend>
          <div className="flex gap-4">
            {LOCALES.map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="guide-language"
                  value={option}
                  checked={newLocale === option}
                  onChange={() => setNewLocale(option)}
                />
                {t("guideAdmin.language", { language: languageKey(option) })}
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-500">{t("guideAdmin.topic.languageHint")}</p>
        </fieldset>
      )}
      <FormField id="guide-title" label={t("guideAdmin.topic.title")} error={fieldError(t, errors.title?.message)}>
        <Input data-autofocus lang={language} {...field("title")} {...title} />
      </FormField>
      <FormField
        id="guide-icon"
        label={t("guideAdmin.topic.icon")}
        error={fieldError(t, errors.icon?.message)}
        hint={t("guideAdmin.topic.iconHint")}
      >
        <div className="flex items-center gap-2">
          <Input {...field("icon")} list="guide-icon-names" autoComplete="off" {...register("icon")} />
          <datalist id="guide-icon-names">
            {guideIconNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
            <GuideIcon name={watch("icon") ?? ""} className="h-5 w-5" />
          </span>
        </div>
      </FormField>
      <FormField
        id="guide-slug"
        label={t("guideAdmin.topic.slug")}
        error={fieldError(t, errors.slug?.message)}
        hint={topic ? t("guideAdmin.topic.slugHintShared") : t("guideAdmin.topic.slugHint")}
      >
        <Input {...field("slug")} {...slug} />
      </FormField>
      <FormField
        id="guide-description"
        label={t("guideAdmin.topic.description")}
        error={fieldError(t, errors.description?.message)}
      >
        <TextArea lang={language} {...field("description")} {...register("description")} />
      </FormField>
      <DialogActions onCancel={onDone} busy={save.isPending}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("guideAdmin.saving") : t("guideAdmin.topic.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
