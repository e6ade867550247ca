import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DocumentList } from "../../../components/document-list";
import { OfferList } from "../../../components/offer-list";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useClientDocuments, useClientOffers } from "../api/get-offers-documents";

/** Loading, failure (with a retry) and empty states around a tile's list. */
function ListState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <p role="status" className="py-4 text-center text-slate-600">
        {t("clientDashboard.list.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-4 text-center">
        <p className="text-slate-700">{t("clientDashboard.list.failed")}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="py-4 text-center text-slate-600">{empty}</p>;
  return children(query.data);
}

/** The Offers tile: every offer received on the home, as the agent recorded it, with its status. */
export function OffersPanel() {
  const t = useT();
  const offers = useClientOffers();
  return (
    <ListState query={offers} empty={t("clientDashboard.offers.none")}>
      {(items) => <OfferList offers={items} />}
    </ListState>
  );
}

/** The Documents tile: the files the agent shared (listing agreement, disclosures, market analysis). */
export function DocumentsPanel() {
  const t = useT();
  const documents = useClientDocuments();
  return (
    <ListState query={documents} empty={t("clientDashboard.documents.none")}>
      {(items) => (
        <DocumentList documents={items} fileUrl={(document) => `/api/client/documents/${document.id}/file`} />
      )}
    </ListState>
  );
}
