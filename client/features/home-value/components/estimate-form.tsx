import { type FormEvent, useState } from "react";
import { type EstimateRequestInput, type PropertyType, propertyTypes } from "../../../../contract/home-value";
import { provinces } from "../../../../contract/leads";
import { normalisePostalCode, postalCodeFitsProvince } from "../../../../contract/postal-code";
import { validationMessages } from "../../../../contract/validation-messages";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";

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

const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

/** The form's values as the API takes them, or the fields' problems (texts the client words, decision 017). */
export function readEstimateForm(values: EstimateFormValues): { request: EstimateRequestInput } | { errors: Errors } {
  const errors: Errors = {};
  if (!values.street.trim()) errors.street = validationMessages.required;
  if (!values.city.trim()) errors.city = validationMessages.required;
  if (!values.province) errors.province = validationMessages.choose;
  const postal = normalisePostalCode(values.postalCode);
  if (!postal) errors.postalCode = validationMessages.postalCode;
  else if (values.province && !postalCodeFitsProvince(postal, values.province))
    errors.postalCode = validationMessages.postalCodeProvince;
  const numbers = {
    bedrooms: [0, 20],
    bathrooms: [0, 20],
    livingArea: [200, 20_000],
    yearBuilt: [1800, 2100],
  } as const;
  const parsed: Partial<Record<keyof typeof numbers, number>> = {};
  for (const [field, [min, max]] of Object.entries(numbers) as [keyof typeof numbers, readonly [number, number]][]) {
    const text = values[field].trim();
    if (!text) continue;
    const n = field === "bathrooms" ? Number(text.replace(",", ".")) : wholeNumber(text);
    if (n === undefined || Number.isNaN(n) || n < min || n > max) errors[field] = validationMessages.number;
    else parsed[field] = field === "bathrooms" ? Math.round(n * 2) / 2 : n;
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

  const text = (field: keyof EstimateFormValues, label: string, extra: Record<string, string> = {}) => (
    <FormField id={`home-value-${field}`} label={label} error={errors[field]}>
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
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t("homeValue.step.address")}</legend>
        {text("street", t("homeValue.street"), { autoComplete: "address-line1" })}
        <div className="grid grid-cols-2 gap-4">
          {text("unit", t("homeValue.unit"), { autoComplete: "address-line2" })}
          {text("city", t("homeValue.city"), { autoComplete: "address-level2" })}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <FormField id="home-value-province" label={t("homeValue.province")} error={errors.province}>
            <select
              id="home-value-province"
              className={selectClass}
              value={values.province}
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
          {text("postalCode", t("homeValue.postalCode"), { autoComplete: "postal-code" })}
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
