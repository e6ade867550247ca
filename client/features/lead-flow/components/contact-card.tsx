import type { Ref } from "react";
import { ConsentNotice } from "../../../components/consent-notice";
import { ChoiceGroup } from "./choice-group";
import { ContactFields } from "./contact-fields";
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
      <ContactFields
        idPrefix="four-card"
        values={values}
        onChange={onChange}
        emailLabel="Email address"
        phoneLabel={isCash ? "Phone number" : "Phone number (optional)"}
        emailError={emailError}
        emailRef={emailRef}
        onEmailEdit={onEmailEdit}
      />
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
