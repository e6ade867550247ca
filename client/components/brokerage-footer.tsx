import { useQuery } from "@tanstack/react-query";
import { localePath } from "../i18n/locale-path";
import { useLocale, useT } from "../i18n/use-t";
import { brokerageQueryOptions } from "../lib/brokerage";

/** Closes every public page: the brokerage's identity and the current year. */
export function BrokerageFooter() {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(brokerageQueryOptions());
  const year = new Date().getFullYear();
  const name = data?.name ?? t("common.siteName");
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-slate-800">{name}</p>
          {data?.address && <p>{data.address}</p>}
          {(data?.phone || data?.email) && (
            <p>
              {data.phone}
              {data.phone && data.email ? " · " : ""}
              {data.email && (
                <a className="underline hover:text-slate-900" href={`mailto:${data.email}`}>
                  {data.email}
                </a>
              )}
            </p>
          )}
        </div>
        <p>
          <a className="underline hover:text-slate-900" href={localePath(locale, "/home-value")}>
            {t("footer.homeValue")}
          </a>
          <span aria-hidden="true"> · </span>
          <a className="underline hover:text-slate-900" href={localePath(locale, "/privacy")}>
            {t("footer.privacy")}
          </a>
          <span aria-hidden="true"> · </span>
          {t("footer.rights", { year: String(year), name })}
        </p>
      </div>
    </footer>
  );
}
