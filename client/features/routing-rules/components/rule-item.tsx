import { clsx } from "clsx";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { RoutingRule } from "../../../../contract/routing-rules";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useLocale, useT } from "../../../i18n/use-t";
import { useDeleteRoutingRule } from "../api/delete-routing-rule";
import type { RoutingPool } from "../api/get-pools";
import { conditionLines } from "../utils/condition-summary";
import { RuleForm } from "./rule-form";

export interface RuleItemProps {
  rule: RoutingRule;
  index: number;
  /** Only admins change rules; managers read them. */
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (rule: RoutingRule, direction: "up" | "down") => void;
  /** Undefined until the pools have loaded; editing waits for them. */
  pools?: RoutingPool[];
}

export function RuleItem({ rule, index, canEdit, canMoveUp, canMoveDown, onMove, pools }: RuleItemProps) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteRoutingRule();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (editing && pools) {
    return (
      <li className="min-w-0 rounded-lg border border-brand-600 bg-white p-4">
        <RuleForm rule={rule} pools={pools} onDone={() => setEditing(false)} />
      </li>
    );
  }

  const lines = rule.isCatchAll ? [t("routingRules.catchAll")] : conditionLines(rule.conditions, t, locale);
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4" data-rule-id={rule.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="break-words font-semibold text-slate-900">
            {t("routingRules.position", { position: index + 1 })} {rule.name}
          </h4>
          <p className="break-words text-sm text-slate-700">{t("routingRules.toPool", { pool: rule.poolName })}</p>
        </div>
        {!rule.isActive && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
            {t("routingRules.paused")}
          </span>
        )}
      </div>
      <ul className={clsx("grid gap-1 text-sm", rule.isCatchAll ? "text-slate-600" : "text-slate-800")}>
        {lines.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {!rule.isCatchAll && (
            <>
              <Button
                variant="secondary"
                size="sm"
                data-move="up"
                disabled={!canMoveUp}
                onClick={() => onMove(rule, "up")}
                aria-label={t("routingRules.moveUp", { name: rule.name })}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                data-move="down"
                disabled={!canMoveDown}
                onClick={() => onMove(rule, "down")}
                aria-label={t("routingRules.moveDown", { name: rule.name })}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
            </>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            disabled={!pools}
            aria-label={t("routingRules.editName", { name: rule.name })}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t("routingRules.edit")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={t("routingRules.deleteName", { name: rule.name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("routingRules.delete")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("routingRules.deleteTitle", { name: rule.name })}
        confirmLabel={t("routingRules.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(rule, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t("routingRules.deleteText")}
      </ConfirmDialog>
    </li>
  );
}
