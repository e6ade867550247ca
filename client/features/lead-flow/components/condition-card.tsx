import { ChoiceGroup } from "./choice-group";
import { conditionOptions } from "./four-card-options";
import type { CardFieldsProps } from "./location-card";

/** Card 2: the property's condition. */
export function ConditionCard({ values, onChange }: CardFieldsProps) {
  return (
    <ChoiceGroup
      name="four-card-condition"
      legend="Property condition"
      hideLegend
      options={conditionOptions}
      value={values.condition}
      onChange={(condition) => onChange({ condition })}
    />
  );
}
