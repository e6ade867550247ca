import { CheckCircle2 } from "lucide-react";

export interface MarketingPanelProps {
  heading: string;
  intro: string;
  points: string[];
}

export function MarketingPanel({ heading, intro, points }: MarketingPanelProps) {
  return (
    <section className="flex flex-col justify-center bg-brand-800 px-6 py-10 text-white sm:px-10 lg:px-14">
      <h2 className="text-2xl font-bold sm:text-3xl">{heading}</h2>
      <p className="mt-3 text-brand-100">{intro}</p>
      <ul className="mt-6 grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-100" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
