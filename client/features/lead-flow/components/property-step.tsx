import type { FormEvent } from "react";
import { HomeValueLink } from "../../../components/home-value-link";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { ChoiceGroup } from "./choice-group";
import { FlowCard } from "./flow-card";
import { SelectInput } from "./select-input";
import { StepIndicator } from "./step-indicator";
import {
  agentTimelineOptions,
  cashTimelineOptions,
  type MovingReason,
  movingReasonOptions,
  type TwoStepValues,
} from "./two-step-options";

export const twoStepLabels = ["leadFlow.twoStep.property", "leadFlow.twoStep.contact"] as const;

export interface PropertyStepProps {
  isCash: boolean;
  values: TwoStepValues;
  onChange: (patch: Partial<TwoStepValues>) => void;
  onContinue: () => void;
}

const realtorChoices = [
  { value: "yes", label: "leadFlow.yes" },
  { value: "no", label: "leadFlow.no" },
] as const;

/** Two-step reading, step 0: the property. Continue needs only the address (spec section 5). */
export function PropertyStep({ isCash, values, onChange, onContinue }: PropertyStepProps) {
  const canContinue = values.address.trim() !== "";
  const t = useT();
  const timelineOptions = isCash ? cashTimelineOptions : agentTimelineOptions;
  const timelineKey = isCash ? "leadFlow.cashTimelineOption" : "leadFlow.agentTimeline";
  const choices = realtorChoices.map((choice) => ({ ...choice, label: t(choice.label) }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canContinue) onContinue();
  }

  return (
    <FlowCard
      header={<StepIndicator current={0} labels={twoStepLabels.map((id) => t(id))} />}
      title={isCash ? t("leadFlow.twoStep.cashTitle") : t("leadFlow.twoStep.agentTitle")}
    >
      <form onSubmit={handleSubmit} className="grid gap-5">
        <FormField id="two-step-address" label={t("leadFlow.twoStep.address")}>
          <Input
            id="two-step-address"
            autoComplete="street-address"
            placeholder={t("leadFlow.twoStep.addressPlaceholder")}
            maxLength={300}
            value={values.address}
            onChange={(event) => onChange({ address: event.target.value })}
          />
        </FormField>
        <HomeValueLink />
        <FormField
          id="two-step-timeline"
          label={isCash ? t("leadFlow.twoStep.cashWhen") : t("leadFlow.twoStep.agentWhen")}
        >
          <SelectInput
            id="two-step-timeline"
            value={values.timeline}
            onChange={(event) => onChange({ timeline: Number(event.target.value) })}
          >
            {timelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`${timelineKey}.${option.value}` as MessageId)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        {!isCash && (
          <FormField id="two-step-reason" label={t("leadFlow.twoStep.reason")}>
            <SelectInput
              id="two-step-reason"
              value={values.reason}
              onChange={(event) => onChange({ reason: event.target.value as MovingReason | "" })}
            >
              <option value="">{t("leadFlow.twoStep.reasonPlaceholder")}</option>
              {movingReasonOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`leadFlow.reason.${option.value}`)}
                </option>
              ))}
            </SelectInput>
          </FormField>
        )}
        <ChoiceGroup
          name="two-step-realtor"
          legend={t("leadFlow.twoStep.realtorLegend")}
          options={choices}
          value={values.workingWithRealtor ? "yes" : "no"}
          onChange={(choice) => onChange({ workingWithRealtor: choice === "yes" })}
          columns={2}
        />
        <Button type="submit" size="lg" disabled={!canContinue} className="w-full sm:ml-auto sm:w-auto sm:min-w-36">
          {t("leadFlow.continue")}
        </Button>
      </form>
    </FlowCard>
  );
}
