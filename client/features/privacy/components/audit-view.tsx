import { Download } from "lucide-react";
import { useState } from "react";
import type { AuditEntry } from "../../../../contract/audit";
import { auditActions } from "../../../../contract/privacy-enums";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { stackedTable } from "../../../components/ui/stacked-table";
import { type Translate, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format";
import { type AuditFilter, auditExportUrl, useAudit } from "../api/get-audit";
import { useStaff } from "../api/get-staff";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:w-auto sm:text-sm";

/** A subject that is a person's hash (64 hex digits, with or without its key's prefix), never shown. */
const HASH = /^(k\d+:)?[0-9a-f]{64}$/i;

/**
 * What a row touched, as a person reads it (decision 032): a person by the masked e-mail or phone kept
 * with the row, or a neutral word for rows written before it; a lead by its id; never a hash.
 */
function subjectText(entry: AuditEntry, t: Translate): string {
  if (entry.subjectMasked) return entry.subjectMasked;
  if (entry.action.startsWith("person.") || (entry.subject && HASH.test(entry.subject))) {
    return t("privacy.audit.aPerson");
  }
  return entry.subject ?? "";
}

/** The audit trail: who read, exported or erased what, filtered by staff member, action and period. */
export function AuditView() {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>({});
  const staff = useStaff();
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  const update = (patch: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-800 max-sm:w-full">
          {t("privacy.audit.actor")}
          <select
            className={selectClass}
            value={filter.actorId ?? ""}
            onChange={(e) => update({ actorId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t("privacy.audit.actorAll")}</option>
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.fullName} ({s.email})
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-800 max-sm:w-full">
          {t("privacy.audit.action")}
          <select
            className={selectClass}
            value={filter.action ?? ""}
            onChange={(e) => update({ action: (e.target.value || undefined) as AuditFilter["action"] })}
          >
            <option value="">{t("privacy.audit.actionAll")}</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {t(`privacy.action.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-800 max-sm:w-full">
          {t("privacy.audit.from")}
          <input
            type="date"
            className={selectClass}
            value={filter.from ?? ""}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
        </label>
        <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-800 max-sm:w-full">
          {t("privacy.audit.to")}
          <input
            type="date"
            className={selectClass}
            value={filter.to ?? ""}
            onChange={(e) => update({ to: e.target.value || undefined })}
          />
        </label>
        <a
          href={auditExportUrl(filter)}
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("privacy.audit.export")}
        </a>
      </div>
      {audit.isPending && <Spinner />}
      {audit.isError && (
        <p role="alert" className="text-sm text-red-600">
          {t("privacy.audit.error", { message: errorMessage(audit.error, t) })}
        </p>
      )}
      {audit.isSuccess && entries.length === 0 && <p className="text-sm text-slate-600">{t("privacy.audit.empty")}</p>}
      {entries.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className={stackedTable.table}>
            <caption className="sr-only">{t("privacy.audit.caption")}</caption>
            <thead className={`bg-slate-50 text-slate-700 ${stackedTable.head}`}>
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.audit.time")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.audit.who")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.audit.action")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.audit.subject")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.audit.ip")}
                </th>
              </tr>
            </thead>
            <tbody className={stackedTable.body}>
              {entries.map((e) => (
                <tr key={e.id} className={`border-t border-slate-100 ${stackedTable.row}`}>
                  <td
                    data-label={t("privacy.audit.time")}
                    className={`px-3 py-2 sm:whitespace-nowrap ${stackedTable.cell}`}
                  >
                    {formatDateTime(e.at)}
                  </td>
                  <td data-label={t("privacy.audit.who")} className={`px-3 py-2 break-all ${stackedTable.cell}`}>
                    {e.apiKeyName !== null
                      ? t("privacy.audit.apiKey", { name: e.apiKeyName })
                      : (e.actorEmail ?? t("privacy.audit.deletedUser"))}
                  </td>
                  <td data-label={t("privacy.audit.action")} className={`px-3 py-2 ${stackedTable.cell}`}>
                    {t(`privacy.action.${e.action}`)}
                  </td>
                  <td data-label={t("privacy.audit.subject")} className={`px-3 py-2 break-all ${stackedTable.cell}`}>
                    {subjectText(e, t)}
                  </td>
                  <td data-label={t("privacy.audit.ip")} className={`px-3 py-2 font-mono text-xs ${stackedTable.cell}`}>
                    {e.ip}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          className="w-fit"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t("privacy.audit.more")}
        </Button>
      )}
    </div>
  );
}
