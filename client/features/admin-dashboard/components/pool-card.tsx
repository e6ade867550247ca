import { clsx } from "clsx";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Pool } from "../../../../contract/admin";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useDeletePool } from "../api/delete-pool";
import { PoolForm } from "./pool-form";
import { leadTypeLabels, nextUp } from "./pool-labels";

export interface PoolCardProps {
  pool: Pool;
  /** Undefined until the staff list has loaded; editing waits for it. */
  agents?: Agent[];
}

export function PoolCard({ pool, agents }: PoolCardProps) {
  const t = useT();
  const remove = useDeletePool();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const next = nextUp(pool);

  if (editing && agents) {
    return (
      <li className="rounded-lg border border-brand-600 bg-white p-4">
        <PoolForm pool={pool} agents={agents} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{pool.name}</h3>
          <p className="text-sm text-slate-600">{t(leadTypeLabels[pool.leadType])}</p>
        </div>
        <span
          className={clsx(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            pool.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700",
          )}
        >
          {pool.isActive ? t("admin.active") : t("admin.pools.paused")}
        </span>
      </div>
      {pool.members.length === 0 ? (
        <p className="text-sm text-slate-500">{t("admin.pools.noMembers")}</p>
      ) : (
        <ol aria-label={t("admin.pools.membersOf", { name: pool.name })} className="grid gap-1 text-sm text-slate-800">
          {pool.members.map((member, index) => (
            <li key={member.userId} className={clsx(!member.isActive && "text-slate-400")}>
              {index + 1}. {member.fullName}
              {!member.isActive && ` ${t("admin.pools.skipped")}`}
            </li>
          ))}
        </ol>
      )}
      {pool.mode === "first_to_claim" ? (
        <p className="text-sm text-slate-600">
          {t("admin.pools.firstToClaimSummary", { minutes: String(pool.claimTimeoutMinutes) })}
        </p>
      ) : (
        pool.isActive && next && <p className="text-sm text-slate-600">{t("admin.pools.nextUp", { name: next })}</p>
      )}
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setEditing(true)}
          disabled={!agents}
          aria-label={t("admin.pools.editName", { name: pool.name })}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t("admin.edit")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={t("admin.pools.deleteName", { name: pool.name })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t("admin.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("admin.pools.deleteTitle", { name: pool.name })}
        confirmLabel={t("admin.pools.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(pool, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t("admin.pools.deleteText")}
      </ConfirmDialog>
    </li>
  );
}
