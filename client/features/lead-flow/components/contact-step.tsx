import { Loader2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { ConsentNotice } from "../../../components/consent-notice";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../utils/is-email";
import { FlowCard } from "./flow-card";
import { twoStepLabels } from "./property-step";
import { StepIndicator } from "./step-indicator";
import type { TwoStepValues } from "./two-step-options";

export interface ContactStepProps {
  isCash: boolean;
  values: TwoStepValues;
  submitting: boolean;
  onChange: (patch: Partial<TwoStepValues>) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Two-step reading, step 1: contact. Submit needs name, e-mail and phone, all non-empty (spec section 5). */
export function ContactStep({ isCash, values, submitting, onChange, onBack, onSubmit }: ContactStepProps) {
  const [emailError, setEmailError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const filled = [values.name, values.email, values.phone].every((value) => value.trim() !== "");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!filled || submitting) return;
    if (!isEmail(values.email)) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      emailRef.current?.focus();
      return;
    }
    onSubmit();
  }

  return (
    <FlowCard
      header={<StepIndicator current={1} labels={twoStepLabels} />}
      title="Your Contact Information"
      subtitle={
        isCash
          ? "We'll prepare your cash offer and reach out quickly"
          : "A local agent will reach out to discuss your needs"
      }
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <FormField id="two-step-name" label="Full name">
          <Input
            id="two-step-name"
            autoComplete="name"
            maxLength={120}
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </FormField>
        <FormField id="two-step-email" label="Email" error={emailError}>
          <Input
            id="two-step-email"
            ref={emailRef}
            type="email"
            autoComplete="email"
            maxLength={254}
            invalid={Boolean(emailError)}
            aria-describedby={emailError ? "two-step-email-error" : undefined}
            value={values.email}
            onChange={(event) => {
              setEmailError(undefined);
              onChange({ email: event.target.value });
            }}
          />
        </FormField>
        <FormField id="two-step-phone" label="Phone">
          <Input
            id="two-step-phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phone}
            onChange={(event) => onChange({ phone: event.target.value })}
          />
        </FormField>
        <ConsentNotice id="two-step-consent" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting} className="sm:min-w-28">
            Back
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={!filled || submitting}
            aria-busy={submitting || undefined}
            aria-describedby="two-step-consent"
            className="sm:min-w-44"
          >
            {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {isCash ? "Get My Cash Offer" : "Submit"}
          </Button>
        </div>
      </form>
    </FlowCard>
  );
}
