import { Sparkles } from "lucide-react";

export interface ComingSoonProps {
  /** A named feature gets its own sentence; without one, the spec's text for an unknown tile. */
  feature?: "Offers" | "Documents";
}

const texts = {
  Offers: "Offers are coming soon. When buyers make offers, you'll review them here with your agent.",
  Documents: "Documents are coming soon. Your listing agreement and closing papers will be kept here.",
};

export function ComingSoon({ feature }: ComingSoonProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Sparkles className="h-8 w-8 text-brand-600" aria-hidden="true" />
      <p className="text-slate-700">{feature ? texts[feature] : "This feature is coming soon!"}</p>
    </div>
  );
}
