import { Phone } from "lucide-react";
import { telHref } from "../utils/format";
import type { TilePanelProps } from "./tile-panel-props";

/** The brokerage's partner directory, by category. */
export function PartnersPanel({ data }: TilePanelProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {data.partners.map((category) => (
        <section key={category.category} className="rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{category.category}</h3>
          <ul className="mt-2 grid gap-3">
            {category.providers.map((provider) => (
              <li key={provider.name}>
                <p className="font-medium text-slate-900">{provider.name}</p>
                <p className="text-sm text-slate-600">{provider.service}</p>
                <a
                  href={telHref(provider.phone)}
                  className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
                >
                  <Phone className="h-3.5 w-3.5" aria-hidden="true" />
                  {provider.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
