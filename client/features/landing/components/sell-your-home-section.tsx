import { Banknote, Calculator, CheckCircle2, Handshake, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link, useSearch } from "wouter";
import { leadFlowVariants } from "../../../../contract/lead-flow-variants";
import { useT } from "../../../i18n/use-t";

interface SellOption {
  /** Its texts: `landing.sell.{key}.title`, `.description`, `.point1` to `.point4` (not `value`), its button's. */
  key: "agent" | "cash" | "value";
  href: string;
  icon: LucideIcon;
}

const sellOptions: SellOption[] = [
  { key: "agent", href: "/lead-flow/realtor", icon: Handshake },
  { key: "cash", href: "/lead-flow/cash-offer", icon: Banknote },
  // Issue 43: the seller not yet sure which way to go asks first what the home is worth.
  { key: "value", href: "/home-value", icon: Calculator },
];

/**
 * Spec section 2, 'Sell Your Home': the two lead paths, each opening its lead flow, and beside them "What is my
 * home worth?" (the home-value funnel, issue 43).
 */
export function SellYourHomeSection() {
  const t = useT();
  const headingId = useId();
  // `/?variant=two-step|four-card` carries the lead-flow preview (DESIGN.md 5.2) through the 'Choose' buttons.
  const variant = new URLSearchParams(useSearch()).get("variant");
  const query = leadFlowVariants.some((known) => known === variant) ? `?variant=${variant}` : "";
  return (
    // Same side padding and width as the rest of the landing page (docs/accessibility.md: it touched the screen edges).
    <section aria-labelledby={headingId} className="mx-auto mt-2 mb-12 w-full max-w-5xl px-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t("landing.sell.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("landing.sell.subtitle")}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sellOptions.map((option) => (
          <SellOptionCard key={option.href} option={option} query={query} />
        ))}
      </div>
    </section>
  );
}

function SellOptionCard({ option, query }: { option: SellOption; query: string }) {
  const t = useT();
  const titleId = useId();
  const Icon = option.icon;
  // The estimate's card says what it is in its description: no points to weigh against the two ways to sell.
  const { key } = option;
  const points = key === "value" ? [] : ([1, 2, 3, 4] as const).map((n) => t(`landing.sell.${key}.point${n}`));
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {t(`landing.sell.${option.key}.title`)}
      </h3>
      <p className="mt-1 text-slate-600">{t(`landing.sell.${option.key}.description`)}</p>
      {points.length > 0 ? (
        <ul className="mt-4 grid flex-1 content-start gap-2">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-slate-700">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <Link
        href={option.key === "value" ? option.href : `${option.href}${query}`}
        aria-describedby={titleId}
        className="mt-6 inline-flex h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-base font-medium text-white transition-colors hover:bg-brand-800"
      >
        {option.key === "value" ? t("landing.sell.value.action") : t("landing.choose")}
      </Link>
    </article>
  );
}
