import { ExternalLink } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";

const previews: { href: string; label: MessageId }[] = [
  { href: "/lead-flow/realtor?variant=four-card", label: "admin.landing.preview.realtorFour" },
  { href: "/lead-flow/realtor?variant=two-step", label: "admin.landing.preview.realtorTwo" },
  { href: "/lead-flow/cash-offer?variant=four-card", label: "admin.landing.preview.cashFour" },
  { href: "/lead-flow/cash-offer?variant=two-step", label: "admin.landing.preview.cashTwo" },
];

/** Opens a reading whatever the setting says (`?variant=`), in a new tab. */
export function PreviewLinks() {
  const t = useT();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {previews.map((preview) => (
        <li key={preview.href}>
          <a
            href={preview.href}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-brand-700 hover:bg-slate-50"
          >
            <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t(preview.label)}
            <span className="sr-only"> {t("admin.landing.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
