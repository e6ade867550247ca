import { Loader2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { validationMessages } from "../../../../contract/validation-messages";
import { ConsentNotice } from "../../../components/consent-notice";
import { MarketingConsent } from "../../../components/marketing-consent";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { isPhoneNumber } from "../../../lib/phone-check";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../utils/is-email";
import { ContactFields } from "./contact-fields";
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
  const t = useT();
  const [emailError, setEmailError] = useState<string>();
  const [phoneError, setPhoneError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const filled = [values.name, values.email, values.phone].every((value) => value.trim() !== "");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!filled || submitting || checking) return;
    if (!isEmail(values.email)) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      emailRef.current?.focus();
      return;
    }
    setChecking(true);
    const phoneOk = await isPhoneNumber(values.phone).finally(() => setChecking(false));
    if (!phoneOk) {
      setPhoneError(validationMessages.phone);
      phoneRef.current?.focus();
      return;
    }
    onSubmit();
  }

  return (
    <FlowCard
      header={<StepIndicator current={1} labels={twoStepLabels.map((id) => t(id))} />}
      title={t("leadFlow.twoStep.contactTitle")}
      subtitle={isCash ? t("leadFlow.twoStep.contactCash") : t("leadFlow.twoStep.contactAgent")}
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <ContactFields
          idPrefix="two-step"
          values={values}
          onChange={onChange}
          emailLabel={t("leadFlow.email")}
          phoneLabel={t("leadFlow.phone")}
          emailError={emailError}
          emailRef={emailRef}
          onEmailEdit={() => setEmailError(undefined)}
          phoneError={phoneError}
          phoneRef={phoneRef}
          onPhoneEdit={() => setPhoneError(undefined)}
        />
        <MarketingConsent
          id="two-step-marketing"
          checked={values.marketingConsent}
          onChange={(marketingConsent) => onChange({ marketingConsent })}
        />
        <ConsentNotice id="two-step-consent" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting} className="sm:min-w-28">
            {t("leadFlow.back")}
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
            {isCash ? t("leadFlow.twoStep.getOffer") : t("leadFlow.submit")}
          </Button>
        </div>
      </form>
    </FlowCard>
  );
}
