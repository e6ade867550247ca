import { useT } from "../i18n/use-t";

export interface MarketingConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The separate, optional marketing box (CASL express consent, decision 021): never ticked for the visitor,
 * and the form works the same without it. Sent as `marketingConsent`.
 */
export function MarketingConsent({ id, checked, onChange }: MarketingConsentProps) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-slate-900"
      />
      <label htmlFor={id} className="text-sm leading-snug text-slate-700">
        {t("consent.marketing")}
      </label>
    </div>
  );
}
