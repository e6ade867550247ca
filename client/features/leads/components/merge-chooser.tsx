import { useId, useState } from "react";
import type { StaffLead } from "../../../../contract/leads";
import type { Locale } from "../../../../contract/locale";
import { type MergeField, mergeFields, type PipelineStage } from "../../../../contract/pipeline";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { type Translate, useLocale, useT } from "../../../i18n/use-t";
import { useMergeLeads } from "../api/get-duplicates";
import { formatMoney, humaniseField, type Timeframe, timeframeLabel } from "../utils/lead-labels";

export interface MergeChooserProps {
  lead: StaffLead;
  other: StaffLead;
  onDone: () => void;
}

function shown(field: MergeField, value: unknown, t: Translate, locale: Locale): string {
  if (value === null || value === undefined || value === "") return t("leads.empty");
  if (typeof value === "boolean") return value ? t("leads.yes") : t("leads.no");
  if (field === "stage") return t(`staff.stage.${value as PipelineStage}`);
  if (field === "type") return value === "cash" ? t("staff.leadType.cash") : t("staff.leadType.realtor");
  if (field === "movingTimeframe") return timeframeLabel(t, value as Timeframe);
  if (field === "mortgageAmount") return formatMoney(Number(value), t, locale);
  if (field === "condition") return `${value}/10`;
  if (field === "agentId") return t("leads.agentNumber", { id: String(value) });
  return String(value);
}

/**
 * Merging another lead into this one: for every field where the two differ, staff pick whose value
 * stays; notes, reminders, history, contacts, guides and consent are always kept (decision 019).
 */
export function MergeChooser({ lead, other, onDone }: MergeChooserProps) {
  const t = useT();
  const locale = useLocale();
  const differing = mergeFields.filter((f) => shown(f, lead[f], t, locale) !== shown(f, other[f], t, locale));
  const [take, setTake] = useState<Partial<Record<MergeField, "this" | "other">>>({});
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeLeads(lead.id);
  const headingId = useId();
  const otherName = other.fullName || t("leads.unnamed");

  return (
    <section aria-labelledby={headingId} className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold">
        {t("leads.merge.title", { name: otherName })}
      </h3>
      <p className="text-sm text-slate-600">{t("leads.merge.intro")}</p>
      {differing.length === 0 ? (
        <p className="text-sm text-slate-600">{t("leads.merge.same")}</p>
      ) : (
        <div className="grid gap-2">
          {differing.map((field) => {
            const choice = take[field] ?? "this";
            return (
              <fieldset
                key={field}
                className="grid gap-1 rounded-md border border-slate-200 p-2 sm:grid-cols-[10rem_1fr_1fr]"
              >
                <legend className="sr-only">{humaniseField(field, t)}</legend>
                <span aria-hidden="true" className="text-sm font-medium text-slate-800">
                  {humaniseField(field, t)}
                </span>
                {(["this", "other"] as const).map((side) => (
                  <label key={side} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`merge-${field}`}
                      value={side}
                      checked={choice === side}
                      onChange={() => setTake((current) => ({ ...current, [field]: side }))}
                    />
                    <span>
                      <span className="sr-only">
                        {side === "this" ? t("leads.merge.thisLead") : t("leads.merge.otherLead")}
                      </span>
                      {shown(field, side === "this" ? lead[field] : other[field], t, locale)}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
      <div className="flex gap-2">
        <Button onClick={() => setConfirming(true)} disabled={merge.isPending}>
          {t("leads.merge.button")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={merge.isPending}>
          {t("leads.cancel")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("leads.merge.confirm")}
        confirmLabel={t("leads.merge.button")}
        busy={merge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          merge.mutate(
            { otherId: other.id, take },
            {
              onSuccess: () => {
                setConfirming(false);
                onDone();
              },
              onError: () => setConfirming(false),
            },
          )
        }
      >
        {t("leads.merge.confirmBody", { name: otherName })}
      </ConfirmDialog>
    </section>
  );
}
