import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useTypedText } from "../hooks/use-typed-text";
import { StepHeading } from "./step-heading";

export const SECRET_LOCATION = "It's a secret";
export const EMPTY_LOCATION_MESSAGE = "Please enter a location";

export interface LocationStepProps {
  initial?: string;
  onContinue: (location: string) => void;
}

/** 'Where are you planning to move to?': free text (required) or 'It's a secret'. */
export function LocationStep({ initial = "", onContinue }: LocationStepProps) {
  const t = useT();
  const [location, setLocation] = useTypedText("location", initial === SECRET_LOCATION ? "" : initial);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = location.trim();
    if (!value) {
      setError(EMPTY_LOCATION_MESSAGE);
      return;
    }
    onContinue(value);
  }

  return (
    <div>
      <StepHeading id="questionnaire-location">{t("questionnaire.location.title")}</StepHeading>
      <form onSubmit={handleSubmit} noValidate className="grid gap-3">
        <Input
          aria-labelledby="questionnaire-location"
          aria-describedby={error ? "questionnaire-location-error" : undefined}
          invalid={Boolean(error)}
          placeholder={t("questionnaire.location.placeholder")}
          autoComplete="address-level2"
          maxLength={200}
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            setError(null);
          }}
          className="h-12"
        />
        {error && (
          <p id="questionnaire-location-error" role="alert" className="text-sm text-red-600">
            {t("questionnaire.location.empty")}
          </p>
        )}
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg">
            {t("questionnaire.continue")}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => onContinue(SECRET_LOCATION)}>
            {t("questionnaire.location.secret")}
          </Button>
        </div>
      </form>
    </div>
  );
}
