import { type ClipboardEvent, type Ref, useLayoutEffect, useRef } from "react";
import { TextArea } from "../../../components/ui/text-area";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { pastedContent } from "../utils/clipboard-paste";

export interface ContentEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The section's HTML in a textarea. A paste of HTML is sanitised with SafeHtml's allow-list before it
 * goes in; a paste of plain text goes in as paragraphs.
 */
export function ContentEditor({ id, value, onChange, onBlur, invalid, describedBy, ref }: ContentEditorProps) {
  const t = useT();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);

  // A controlled value moves the caret to the end; put it back after the inserted text.
  useLayoutEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    try {
      const pasted = pastedContent(event.clipboardData);
      if (!pasted) return;
      event.preventDefault();
      const target = event.currentTarget;
      const start = target.selectionStart ?? value.length;
      const end = target.selectionEnd ?? start;
      caret.current = start + pasted.html.length;
      onChange(value.slice(0, start) + pasted.html + value.slice(end));
      toast(
        pasted.kind === "html"
          ? { title: t("guideAdmin.paste.html"), description: t("guideAdmin.paste.htmlText") }
          : { title: t("guideAdmin.paste.text"), description: t("guideAdmin.paste.textText") },
      );
    } catch (error) {
      event.preventDefault();
      console.warn("Paste failed:", error);
      toast({
        title: t("guideAdmin.paste.failed"),
        description: t("guideAdmin.paste.failedText"),
        variant: "destructive",
      });
    }
  };

  return (
    <TextArea
      id={id}
      ref={(node) => {
        textarea.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      rows={12}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      onPaste={handlePaste}
      invalid={invalid}
      aria-describedby={describedBy}
      spellCheck
      className="font-mono text-sm"
    />
  );
}
