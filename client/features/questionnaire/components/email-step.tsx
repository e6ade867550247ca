import { type FormEvent, useState } from "react";
import { ConsentNotice } from "../../../components/consent-notice";
import { MarketingConsent } from "../../../components/marketing-consent";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useTypedText } from "../hooks/use-typed-text";
import { EMPTY_EMAIL_MESSAGE, emailError } from "../utils/email-rules";
import { StepHeading } from "./step-heading";

export interface EmailStepProps {
  initial?: string;
  onSubmit: (email: string, marketingConsent: boolean) => void;
  onSkip: () => void;
}

/** 'We need a few more details': the e-mail to send the guide to, with the consent line; skippable. */
export function EmailStep({ initial = "", onSubmit, onSkip }: EmailStepProps) {
  const t = useT();
  const [email, setEmail] = useTypedText("email", initial);
  const [error, setError] = useState<string | null>(null);
  const [marketing, setMarketing] = useState(false);

  // A form, so Enter in the field submits.
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = emailError(email);
    setError(message);
    if (!message) onSubmit(email.trim(), marketing);
  }

  return (
    <div>
      <StepHeading id="questionnaire-email">{t("questionnaire.email.title")}</StepHeading>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        <FormField
          id="questionnaire-email-input"
          label={t("questionnaire.email.label")}
          error={
            error
              ? t(error === EMPTY_EMAIL_MESSAGE ? "questionnaire.email.empty" : "questionnaire.email.invalid")
              : undefined
          }
        >
          <Input
            id="questionnaire-email-input"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("questionnaire.email.placeholder")}
            maxLength={254}
            value={email}
            invalid={Boolean(error)}
            aria-describedby={error ? "questionnaire-email-input-error" : "questionnaire-consent"}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            className="h-12"
          />
        </FormField>
        <MarketingConsent id="questionnaire-marketing" checked={marketing} onChange={setMarketing} />
        <ConsentNotice id="questionnaire-consent" channels="email" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg">
            {t("questionnaire.email.send")}
          </Button>
          <Button variant="ghost" size="lg" onClick={onSkip}>
            {t("questionnaire.email.skip")}
          </Button>
        </div>
      </form>
    </div>
  );
}
