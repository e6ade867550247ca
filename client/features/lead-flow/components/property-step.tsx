import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
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

export const twoStepLabels = ["Your property", "Your contact information"] as const;

export interface PropertyStepProps {
  isCash: boolean;
  values: TwoStepValues;
  onChange: (patch: Partial<TwoStepValues>) => void;
  onContinue: () => void;
}

const realtorChoices = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** Two-step reading, step 0: the property. Continue needs only the address (spec section 5). */
export function PropertyStep({ isCash, values, onChange, onContinue }: PropertyStepProps) {
  const canContinue = values.address.trim() !== "";
  const timelineOptions = isCash ? cashTimelineOptions : agentTimelineOptions;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canContinue) onContinue();
  }

  return (
    <FlowCard
      header={<StepIndicator current={0} labels={twoStepLabels} />}
      title={isCash ? "Get Your Cash Offer" : "Tell Us About Your Property"}
    >
      <form onSubmit={handleSubmit} className="grid gap-5">
        <FormField id="two-step-address" label="Property address">
          <Input
            id="two-step-address"
            autoComplete="street-address"
            placeholder="123 Main Street, Toronto, ON"
            maxLength={300}
            value={values.address}
            onChange={(event) => onChange({ address: event.target.value })}
          />
        </FormField>
        <FormField
          id="two-step-timeline"
          label={isCash ? "When do you need to sell by?" : "When are you planning to sell?"}
        >
          <SelectInput
            id="two-step-timeline"
            value={values.timeline}
            onChange={(event) => onChange({ timeline: Number(event.target.value) })}
          >
            {timelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        </FormField>
        {!isCash && (
          <FormField id="two-step-reason" label="Main reason for selling">
            <SelectInput
              id="two-step-reason"
              value={values.reason}
              onChange={(event) => onChange({ reason: event.target.value as MovingReason | "" })}
            >
              <option value="">Choose a reason</option>
              {movingReasonOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectInput>
          </FormField>
        )}
        <ChoiceGroup
          name="two-step-realtor"
          legend="Are you currently working with a Realtor®?"
          options={realtorChoices}
          value={values.workingWithRealtor ? "yes" : "no"}
          onChange={(choice) => onChange({ workingWithRealtor: choice === "yes" })}
          columns={2}
        />
        <Button type="submit" size="lg" disabled={!canContinue} className="w-full sm:ml-auto sm:w-auto sm:min-w-36">
          Continue
        </Button>
      </form>
    </FlowCard>
  );
}
