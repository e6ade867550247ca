import type { Ref } from "react";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";

export interface ContactFieldsProps {
  /** Prefix of the inputs' ids (each reading has its own). */
  idPrefix: string;
  values: { name: string; email: string; phone: string };
  onChange: (patch: Partial<{ name: string; email: string; phone: string }>) => void;
  emailLabel: string;
  phoneLabel: string;
  emailError?: string;
  emailRef: Ref<HTMLInputElement>;
  /** Called as the e-mail is edited (to clear its error). */
  onEmailEdit: () => void;
  phoneError?: string;
  phoneRef?: Ref<HTMLInputElement>;
  /** Called as the phone is edited (to clear its error). */
  onPhoneEdit?: () => void;
}

/** Name, e-mail and phone of both lead-flow readings, capped as the server caps them. */
export function ContactFields({
  idPrefix,
  values,
  onChange,
  emailLabel,
  phoneLabel,
  emailError,
  emailRef,
  onEmailEdit,
  phoneError,
  phoneRef,
  onPhoneEdit,
}: ContactFieldsProps) {
  const t = useT();
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t("leadFlow.fullName")}>
        <Input
          id={`${idPrefix}-name`}
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField id={`${idPrefix}-email`} label={emailLabel} error={translateValidation(t, emailError)}>
        <Input
          id={`${idPrefix}-email`}
          ref={emailRef}
          type="email"
          autoComplete="email"
          maxLength={254}
          invalid={Boolean(emailError)}
          aria-describedby={emailError ? `${idPrefix}-email-error` : undefined}
          value={values.email}
          onChange={(event) => {
            onEmailEdit();
            onChange({ email: event.target.value });
          }}
        />
      </FormField>
      <FormField id={`${idPrefix}-phone`} label={phoneLabel} error={phoneError}>
        <Input
          id={`${idPrefix}-phone`}
          ref={phoneRef}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          invalid={Boolean(phoneError)}
          value={values.phone}
          onChange={(event) => {
            onPhoneEdit?.();
            onChange({ phone: event.target.value });
          }}
        />
      </FormField>
    </>
  );
}
