import { clsx } from "clsx";
import { KeyRound, LockOpen } from "lucide-react";
import { useState } from "react";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useUnlockAccount } from "../api/unlock-account";
import { useUpdateAgent } from "../api/update-agent";
import { ResetPasswordForm } from "./reset-password-form";
import { compactSelectClass } from "./select-class";
import { useRoleLabel } from "./sidebar-user";

export interface AgentRowProps {
  agent: Agent;
  isSelf: boolean;
  /** Admins may change accounts; managers only read. */
  editable: boolean;
}

export function AgentRow({ agent, isSelf, editable }: AgentRowProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const update = useUpdateAgent();
  const unlock = useUnlockAccount();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const pendingRole = update.isPending ? update.variables.input.role : undefined;
  const lockedReason = isSelf ? t("admin.agents.self") : undefined;

  const handleDeactivate = () =>
    update.mutate({ id: agent.id, input: { isActive: false } }, { onSettled: () => setConfirming(false) });

  return (
    <li className="grid gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium text-slate-900">
            {agent.fullName}
            {isSelf && <span className="text-sm font-normal text-slate-500"> {t("admin.agents.you")}</span>}
          </p>
          <p className="text-sm wrap-anywhere text-slate-600">{agent.email}</p>
        </div>
        <span
          className={clsx(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            agent.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700",
          )}
        >
          {agent.isActive ? t("admin.active") : t("admin.inactive")}
        </span>
        {editable ? (
          <select
            aria-label={t("admin.agents.roleOf", { name: agent.fullName })}
            className={compactSelectClass}
            value={pendingRole ?? agent.role}
            disabled={isSelf || update.isPending}
            title={lockedReason}
            onChange={(event) => update.mutate({ id: agent.id, input: { role: event.target.value as Agent["role"] } })}
          >
            <option value="agent">{t("admin.role.agent")}</option>
            <option value="manager">{t("admin.role.manager")}</option>
            <option value="admin">{t("admin.role.admin")}</option>
          </select>
        ) : (
          <span className="w-24 text-sm text-slate-700">{roleLabel(agent.role)}</span>
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setResetting((open) => !open)} aria-expanded={resetting}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            {t("admin.agents.resetPassword")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={unlock.isPending}
            onClick={() => unlock.mutate({ id: agent.id, name: agent.fullName })}
          >
            <LockOpen className="h-4 w-4" aria-hidden="true" />
            {t("admin.agents.unlock")}
          </Button>
          {agent.isActive ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isSelf || update.isPending}
              title={lockedReason}
              onClick={() => setConfirming(true)}
            >
              {t("admin.agents.deactivate")}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: agent.id, input: { isActive: true } })}
            >
              {t("admin.agents.reactivate")}
            </Button>
          )}
        </div>
      )}
      {editable && resetting && (
        <ResetPasswordForm agentId={agent.id} name={agent.fullName} onDone={() => setResetting(false)} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t("admin.agents.deactivateTitle", { name: agent.fullName })}
        confirmLabel={t("admin.agents.deactivate")}
        busy={update.isPending}
        onConfirm={handleDeactivate}
        onCancel={() => setConfirming(false)}
      >
        {t("admin.agents.deactivateText")}
      </ConfirmDialog>
    </li>
  );
}
