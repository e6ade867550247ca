import { Bell } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { useLocale, useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useOpenOffers } from "../api/push";
import { registerServiceWorker, useStaffManifest } from "../utils/push-browser";
import { ClaimButton } from "./claim-button";

export interface OffersCardProps {
  live: boolean;
}

/** The agent dashboard's leads up for grabs, each with a Claim button, and the way to this device's notifications. */
export function OffersCard({ live }: OffersCardProps) {
  const t = useT();
  const format = useFormat();
  useStaffManifest(useLocale());
  const offers = useOpenOffers(live);
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return (
    <section aria-labelledby="offers-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-title" className="text-lg font-semibold">
          {t("push.offers.title")}
        </h2>
        <Link
          href="/notifications"
          className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline"
        >
          <Bell className="h-4 w-4" aria-hidden="true" />
          {t("push.offers.settings")}
        </Link>
      </div>
      {offers.data && offers.data.length === 0 && <p className="text-sm text-slate-600">{t("push.offers.none")}</p>}
      {offers.data && offers.data.length > 0 && (
        <ul className="grid gap-2">
          {offers.data.map((offer) => {
            const name = offer.fullName?.trim() || t("push.noName");
            return (
              <li
                key={offer.leadId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <div>
                  <Link href={`/leads/${encodeURIComponent(offer.leadId)}`} className="font-medium underline">
                    {name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {t(offer.type === "cash" ? "push.type.cash" : "push.type.realtor")} ·{" "}
                    {t("push.offers.until", { time: format.dateTime(offer.expiresAt) })}
                  </p>
                </div>
                <ClaimButton leadId={offer.leadId} name={name} size="sm" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
