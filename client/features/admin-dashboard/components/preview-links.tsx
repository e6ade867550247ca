import { ExternalLink } from "lucide-react";

const previews = [
  { href: "/lead-flow/realtor?variant=four-card", label: "Realtor path, four cards" },
  { href: "/lead-flow/realtor?variant=two-step", label: "Realtor path, two-step form" },
  { href: "/lead-flow/cash-offer?variant=four-card", label: "Cash offer path, four cards" },
  { href: "/lead-flow/cash-offer?variant=two-step", label: "Cash offer path, two-step form" },
];

/** Opens a reading whatever the setting says (`?variant=`), in a new tab. */
export function PreviewLinks() {
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
            {preview.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
