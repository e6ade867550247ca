import { type FormEvent, useState } from "react";
// Zod-free modules only: the public page loads no schema (its script budget).
import { type PropertyType, propertyTypes, provinces } from "../../../../contract/constants";
import type { EstimateRequestInput } from "../../../../contract/home-value";
import { normalisePostalCode, postalCodeFitsProvince } from "../../../../contract/postal-code";
import { validationMessages } from "../../../../contract/validation-messages";
import { NoScriptNotice } from "../../../components/noscript-notice";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { readDecimalNumber, readWholeNumber } from "../utils/read-number";

export interface EstimateFormValues {
  street: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  livingArea: string;
  yearBuilt: string;
}

export const emptyEstimateForm: EstimateFormValues = {
  street: "",
  unit: "",
  city: "",
  province: "",
  postalCode: "",
  propertyType: "",
  bedrooms: "",
  bathrooms: "",
  livingArea: "",
  yearBuilt: "",
};

type Errors = Partial<Record<keyof EstimateFormValues, string>>;

/** Each detail's bounds (as contract/home-value.ts takes them) and the message that says them in words. */
const numberFields = {
  bedrooms: { min: 0, max: 20, message: validationMessages.bedrooms },
  bathrooms: { min: 0, max: 20, message: validationMessages.bathrooms },
  livingArea: { min: 200, max: 20_000, message: validationMessages.livingArea },
  yearBuilt: { min: 1800, max: 2100, message: validationMessages.yearBuilt },
} as const;
type NumberField = keyof typeof numberFields;

/** The form's values as the API takes them, or the fields' problems (texts the client words, decision 017). */
export function readEstimateForm(values: EstimateFormValues): { request: EstimateRequestInput } | { errors: Errors } {
  const errors: Errors = {};
  if (!values.street.trim()) errors.street = validationMessages.street;
  if (!values.city.trim()) errors.city = validationMessages.city;
  if (!values.province) errors.province = validationMessages.province;
  const postal = normalisePostalCode(values.postalCode);
  if (!postal) errors.postalCode = validationMessages.postalCode;
  else if (values.province && !postalCodeFitsProvince(postal, values.province))
    errors.postalCode = validationMessages.postalCodeProvince;
  const parsed: Partial<Record<NumberField, number>> = {};
  for (const field of Object.keys(numberFields) as NumberField[]) {
    const { min, max, message } = numberFields[field];
    const text = values[field].trim();
    if (!text) continue;
    // Bathrooms come in halves ("2.5", « 2,5 »); the others are whole, with the separators each language writes.
    const n = field === "bathrooms" ? readDecimalNumber(text) : readWholeNumber(text);
    const fits = n !== undefined && n >= min && n <= max && (field !== "bathrooms" || Number.isInteger(n * 2));
    if (fits) parsed[field] = n;
    else errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      street: values.street.trim(),
      unit: values.unit.trim() || undefined,
      city: values.city.trim(),
      province: values.province as (typeof provinces)[number],
      postalCode: postal as string,
      propertyType: (values.propertyType || undefined) as PropertyType | undefined,
      ...parsed,
    },
  };
}

export interface EstimateFormProps {
  values: EstimateFormValues;
  onChange: (values: EstimateFormValues) => void;
  onSubmit: (request: EstimateRequestInput) => void;
  working: boolean;
}

const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm";

/** The address (as the four-card flow names it) and a few optional details. */
export function EstimateForm({ values, onChange, onSubmit, working }: EstimateFormProps) {
  const t = useT();
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof EstimateFormValues) => (value: string) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readEstimateForm(values);
    if ("errors" in read) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0];
      if (first) document.getElementById(`home-value-${first}`)?.focus();
      return;
    }
    onSubmit(read.request);
  }

  const text = (field: keyof EstimateFormValues, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <FormField id={`home-value-${field}`} label={label} error={errors[field]} hint={hint}>
      <Input
        id={`home-value-${field}`}
        value={values[field]}
        invalid={Boolean(errors[field])}
        onChange={(event) => set(field)(event.target.value)}
        {...extra}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <NoScriptNotice />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t("homeValue.step.address")}</legend>
        {text("street", t("homeValue.street"), { autoComplete: "address-line1" })}
        <div className="grid grid-cols-2 gap-4">
          {text("unit", t("homeValue.unit"), { autoComplete: "address-line2" })}
          {text("city", t("homeValue.city"), { autoComplete: "address-level2" })}
        </div>
        {/* One column on a phone: a half-width select cuts "Select a province" short. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="home-value-province" label={t("homeValue.province")} error={errors.province}>
            <select
              id="home-value-province"
              className={selectClass}
              value={values.province}
              autoComplete="address-level1"
              aria-invalid={errors.province ? true : undefined}
              onChange={(event) => set("province")(event.target.value)}
            >
              <option value="">{t("leadFlow.provincePlaceholder")}</option>
              {provinces.map((p) => (
                <option key={p} value={p}>
                  {t(`leadFlow.province.${p}`)}
                </option>
              ))}
            </select>
          </FormField>
          {text(
            "postalCode",
            t("homeValue.postalCode"),
            { autoComplete: "postal-code", autoCapitalize: "characters" },
            t("homeValue.postalCodeHint"),
          )}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t("homeValue.details")}</legend>
        <FormField id="home-value-propertyType" label={t("homeValue.propertyType")}>
          <select
            id="home-value-propertyType"
            className={selectClass}
            value={values.propertyType}
            onChange={(event) => set("propertyType")(event.target.value)}
          >
            <option value="">{t("homeValue.propertyType.any")}</option>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {t(`homeValue.propertyType.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          {text("bedrooms", t("homeValue.bedrooms"), { inputMode: "numeric" })}
          {text("bathrooms", t("homeValue.bathrooms"), { inputMode: "decimal" })}
          {text("livingArea", t("homeValue.livingArea"), { inputMode: "numeric" })}
          {text("yearBuilt", t("homeValue.yearBuilt"), { inputMode: "numeric" })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={working}>
        {working ? t("homeValue.working") : t("homeValue.submit")}
      </Button>
    </form>
  );
}
