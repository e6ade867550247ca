import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { noteContentSchema } from "../utils/note-rules";

export interface NoteFormProps {
  /** Resolves when the note was saved; the text is cleared only then, so nothing typed is lost on a failure. */
  onAdd: (content: string) => Promise<unknown>;
}

export function NoteForm({ onAdd }: NoteFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({ resolver: zodResolver(noteContentSchema), defaultValues: { content: "" } });

  const handleAdd = handleSubmit(async ({ content }) => {
    try {
      await onAdd(content.trim());
      reset({ content: "" });
    } catch {
      // The failure is reported by a toast; the text stays for another try.
    }
  });

  return (
    <form onSubmit={handleAdd} noValidate className="grid gap-3">
      <FormField id="new-note" label={t("leads.notes.add")} error={errors.content?.message}>
        <TextArea
          id="new-note"
          placeholder={t("leads.notes.placeholder")}
          invalid={Boolean(errors.content)}
          aria-describedby={errors.content ? "new-note-error" : undefined}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void handleAdd();
          }}
          {...register("content")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? t("leads.notes.adding") : t("leads.notes.addButton")}
        </Button>
      </div>
    </form>
  );
}
