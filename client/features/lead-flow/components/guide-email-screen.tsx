import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../utils/is-email";
import { FlowCard } from "./flow-card";

export interface GuideEmailScreenProps {
  defaultEmail: string;
  /** The screen stays (button disabled) until this settles; the flow then moves on. */
  onSend: (email: string) => unknown;
}

/** 'Your Customized Home Selling Guide': the button is disabled while the e-mail is empty or once pressed. */
export function GuideEmailScreen({ defaultEmail, onSend }: GuideEmailScreenProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sent || email.trim() === "") return;
    // A malformed address does not count as the one press: the visitor can fix it and send again.
    if (!isEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    setSent(true);
    onSend(email.trim());
  }

  return (
    <FlowCard title={t("leadFlow.guide.title")} subtitle={t("leadFlow.guide.subtitle")}>
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <FormField id="guide-email" label={t("leadFlow.email")} error={translateValidation(t, error)}>
          <Input
            id="guide-email"
            ref={inputRef}
            type="email"
            autoComplete="email"
            maxLength={254}
            invalid={Boolean(error)}
            aria-describedby={error ? "guide-email-error" : undefined}
            value={email}
            onChange={(event) => {
              setError(undefined);
              setEmail(event.target.value);
            }}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={sent || email.trim() === ""} className="w-full">
          {t("leadFlow.guide.send")}
        </Button>
      </form>
    </FlowCard>
  );
}
