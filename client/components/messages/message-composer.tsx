import { Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { sendMessageInputSchema } from "../../../contract/client-portal";
import { useT } from "../../i18n/use-t";
import { translateValidation } from "../../i18n/validation";
import { Button } from "../ui/button";

export interface MessageComposerProps {
  label: string;
  pending: boolean;
  /** Resolves true when the message was stored; the text box is cleared only then. */
  onSend: (content: string) => Promise<boolean>;
}

/** A text box and Send: disabled while empty or sending; Enter sends, Shift+Enter adds a line. */
export function MessageComposer({ label, pending, onSend }: MessageComposerProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState("");
  const check = sendMessageInputSchema.safeParse({ content: draft });
  const error = draft.trim() && !check.success ? translateValidation(t, check.error.issues[0]?.message) : undefined;
  const canSend = check.success && !pending;

  const send = async () => {
    if (!canSend) return;
    const sent = draft;
    // Text typed while sending is kept; only what was sent is cleared.
    if (await onSend(sent)) setDraft((current) => (current === sent ? "" : current));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        data-autofocus
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSend}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {pending ? t("staff.message.sending") : t("staff.message.send")}
        </Button>
      </div>
    </form>
  );
}
