import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Note } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { noteAuthor } from "../utils/note-rules";

export interface NoteItemProps {
  note: Note;
  mayChange: boolean;
  saving: boolean;
  /** Resolves when saved; the editor closes only then. */
  onSave: (content: string) => Promise<unknown>;
  onDelete: () => void;
}

/** One note: content, 'By:' author • date; inline edit saves only non-empty text. */
export function NoteItem({ note, mayChange, saving, onSave, onDelete }: NoteItemProps) {
  const t = useT();
  const format = useFormat();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editorId = useId();
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Closing the editor removes its buttons; focus goes back to Edit.
    if (wasEditing.current && draft === null) actions.current?.querySelector("button")?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const handleSave = async () => {
    const content = (draft ?? "").trim();
    if (!content) {
      setError(t("leads.notes.required"));
      return;
    }
    if (content === note.content) {
      setDraft(null);
      return;
    }
    try {
      await onSave(content);
      setDraft(null);
    } catch {
      // Reported by a toast; the edit stays open with the text.
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      {draft === null ? (
        <p className="break-words whitespace-pre-line text-slate-900">{note.content}</p>
      ) : (
        <div className="grid gap-2">
          <label htmlFor={editorId} className="sr-only">
            {t("leads.notes.text")}
          </label>
          <TextArea
            id={editorId}
            value={draft}
            autoFocus
            invalid={Boolean(error)}
            aria-describedby={error ? `${editorId}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") setDraft(null);
              if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void handleSave();
            }}
          />
          {error && (
            <p id={`${editorId}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button size="sm" onClick={() => void handleSave()} disabled={saving}>
              {t("leads.save")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDraft(null)} disabled={saving}>
              {t("leads.cancel")}
            </Button>
          </div>
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-500">
          {t("leads.notes.by", { name: noteAuthor(note) })} <span aria-hidden="true">•</span>{" "}
          {format.dateTime(note.createdAt)}
        </p>
        {mayChange && draft === null && (
          <div ref={actions} className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setDraft(note.content)} aria-label={t("leads.notes.edit")}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t("leads.edit")}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t("leads.notes.delete")}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t("leads.delete")}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
