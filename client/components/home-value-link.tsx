import { clsx } from "clsx";
import { localePath } from "../i18n/locale-path";
import { useLocale, useT } from "../i18n/use-t";

export interface HomeValueLinkProps {
  /** `hesitate`: "Not sure what your home is worth?" where a seller pauses (the lead flows, the guides). */
  prompt?: "hesitate" | "none";
  className?: string;
}

/**
 * The way to "What is my home worth?" from every public page (issue 43): a plain link, so it costs the page
 * no script and works before (or without) JavaScript; the address is the page's language's.
 */
export function HomeValueLink({ prompt = "hesitate", className }: HomeValueLinkProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={clsx("text-sm text-slate-700", className)}>
      {prompt === "hesitate" && <>{t("homeValueLink.prompt")} </>}
      <a
        href={localePath(locale, "/home-value")}
        className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t("homeValueLink.action")}
      </a>
    </p>
  );
}
