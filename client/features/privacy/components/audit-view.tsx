import { Download } from "lucide-react";
import { useState } from "react";
import { auditActions } from "../../../../contract/privacy-enums";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format";
import { type AuditFilter, auditExportUrl, useAudit } from "../api/get-audit";
import { useStaff } from "../api/get-staff";

const selectClass = "h-10 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm";

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
        <label className="grid gap-1 text-sm font-medium text-slate-800">
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
        <label className="grid gap-1 text-sm font-medium text-slate-800">
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
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t("privacy.audit.from")}
          <input
            type="date"
            className={selectClass}
            value={filter.from ?? ""}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("privacy.audit.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
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
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="px-3 py-2">
                    {e.apiKeyName !== null
                      ? t("privacy.audit.apiKey", { name: e.apiKeyName })
                      : (e.actorEmail ?? t("privacy.audit.deletedUser"))}
                  </td>
                  <td className="px-3 py-2">{t(`privacy.action.${e.action}`)}</td>
                  <td className="max-w-48 truncate px-3 py-2 font-mono text-xs" title={e.subject ?? undefined}>
                    {e.subject}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{e.ip}</td>
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
