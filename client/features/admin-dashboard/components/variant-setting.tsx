import { clsx } from "clsx";
import { type FormEvent, useState } from "react";
import type { LeadFlowVariantSetting } from "../../../../contract/leads";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useUpdateSettings } from "../api/update-settings";
import { variantOptions } from "./variant-options";

export interface VariantSettingProps {
  current: LeadFlowVariantSetting;
}

/** Which lead-flow reading /lead-flow/{type} mounts. */
export function VariantSetting({ current }: VariantSettingProps) {
  const t = useT();
  const [draft, setDraft] = useState(current);
  const chosen = variantOptions.find((o) => o.value === draft);
  const update = useUpdateSettings(t("admin.variant.saved", { label: chosen ? t(chosen.label) : draft }));

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ leadFlowVariant: draft });
  };

  return (
    <form onSubmit={handleSave} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{t("admin.variant.legend")}</legend>
        {variantOptions.map((option) => (
          <div
            key={option.value}
            className={clsx(
              "flex gap-3 rounded-lg border bg-white p-3",
              draft === option.value ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
            )}
          >
            <input
              id={`variant-${option.value}`}
              type="radio"
              name="lead-flow-variant"
              value={option.value}
              checked={draft === option.value}
              onChange={() => setDraft(option.value)}
              aria-describedby={`variant-${option.value}-text`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <div className="grid gap-0.5">
              <label htmlFor={`variant-${option.value}`} className="cursor-pointer text-sm font-medium text-slate-900">
                {current === option.value ? t("admin.variant.current", { label: t(option.label) }) : t(option.label)}
              </label>
              <p id={`variant-${option.value}-text`} className="text-sm text-slate-600">
                {t(option.description)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={update.isPending || draft === current}>
        {update.isPending ? t("admin.saving") : t("admin.variant.save")}
      </Button>
    </form>
  );
}
