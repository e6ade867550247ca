import { type FormEvent, useId, useRef, useState } from "react";
import { DOCUMENT_MAX_BYTES, documentKinds, offerStatuses } from "../../../../contract/client-offers";
import { DocumentList, documentKindIds } from "../../../components/document-list";
import { OfferList, offerStatusIds } from "../../../components/offer-list";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { fileInputClass } from "../../../components/ui/file-input";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import {
  useDeleteDocument,
  useDeleteOffer,
  useRecordOffer,
  useSetOfferStatus,
  useShareDocument,
  useStaffDocuments,
  useStaffOffers,
} from "../api/offers-documents";

const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** A whole number of dollars or cents as typed ("815000", "815 000", "815,000.50"); NaN when it is not one. */
const dollars = (text: string) =>
  Number(
    text
      .replace(/[\s$]/g, "")
      .replace(/,(?=\d{3}\b)/g, "")
      .replace(",", "."),
  );

/** The offers received on one client's home: the list (status changes, deletion) and a form to record one. */
export function OffersPane({ clientId, name }: { clientId: number; name: string }) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const offers = useStaffOffers(clientId);
  const record = useRecordOffer(clientId);
  const setStatus = useSetOfferStatus(clientId);
  const remove = useDeleteOffer(clientId);
  const [form, setForm] = useState({ price: "", deposit: "", expiresOn: "", conditions: "" });
  const [errors, setErrors] = useState<{ price?: string; deposit?: string }>({});
  const [deleting, setDeleting] = useState<number | null>(null);
  const priceRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = dollars(form.price);
    const deposit = form.deposit.trim() ? dollars(form.deposit) : null;
    const found = {
      price: Number.isFinite(price) && price > 0 ? undefined : t("clientMessages.offers.priceInvalid"),
      deposit:
        deposit === null || (Number.isFinite(deposit) && deposit >= 0)
          ? undefined
          : t("clientMessages.offers.depositInvalid"),
    };
    setErrors(found);
    if (found.price || found.deposit) {
      if (found.price) priceRef.current?.focus();
      return;
    }
    record.mutate(
      { price, deposit, conditions: form.conditions, expiresOn: form.expiresOn || null },
      { onSuccess: () => setForm({ price: "", deposit: "", expiresOn: "", conditions: "" }) },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("clientMessages.offers.title", { name })}
      </h2>
      {offers.isPending ? (
        <p role="status" className="text-slate-600">
          {t("clientMessages.offers.loading")}
        </p>
      ) : offers.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("clientMessages.offers.failed")}</p>
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : offers.data.length === 0 ? (
        <p className="text-slate-600">{t("clientMessages.offers.none")}</p>
      ) : (
        <OfferList
          offers={offers.data}
          actions={(offer) => (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1 text-sm">
                <label htmlFor={`${id}-status-${offer.id}`} className="font-medium text-slate-800">
                  {t("clientMessages.offers.statusOf", { price: format.money(offer.price) })}
                </label>
                <select
                  id={`${id}-status-${offer.id}`}
                  className={selectClass}
                  value={offer.status}
                  disabled={setStatus.isPending}
                  onChange={(event) =>
                    setStatus.mutate({ id: offer.id, status: event.target.value as (typeof offerStatuses)[number] })
                  }
                >
                  {offerStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(offerStatusIds[status])}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="secondary"
                aria-label={t("clientMessages.offers.deleteLabel", { price: format.money(offer.price) })}
                onClick={() => setDeleting(offer.id)}
              >
                {t("clientMessages.delete")}
              </Button>
            </div>
          )}
        />
      )}
      <form noValidate onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <h3 className="font-semibold text-slate-900 sm:col-span-2">{t("clientMessages.offers.record")}</h3>
        <FormField id={`${id}-price`} label={t("clientMessages.offers.price")} error={errors.price}>
          <Input
            ref={priceRef}
            id={`${id}-price`}
            inputMode="decimal"
            value={form.price}
            invalid={Boolean(errors.price)}
            onChange={(event) => setForm({ ...form, price: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-deposit`} label={t("clientMessages.offers.deposit")} error={errors.deposit}>
          <Input
            id={`${id}-deposit`}
            inputMode="decimal"
            value={form.deposit}
            invalid={Boolean(errors.deposit)}
            onChange={(event) => setForm({ ...form, deposit: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-expires`} label={t("clientMessages.offers.expiresOn")}>
          <Input
            id={`${id}-expires`}
            type="date"
            value={form.expiresOn}
            onChange={(event) => setForm({ ...form, expiresOn: event.target.value })}
          />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={`${id}-conditions`} label={t("clientMessages.offers.conditions")}>
            <TextArea
              id={`${id}-conditions`}
              maxLength={2000}
              value={form.conditions}
              onChange={(event) => setForm({ ...form, conditions: event.target.value })}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={record.isPending}>
            {t("clientMessages.offers.save")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={t("clientMessages.offers.deleteTitle")}
        confirmLabel={t("clientMessages.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting !== null && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        {t("clientMessages.offers.deleteBody")}
      </ConfirmDialog>
    </section>
  );
}

/** The files shared with one client: the list (download, deletion) and a form to share one. */
export function DocumentsPane({ clientId, name }: { clientId: number; name: string }) {
  const t = useT();
  const id = useId();
  const documents = useStaffDocuments(clientId);
  const share = useShareDocument(clientId);
  const remove = useDeleteDocument(clientId);
  const [kind, setKind] = useState<(typeof documentKinds)[number]>("listing-agreement");
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [deleting, setDeleting] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : t("clientMessages.documents.titleRequired"),
      file: !file
        ? t("clientMessages.documents.fileRequired")
        : file.size > DOCUMENT_MAX_BYTES
          ? t("clientMessages.documents.tooLarge")
          : undefined,
    };
    setErrors(found);
    if (found.title || found.file || !file) return;
    share.mutate(
      { kind, title: title.trim(), file },
      {
        onSuccess: () => {
          setTitle("");
          setFile(null);
          if (fileRef.current) fileRef.current.value = "";
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("clientMessages.documents.title", { name })}
      </h2>
      {documents.isPending ? (
        <p role="status" className="text-slate-600">
          {t("clientMessages.documents.loading")}
        </p>
      ) : documents.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("clientMessages.documents.failed")}</p>
          <Button variant="secondary" onClick={() => void documents.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : documents.data.length === 0 ? (
        <p className="text-slate-600">{t("clientMessages.documents.none")}</p>
      ) : (
        <DocumentList
          documents={documents.data}
          fileUrl={(document) => `/api/staff/clients/${clientId}/documents/${document.id}/file`}
          actions={(document) => (
            <Button
              variant="secondary"
              aria-label={t("clientMessages.documents.deleteLabel", { title: document.title })}
              onClick={() => setDeleting(document.id)}
            >
              {t("clientMessages.delete")}
            </Button>
          )}
        />
      )}
      <form noValidate onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <h3 className="font-semibold text-slate-900 sm:col-span-2">{t("clientMessages.documents.share")}</h3>
        <FormField id={`${id}-kind`} label={t("clientMessages.documents.kind")}>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={kind}
            onChange={(event) => setKind(event.target.value as (typeof documentKinds)[number])}
          >
            {documentKinds.map((value) => (
              <option key={value} value={value}>
                {t(documentKindIds[value])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-doc-title`} label={t("clientMessages.documents.titleLabel")} error={errors.title}>
          <Input
            id={`${id}-doc-title`}
            maxLength={200}
            value={title}
            invalid={Boolean(errors.title)}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={`${id}-file`}
            label={t("clientMessages.documents.file")}
            hint={t("clientMessages.documents.fileHint")}
            error={errors.file}
          >
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              className={fileInputClass}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={share.isPending}>
            {t("clientMessages.documents.submit")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={t("clientMessages.documents.deleteTitle")}
        confirmLabel={t("clientMessages.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting !== null && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        {t("clientMessages.documents.deleteBody")}
      </ConfirmDialog>
    </section>
  );
}
