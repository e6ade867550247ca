import { ChoiceGroup } from "./choice-group";
import type { CardFieldsProps } from "./location-card";

const agentChoices = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** Card 3: working with an agent. Yes ends the flow (the lead is stored, tagged, and not contacted). */
export function AgentCard({ values, onChange }: CardFieldsProps) {
  return (
    <ChoiceGroup
      name="four-card-has-agent"
      legend="Working with a real estate agent"
      hideLegend
      options={agentChoices}
      value={values.hasAgent}
      onChange={(hasAgent) => onChange({ hasAgent })}
      columns={2}
    />
  );
}
