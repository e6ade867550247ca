import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type GuideTopic, type GuideTopicInput, guideTopicInputSchema, slugify } from "../../../../contract/guides";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import type { useSaveTopic } from "../api/save-topic";
import { fieldIssues } from "../utils/error-text";
import { DialogActions } from "./dialog-actions";

type TopicFields = keyof GuideTopicInput;
const topicFields: TopicFields[] = ["title", "icon", "slug", "description"];

export interface TopicFormProps {
  topic?: GuideTopic;
  save: ReturnType<typeof useSaveTopic>;
  onDone: () => void;
}

/** Title, icon, slug and description; on creation the slug follows the title until the slug is edited. */
export function TopicForm({ topic, save, onDone }: TopicFormProps) {
  const slugEdited = useRef(Boolean(topic));
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
      title: topic?.title ?? "",
      icon: topic?.icon ?? "",
      slug: topic?.slug ?? "",
      description: topic?.description ?? "",
    },
  });

  const handleSave = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: topic?.id, input });
      onDone();
    } catch (error) {
      // The toast is shown by the mutation; the form keeps what was typed and marks the fields named.
      const issues = fieldIssues(error);
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
      <FormField id="guide-title" label="Title" error={errors.title?.message}>
        <Input data-autofocus {...field("title")} {...title} />
      </FormField>
      <FormField
        id="guide-icon"
        label="Icon"
        error={errors.icon?.message}
        hint="A lucide icon name, for example Sofa, Wrench, DollarSign or Camera."
      >
        <div className="flex items-center gap-2">
          <Input {...field("icon")} {...register("icon")} />
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
            <GuideIcon name={watch("icon") ?? ""} className="h-5 w-5" />
          </span>
        </div>
      </FormField>
      <FormField id="guide-slug" label="Slug" error={errors.slug?.message} hint="Used in the address /guides/{slug}.">
        <Input {...field("slug")} {...slug} />
      </FormField>
      <FormField id="guide-description" label="Description (optional)" error={errors.description?.message}>
        <TextArea {...field("description")} {...register("description")} />
      </FormField>
      <DialogActions onCancel={onDone} busy={save.isPending}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Guide"}
        </Button>
      </DialogActions>
    </form>
  );
}
