import { clsx } from "clsx";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useUpdateAgent } from "../api/update-agent";
import { ResetPasswordForm } from "./reset-password-form";
import { compactSelectClass } from "./select-class";
import { roleLabel } from "./sidebar-user";

export interface AgentRowProps {
  agent: Agent;
  isSelf: boolean;
  /** Admins may change accounts; managers only read. */
  editable: boolean;
}

export function AgentRow({ agent, isSelf, editable }: AgentRowProps) {
  const update = useUpdateAgent();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const pendingRole = update.isPending ? update.variables.input.role : undefined;
  const lockedReason = isSelf ? "You cannot change your own role or deactivate yourself." : undefined;

  const handleDeactivate = () =>
    update.mutate({ id: agent.id, input: { isActive: false } }, { onSettled: () => setConfirming(false) });

  return (
    <li className="grid gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">
            {agent.fullName}
            {isSelf && <span className="text-sm font-normal text-slate-500"> (you)</span>}
          </p>
          <p className="truncate text-sm text-slate-600">{agent.email}</p>
        </div>
        <span
          className={clsx(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            agent.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700",
          )}
        >
          {agent.isActive ? "Active" : "Inactive"}
        </span>
        {editable ? (
          <select
            aria-label={`Role of ${agent.fullName}`}
            className={compactSelectClass}
            value={pendingRole ?? agent.role}
            disabled={isSelf || update.isPending}
            title={lockedReason}
            onChange={(event) => update.mutate({ id: agent.id, input: { role: event.target.value as Agent["role"] } })}
          >
            <option value="agent">Agent</option>
            <option value="manager">Manager</option>
            <option value="admin">Admin</option>
          </select>
        ) : (
          <span className="w-24 text-sm text-slate-700">{roleLabel(agent.role)}</span>
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setResetting((open) => !open)} aria-expanded={resetting}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Reset password
          </Button>
          {agent.isActive ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isSelf || update.isPending}
              title={lockedReason}
              onClick={() => setConfirming(true)}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: agent.id, input: { isActive: true } })}
            >
              Reactivate
            </Button>
          )}
        </div>
      )}
      {editable && resetting && (
        <ResetPasswordForm agentId={agent.id} name={agent.fullName} onDone={() => setResetting(false)} />
      )}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${agent.fullName}?`}
        confirmLabel="Deactivate"
        busy={update.isPending}
        onConfirm={handleDeactivate}
        onCancel={() => setConfirming(false)}
      >
        They are signed out at once and can no longer sign in. Their leads stay assigned to them until you reassign
        them; you can reactivate the account later.
      </ConfirmDialog>
    </li>
  );
}
