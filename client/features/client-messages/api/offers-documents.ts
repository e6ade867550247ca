import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Offer, OfferInput, OfferStatus, SharedDocument } from "../../../../contract/client-offers";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError, apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";

const base = (clientId: number) => `/api/staff/clients/${clientId}`;

export const staffOffersQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ["client-messages", "offers", clientId],
    queryFn: () => apiJson<Offer[]>("GET", `${base(clientId)}/offers`),
  });

export const staffDocumentsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ["client-messages", "documents", clientId],
    queryFn: () => apiJson<SharedDocument[]>("GET", `${base(clientId)}/documents`),
  });

export const useStaffOffers = (clientId: number) => useQuery(staffOffersQueryOptions(clientId));
export const useStaffDocuments = (clientId: number) => useQuery(staffDocumentsQueryOptions(clientId));

/** A write on a client's offers or documents: the list re-read after it, a toast in the screen's language. */
function useClientWrite<T>(queryKey: readonly unknown[], send: (input: T) => Promise<unknown>, done: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast({ title: done });
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      toast({
        title: t("clientMessages.saveFailed"),
        description: error instanceof ApiRequestError ? errorMessage(error, t) : t("clientMessages.checkConnection"),
        variant: "destructive",
      });
    },
  });
}

export function useRecordOffer(clientId: number) {
  const t = useT();
  return useClientWrite(
    staffOffersQueryOptions(clientId).queryKey,
    (input: OfferInput) => apiJson<Offer>("POST", `${base(clientId)}/offers`, input),
    t("clientMessages.offers.recorded"),
  );
}

export function useSetOfferStatus(clientId: number) {
  const t = useT();
  return useClientWrite(
    staffOffersQueryOptions(clientId).queryKey,
    ({ id, status }: { id: number; status: OfferStatus }) =>
      apiJson<Offer>("PATCH", `${base(clientId)}/offers/${id}`, { status }),
    t("clientMessages.offers.updated"),
  );
}

export function useDeleteOffer(clientId: number) {
  const t = useT();
  return useClientWrite(
    staffOffersQueryOptions(clientId).queryKey,
    (id: number) => apiJson<void>("DELETE", `${base(clientId)}/offers/${id}`),
    t("clientMessages.offers.deleted"),
  );
}

/** Sends the file as multipart (the fields first, then the file), as the server reads it. */
async function upload(clientId: number, form: { kind: string; title: string; file: File }): Promise<SharedDocument> {
  const body = new FormData();
  body.append("kind", form.kind);
  body.append("title", form.title);
  body.append("file", form.file);
  const response = await fetch(`${base(clientId)}/documents`, { method: "POST", credentials: "include", body });
  if (!response.ok) throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
  return (await response.json()) as SharedDocument;
}

export function useShareDocument(clientId: number) {
  const t = useT();
  return useClientWrite(
    staffDocumentsQueryOptions(clientId).queryKey,
    (form: { kind: string; title: string; file: File }) => upload(clientId, form),
    t("clientMessages.documents.shared"),
  );
}

export function useDeleteDocument(clientId: number) {
  const t = useT();
  return useClientWrite(
    staffDocumentsQueryOptions(clientId).queryKey,
    (id: number) => apiJson<void>("DELETE", `${base(clientId)}/documents/${id}`),
    t("clientMessages.documents.deleted"),
  );
}
