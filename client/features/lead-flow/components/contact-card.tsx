import type { Ref } from "react";
import { ConsentNotice } from "../../../components/consent-notice";
import { MarketingConsent } from "../../../components/marketing-consent";
import { useT } from "../../../i18n/use-t";
import { ChoiceGroup } from "./choice-group";
import { ContactFields } from "./contact-fields";
import { cashTimelineChoices, contactMethodOptions } from "./four-card-options";
import type { CardFieldsProps } from "./location-card";

export interface ContactCardProps extends CardFieldsProps {
  isCash: boolean;
  emailError?: string;
  emailRef: Ref<HTMLInputElement>;
  onEmailEdit: () => void;
  phoneError?: string;
  phoneRef?: Ref<HTMLInputElement>;
  onPhoneEdit?: () => void;
}

/** Card 4: contact details and consent; the cash flow also asks its timeline, the agent flow's phone is optional. */
export function ContactCard({
  values,
  onChange,
  isCash,
  emailError,
  emailRef,
  onEmailEdit,
  phoneError,
  phoneRef,
  onPhoneEdit,
}: ContactCardProps) {
  const t = useT();
  // The values are sent as the spec writes them; only the labels are translated.
  const timelineOptions = cashTimelineChoices.map((choice) => ({
    value: choice,
    label: t(`leadFlow.cashTimeline.${choice}`),
  }));
  const methodOptions = contactMethodOptions.map((option) => ({
    ...option,
    label: t(`leadFlow.contactMethod.${option.value}`),
  }));
  return (
    <div className="grid gap-5">
      <ContactFields
        idPrefix="four-card"
        values={values}
        onChange={onChange}
        emailLabel={t("leadFlow.emailAddress")}
        phoneLabel={isCash ? t("leadFlow.phoneNumber") : t("leadFlow.phoneOptional")}
        emailError={emailError}
        emailRef={emailRef}
        onEmailEdit={onEmailEdit}
        phoneError={phoneError}
        phoneRef={phoneRef}
        onPhoneEdit={onPhoneEdit}
      />
      <ChoiceGroup
        name="four-card-contact-method"
        legend={t("leadFlow.contactMethodLegend")}
        options={methodOptions}
        value={values.contactMethod}
        onChange={(contactMethod) => onChange({ contactMethod })}
        columns={3}
      />
      {isCash && (
        <ChoiceGroup
          name="four-card-timeline"
          legend={t("leadFlow.sellWhenLegend")}
          options={timelineOptions}
          value={values.timeline}
          onChange={(timeline) => onChange({ timeline })}
          columns={3}
        />
      )}
      <MarketingConsent
        id="four-card-marketing"
        checked={values.marketingConsent}
        onChange={(marketingConsent) => onChange({ marketingConsent })}
      />
      <ConsentNotice id="four-card-consent" />
    </div>
  );
}
