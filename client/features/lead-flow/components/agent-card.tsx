import { useT } from "../../../i18n/use-t";
import { ChoiceGroup } from "./choice-group";
import type { CardFieldsProps } from "./location-card";

const agentChoices = [
  { value: "yes", label: "leadFlow.yes" },
  { value: "no", label: "leadFlow.no" },
] as const;

/** Card 3: working with an agent. Yes ends the flow (the lead is stored, tagged, and not contacted). */
export function AgentCard({ values, onChange }: CardFieldsProps) {
  const t = useT();
  const options = agentChoices.map((choice) => ({ ...choice, label: t(choice.label) }));
  return (
    <ChoiceGroup
      name="four-card-has-agent"
      legend={t("leadFlow.agentLegend")}
      hideLegend
      options={options}
      value={values.hasAgent}
      onChange={(hasAgent) => onChange({ hasAgent })}
      columns={2}
    />
  );
}
