import { useState } from "react";
import type { User } from "../../../../contract/auth";
import type { Note } from "../../../../contract/crm";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useCreateNote } from "../api/create-note";
import { useDeleteNote } from "../api/delete-note";
import { useNotes } from "../api/get-notes";
import { useUpdateNote } from "../api/update-note";
import { mayChangeNote } from "../utils/note-rules";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";
import { QueryState } from "./query-state";

export interface NotesTabProps {
  leadId: string;
  user: User | null | undefined;
  live: boolean;
}

const newestFirst = (a: Note, b: Note) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

export function NotesTab({ leadId, user, live }: NotesTabProps) {
  const notes = useNotes(leadId, live);
  const create = useCreateNote(leadId, user?.id);
  const update = useUpdateNote(leadId);
  const remove = useDeleteNote(leadId);
  const t = useT();
  const [confirming, setConfirming] = useState<number | null>(null);
  const sorted = [...(notes.data ?? [])].sort(newestFirst);

  return (
    <div className="grid gap-4">
      <NoteForm onAdd={(content) => create.mutateAsync(content)} />
      <QueryState
        query={notes}
        loading={t("leads.notes.loading")}
        empty={sorted.length === 0 ? t("leads.notes.none") : null}
      >
        <ul className="grid gap-3" aria-label={t("leads.tabs.notes")}>
          {sorted.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              mayChange={mayChangeNote(note, user)}
              saving={update.isPending && update.variables?.id === note.id}
              onSave={(content) => update.mutateAsync({ id: note.id, content })}
              onDelete={() => setConfirming(note.id)}
            />
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t("leads.notes.confirmDelete")}
        confirmLabel={t("leads.delete")}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
      >
        {t("leads.cannotUndo")}
      </ConfirmDialog>
    </div>
  );
}
