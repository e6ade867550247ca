import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatRate } from "../utils/format";
import { evaluateNetSheet, type NetSheetField, type NetSheetValues, netSheetFields } from "../utils/net-sheet-form";
import { NetSheetResults } from "./net-sheet-results";
import type { TilePanelProps } from "./tile-panel-props";

/** An estimate of the seller's net proceeds that updates as they type (HST 13% on both commissions). */
export function NetSheetPanel({ data }: TilePanelProps) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<NetSheetValues>(() => ({
    salePrice: "",
    mortgageBalance: "",
    dischargeFee: "",
    listingCommissionRate: String(data.servicePlans[0]?.commission ?? 2.5),
    coopCommissionRate: String(data.coopCommissionRate),
    legalFees: "",
    otherExpenses: "",
  }));
  const evaluation = evaluateNetSheet(values);
  const errors = evaluation.ok ? {} : evaluation.errors;
  const set = (name: NetSheetField, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid content-start gap-3">
        {netSheetFields.map(({ name, label }, index) => (
          <FormField key={name} id={`net-sheet-${name}`} label={t(label)} error={errors[name]}>
            <Input
              id={`net-sheet-${name}`}
              inputMode="decimal"
              autoComplete="off"
              data-autofocus={index === 0 ? true : undefined}
              value={values[name]}
              onChange={(event) => set(name, event.target.value)}
              invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `net-sheet-${name}-error` : undefined}
            />
          </FormField>
        ))}
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{t("clientDashboard.netSheet.usePlan")}</span>
          {data.servicePlans.map((plan) => (
            <Button
              key={plan.title}
              size="sm"
              variant="secondary"
              onClick={() => set("listingCommissionRate", String(plan.commission))}
            >
              {plan.title} {formatRate(plan.commission, locale)}
            </Button>
          ))}
        </div>
      </form>
      <div className="grid content-start gap-2">
        {evaluation.ok ? (
          <NetSheetResults input={evaluation.input} result={evaluation.result} />
        ) : (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("clientDashboard.netSheet.correct")}</p>
        )}
        <p className="text-xs text-slate-500">{t("clientDashboard.netSheet.estimateOnly")}</p>
      </div>
    </div>
  );
}
