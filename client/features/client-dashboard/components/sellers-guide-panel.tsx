import { BookOpen, Download, ExternalLink } from "lucide-react";
import { useT } from "../../../i18n/use-t";
import type { TilePanelProps } from "./tile-panel-props";

const linkButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors";

/** The client's personalised guide: read it on screen or download it as a PDF. */
export function SellersGuidePanel({ data }: TilePanelProps) {
  const t = useT();
  if (!data.guide) {
    return (
      <div className="grid justify-items-center gap-3 py-4 text-center">
        <BookOpen className="h-8 w-8 text-brand-600" aria-hidden="true" />
        <p className="text-slate-700">{t("clientDashboard.guide.notReady")}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <BookOpen className="mt-1 h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <p className="text-sm text-slate-500">{t("clientDashboard.guide.yours")}</p>
          <p className="font-semibold text-slate-900">{data.guide.title}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/sellers-guide/${encodeURIComponent(data.guide.token)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t("clientDashboard.guide.open")}
        </a>
        <a
          href="/api/client/guide.pdf"
          download="my-sellers-guide.pdf"
          className={`${linkButton} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("clientDashboard.guide.download")}
        </a>
      </div>
    </div>
  );
}
