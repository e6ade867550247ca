import { Download, FileText, ImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { DocumentKind, SharedDocument } from "../../contract/client-offers";
import type { MessageId } from "../i18n/catalogues/en-CA";
import { useT } from "../i18n/use-t";
import { useFormat } from "../lib/use-format";

export const documentKindIds: Record<DocumentKind, MessageId> = {
  "listing-agreement": "documents.kind.listing-agreement",
  disclosure: "documents.kind.disclosure",
  "market-analysis": "documents.kind.market-analysis",
  other: "documents.kind.other",
};

export interface DocumentListProps {
  documents: SharedDocument[];
  /** The download address of a document (the client's own, or staff's for a client). */
  fileUrl: (document: SharedDocument) => string;
  actions?: (document: SharedDocument) => ReactNode;
}

/** Files shared with the seller, newest first, each a download link with its kind, size and date. */
export function DocumentList({ documents, fileUrl, actions }: DocumentListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="grid gap-2">
      {documents.map((document) => {
        const Icon = document.mime === "application/pdf" ? FileText : ImageIcon;
        const size =
          document.size < 1024 * 1024
            ? t("documents.sizeKb", { size: format.number(Math.ceil(document.size / 1024)) })
            : t("documents.sizeMb", { size: format.number(Math.round(document.size / 104857.6) / 10) });
        return (
          <li key={document.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
            <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <a
                href={fileUrl(document)}
                download
                className="inline-flex items-center gap-1 font-medium break-words text-brand-800 underline-offset-4 hover:underline"
              >
                {document.title}
                <Download className="h-4 w-4 shrink-0" aria-hidden="true" />
              </a>
              <p className="text-sm text-slate-600">
                {t(documentKindIds[document.kind])} · {size} · {format.day(document.createdAt)}
              </p>
            </div>
            {actions?.(document)}
          </li>
        );
      })}
    </ul>
  );
}
