import { TriangleAlert } from "lucide-react";

export interface LeadTagBannerProps {
  tag: string;
}

/** A lead's tag (e.g. 'Agent Represented – Do Not Contact') stands out above everything else. */
export function LeadTagBanner({ tag }: LeadTagBannerProps) {
  return (
    <div
      role="note"
      className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="font-semibold">{tag}</p>
    </div>
  );
}
