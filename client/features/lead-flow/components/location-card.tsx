import { HomeValueLink } from "../../../components/home-value-link";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import type { FourCardValues } from "./four-card-options";
import { provinceOptions } from "./four-card-options";
import { SelectInput } from "./select-input";

export interface CardFieldsProps {
  values: FourCardValues;
  onChange: (patch: Partial<FourCardValues>) => void;
}

export interface LocationCardProps extends CardFieldsProps {
  /** The postal code's validation message (English, from the contract's definitions). */
  postalCodeError?: string;
}

/** Card 1: street, unit (optional), city, province, postal code. */
export function LocationCard({ values, onChange, postalCodeError }: LocationCardProps) {
  const t = useT();
  return (
    <div className="grid gap-5">
      <FormField id="four-card-street" label={t("leadFlow.street")}>
        <Input
          id="four-card-street"
          autoComplete="address-line1"
          maxLength={200}
          value={values.street}
          onChange={(event) => onChange({ street: event.target.value })}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <FormField id="four-card-unit" label={t("leadFlow.unit")}>
          <Input
            id="four-card-unit"
            autoComplete="address-line2"
            maxLength={40}
            value={values.unit}
            onChange={(event) => onChange({ unit: event.target.value })}
          />
        </FormField>
        <FormField id="four-card-city" label={t("leadFlow.city")}>
          <Input
            id="four-card-city"
            autoComplete="address-level2"
            maxLength={100}
            value={values.city}
            onChange={(event) => onChange({ city: event.target.value })}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="four-card-province" label={t("leadFlow.province")}>
          <SelectInput
            id="four-card-province"
            autoComplete="address-level1"
            value={values.province}
            onChange={(event) => onChange({ province: event.target.value as FourCardValues["province"] })}
          >
            <option value="">{t("leadFlow.provincePlaceholder")}</option>
            {provinceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`leadFlow.province.${option.value}`)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField id="four-card-postal-code" label={t("leadFlow.postalCode")} error={postalCodeError}>
          <Input
            id="four-card-postal-code"
            invalid={Boolean(postalCodeError)}
            autoComplete="postal-code"
            autoCapitalize="characters"
            placeholder={t("leadFlow.postalCodePlaceholder")}
            maxLength={12}
            value={values.postalCode}
            onChange={(event) => onChange({ postalCode: event.target.value.toUpperCase() })}
          />
        </FormField>
      </div>
      {/* Where a seller hesitates: what the home is worth, before saying how to sell it (issue 43). */}
      <HomeValueLink />
    </div>
  );
}
