import type { Ref } from "react";
import { ConsentNotice } from "../../../components/consent-notice";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ChoiceGroup } from "./choice-group";
import { cashTimelineChoices, contactMethodOptions } from "./four-card-options";
import type { CardFieldsProps } from "./location-card";

export interface ContactCardProps extends CardFieldsProps {
  isCash: boolean;
  emailError?: string;
  emailRef: Ref<HTMLInputElement>;
  onEmailEdit: () => void;
}

const timelineOptions = cashTimelineChoices.map((choice) => ({ value: choice, label: choice }));

/** Card 4: contact details and consent; the cash flow also asks its timeline, the agent flow's phone is optional. */
export function ContactCard({ values, onChange, isCash, emailError, emailRef, onEmailEdit }: ContactCardProps) {
  return (
    <div className="grid gap-5">
      <FormField id="four-card-name" label="Full name">
        <Input
          id="four-card-name"
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField id="four-card-email" label="Email address" error={emailError}>
        <Input
          id="four-card-email"
          ref={emailRef}
          type="email"
          autoComplete="email"
          maxLength={254}
          invalid={Boolean(emailError)}
          aria-describedby={emailError ? "four-card-email-error" : undefined}
          value={values.email}
          onChange={(event) => {
            onEmailEdit();
            onChange({ email: event.target.value });
          }}
        />
      </FormField>
      <FormField id="four-card-phone" label={isCash ? "Phone number" : "Phone number (optional)"}>
        <Input
          id="four-card-phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={values.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </FormField>
      <ChoiceGroup
        name="four-card-contact-method"
        legend="Preferred contact method"
        options={contactMethodOptions}
        value={values.contactMethod}
        onChange={(contactMethod) => onChange({ contactMethod })}
        columns={3}
      />
      {isCash && (
        <ChoiceGroup
          name="four-card-timeline"
          legend="When would you like to sell?"
          options={timelineOptions}
          value={values.timeline}
          onChange={(timeline) => onChange({ timeline })}
          columns={3}
        />
      )}
      <ConsentNotice id="four-card-consent" />
    </div>
  );
}
