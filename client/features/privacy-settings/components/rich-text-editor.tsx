import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { clsx } from "clsx";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ALLOWED_URI, HTML_POLICY } from "../../../../contract/html-policy";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";

export interface RichTextEditorProps {
  /** The id of the element that names the editor (its label). */
  labelledBy: string;
  /** The element that says what is wrong, when something is. */
  describedBy?: string;
  lang: string;
  /** The starting HTML; only what the editor's schema knows survives. */
  initialHtml: string;
  invalid?: boolean;
  onChange: (html: string, empty: boolean) => void;
}

/**
 * The privacy policy's rich-text editor (Tiptap 3, decision 032). Its schema is the sanitiser's policy
 * (contract/html-policy.ts): paragraphs, headings 2 to 4, bold, italic, underline, lists, quotes and links,
 * nothing else, so what it writes is what the server keeps after sanitising. Loaded only on this screen.
 */
export function RichTextEditor({ labelledBy, describedBy, lang, initialHtml, invalid, onChange }: RichTextEditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { rel: HTML_POLICY.linkRel, target: null },
          isAllowedUri: (url) => ALLOWED_URI.test(url),
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        lang,
        class:
          "min-h-48 max-h-96 overflow-auto px-3 py-2 text-sm text-slate-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-medium [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    // What the editor holds from the start (its schema drops anything the policy does not allow) is what saves.
    onCreate: ({ editor: current }) => onChange(current.getHTML(), current.isEmpty),
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.isEmpty),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      blockquote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState("");
  const linkId = useId();

  if (!editor || !active) return null;
  const chain = () => editor.chain().focus();
  const tools: { label: string; icon: LucideIcon; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    {
      label: t("privacySettings.editor.bold"),
      icon: Bold,
      pressed: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      label: t("privacySettings.editor.italic"),
      icon: Italic,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      label: t("privacySettings.editor.underline"),
      icon: Underline,
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      label: t("privacySettings.editor.heading2"),
      icon: Heading2,
      pressed: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t("privacySettings.editor.heading3"),
      icon: Heading3,
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t("privacySettings.editor.bulletList"),
      icon: List,
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: t("privacySettings.editor.orderedList"),
      icon: ListOrdered,
      pressed: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: t("privacySettings.editor.quote"),
      icon: Quote,
      pressed: active.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      label: t("privacySettings.editor.link"),
      icon: Link2,
      pressed: active.link,
      run: () => {
        setHref((editor.getAttributes("link").href as string | undefined) ?? "");
        setLinking((open) => !open);
      },
    },
    {
      label: t("privacySettings.editor.undo"),
      icon: Undo2,
      disabled: !active.canUndo,
      run: () => chain().undo().run(),
    },
    {
      label: t("privacySettings.editor.redo"),
      icon: Redo2,
      disabled: !active.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  const handleLink = (event: FormEvent) => {
    event.preventDefault();
    const target = href.trim();
    if (target) chain().extendMarkRange("link").setLink({ href: target }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinking(false);
  };

  return (
    <div
      className={clsx(
        "rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand-600",
        invalid ? "border-red-600" : "border-slate-300",
      )}
    >
      <div
        role="toolbar"
        aria-labelledby={labelledBy}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            disabled={tool.disabled}
            onClick={tool.run}
            className={clsx(
              "inline-flex h-9 w-9 items-center justify-center rounded text-slate-700 hover:bg-slate-200 disabled:opacity-40",
              tool.pressed && "bg-slate-800 text-white hover:bg-slate-700",
            )}
          >
            <tool.icon className="h-4 w-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      {linking && (
        // A nested form would submit the policy's own: this is a group of fields with its own button.
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
          <label htmlFor={linkId} className="grid flex-1 gap-1 text-sm font-medium text-slate-800">
            {t("privacySettings.editor.linkAddress")}
            <Input
              id={linkId}
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") handleLink(event);
              }}
            />
          </label>
          <Button type="button" size="sm" onClick={handleLink}>
            {t("privacySettings.editor.linkApply")}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
