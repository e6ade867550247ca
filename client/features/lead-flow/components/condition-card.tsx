import { useT } from "../../../i18n/use-t";
import { ChoiceGroup } from "./choice-group";
import { conditionOptions } from "./four-card-options";
import type { CardFieldsProps } from "./location-card";

/** Card 2: the property's condition. */
export function ConditionCard({ values, onChange }: CardFieldsProps) {
  const t = useT();
  const options = conditionOptions.map((option) => ({
    ...option,
    label: t(`leadFlow.condition.${option.value}`),
    description: t(`leadFlow.condition.${option.value}.description`),
  }));
  return (
    <ChoiceGroup
      name="four-card-condition"
      legend={t("leadFlow.conditionLegend")}
      hideLegend
      options={options}
      value={values.condition}
      onChange={(condition) => onChange({ condition })}
    />
  );
}
