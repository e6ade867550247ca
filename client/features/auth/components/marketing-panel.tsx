import { CheckCircle2 } from "lucide-react";
import { useId } from "react";

export interface MarketingPanelProps {
  heading: string;
  intro: string;
  points: string[];
}

/** Beside the sign-in form: a complementary landmark, so no content sits outside a landmark (axe region). */
export function MarketingPanel({ heading, intro, points }: MarketingPanelProps) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col justify-center bg-brand-800 px-6 py-10 text-white sm:px-10 lg:px-14"
    >
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 text-brand-100">{intro}</p>
      <ul className="mt-6 grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-100" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
