import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import type { RoutingRule } from "../../../../contract/routing-rules";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useRoutingPools } from "../api/get-pools";
import { useRoutingRules } from "../api/get-routing-rules";
import { useReorderRoutingRules } from "../api/reorder-routing-rules";
import { RuleForm } from "./rule-form";
import { RuleItem } from "./rule-item";
import { TestLeadBox } from "./test-lead-box";
import { TimeZoneSetting } from "./time-zone-setting";

export interface RoutingRulesTabProps {
  isAdmin: boolean;
}

/** The admin's Routing rules tab (decision 037): the ordered rules, their editor and "test a lead". */
function RoutingRulesScreen({ isAdmin }: RoutingRulesTabProps) {
  const t = useT();
  const rules = useRoutingRules();
  const pools = useRoutingPools();
  const reorder = useReorderRoutingRules();
  const [creating, setCreating] = useState(false);
  // After a move the focus follows the rule; when its button is now disabled (top or bottom), the other one.
  const [moved, setMoved] = useState<{ id: number; direction: "up" | "down" } | null>(null);

  useEffect(() => {
    if (!moved) return;
    const item = document.querySelector(`[data-rule-id="${moved.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction === "up" ? "down" : "up"}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const handleMove = (rule: RoutingRule, direction: "up" | "down") => {
    const ids = (rules.data?.rules ?? []).map((r) => r.id);
    const from = ids.indexOf(rule.id);
    const to = direction === "up" ? from - 1 : from + 1;
    const other = ids[to];
    if (from < 0 || other === undefined) return;
    ids[to] = rule.id;
    ids[from] = other;
    setMoved({ id: rule.id, direction });
    reorder.mutate(ids);
  };

  if (rules.isPending) return <Spinner />;
  if (rules.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm text-red-700">
        <p>{t("routingRules.error")}</p>
      </div>
    );
  }
  const list = rules.data.rules;
  const lastMovable = list.findLastIndex((r) => !r.isCatchAll);
  const poolList = pools.data;

  return (
    <section aria-label={t("routingRules.title")} className="grid min-w-0 gap-6">
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p>{t("routingRules.help")}</p>
        {isAdmin ? (
          <TimeZoneSetting key={rules.data.timeZone} timeZone={rules.data.timeZone} />
        ) : (
          <>
            <p>{t("routingRules.timeZone.current", { zone: rules.data.timeZone })}</p>
            <p>{t("routingRules.readOnly")}</p>
          </>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t("routingRules.list")}</h3>
        {isAdmin && !creating && (
          <Button onClick={() => setCreating(true)} disabled={!poolList || poolList.length === 0}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("routingRules.new")}
          </Button>
        )}
      </div>
      {pools.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t("routingRules.poolsError")}
        </p>
      )}
      {isAdmin && poolList?.length === 0 && <p className="text-sm text-slate-700">{t("routingRules.noPools")}</p>}
      {creating && poolList && (
        <div className="min-w-0 rounded-lg border border-brand-600 bg-white p-4">
          <RuleForm pools={poolList} onDone={() => setCreating(false)} />
        </div>
      )}
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t("routingRules.empty")}
        </p>
      ) : (
        <ol aria-label={t("routingRules.list")} className="grid min-w-0 gap-3">
          {list.map((rule, index) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              index={index}
              canEdit={isAdmin}
              canMoveUp={index > 0 && !reorder.isPending}
              canMoveDown={index < lastMovable && !reorder.isPending}
              onMove={handleMove}
              pools={poolList}
            />
          ))}
        </ol>
      )}
      <TestLeadBox />
    </section>
  );
}

export const RoutingRulesTab = withCatalogue(["routingRules"], RoutingRulesScreen);
