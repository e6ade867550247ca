import type { ReactNode } from "react";
import type { Offer, OfferStatus } from "../../contract/client-offers";
import type { MessageId } from "../i18n/catalogues/en-CA";
import { useT } from "../i18n/use-t";
import { useFormat } from "../lib/use-format";

export const offerStatusIds: Record<OfferStatus, MessageId> = {
  received: "offers.status.received",
  countered: "offers.status.countered",
  accepted: "offers.status.accepted",
  declined: "offers.status.declined",
  expired: "offers.status.expired",
  withdrawn: "offers.status.withdrawn",
};

const statusTone: Record<OfferStatus, string> = {
  received: "bg-sky-50 text-sky-800",
  countered: "bg-amber-50 text-amber-900",
  accepted: "bg-emerald-50 text-emerald-800",
  declined: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
};

export interface OfferListProps {
  offers: Offer[];
  /** What staff may do with an offer (change its status, delete it); nothing for the client. */
  actions?: (offer: Offer) => ReactNode;
}

/** Offers received on the seller's home, newest first: price, status, deposit, expiry and conditions. */
export function OfferList({ offers, actions }: OfferListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="grid gap-3">
      {offers.map((offer) => (
        <li key={offer.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-semibold text-slate-900">{format.money(offer.price)}</p>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${statusTone[offer.status]}`}>
              {t(offerStatusIds[offer.status])}
            </span>
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{t("offers.deposit")}</dt>
            <dd className="text-slate-900">
              {offer.deposit === null ? t("offers.none") : format.money(offer.deposit)}
            </dd>
            <dt className="text-slate-600">{t("offers.expires")}</dt>
            <dd className="text-slate-900">
              {offer.expiresOn ? format.localDay(offer.expiresOn) : t("offers.noExpiry")}
            </dd>
            <dt className="text-slate-600">{t("offers.conditions")}</dt>
            <dd className="whitespace-pre-line text-slate-900">{offer.conditions || t("offers.noConditions")}</dd>
            <dt className="text-slate-600">{t("offers.received")}</dt>
            <dd className="text-slate-900">{format.day(offer.createdAt)}</dd>
          </dl>
          {actions?.(offer)}
        </li>
      ))}
    </ul>
  );
}
