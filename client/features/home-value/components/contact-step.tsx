import { type FormEvent, useState } from "react";
import { validationMessages } from "../../../../contract/validation-messages";
import { ConsentNotice } from "../../../components/consent-notice";
import { MarketingConsent } from "../../../components/marketing-consent";
import { NoScriptNotice } from "../../../components/noscript-notice";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import type { HomeValueContact } from "../api/save-home-value-lead";

export interface ContactStepProps {
  onSubmit: (contact: HomeValueContact) => void;
  working: boolean;
}

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/** Where to send the full analysis: name, e-mail, optional phone, the CASL notice and the marketing box. */
export function ContactStep({ onSubmit, working }: ContactStepProps) {
  const t = useT();
  const [contact, setContact] = useState<HomeValueContact>({ name: "", email: "", phone: "", marketingConsent: false });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: contact.name.trim() ? undefined : validationMessages.name,
      email: looksLikeEmail(contact.email) ? undefined : validationMessages.email,
    };
    setErrors(next);
    if (next.name) return document.getElementById("home-value-name")?.focus();
    if (next.email) return document.getElementById("home-value-email")?.focus();
    onSubmit({ ...contact, name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim() });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <h2 tabIndex={-1} data-screen-heading className="text-lg font-semibold text-slate-900">
        {t("homeValue.contact.title")}
      </h2>
      <NoScriptNotice />
      <FormField id="home-value-name" label={t("homeValue.contact.name")} error={errors.name}>
        <Input
          id="home-value-name"
          autoComplete="name"
          value={contact.name}
          invalid={Boolean(errors.name)}
          onChange={(event) => setContact({ ...contact, name: event.target.value })}
        />
      </FormField>
      <FormField id="home-value-email" label={t("homeValue.contact.email")} error={errors.email}>
        <Input
          id="home-value-email"
          type="email"
          autoComplete="email"
          value={contact.email}
          invalid={Boolean(errors.email)}
          onChange={(event) => setContact({ ...contact, email: event.target.value })}
        />
      </FormField>
      <FormField id="home-value-phone" label={t("homeValue.contact.phone")}>
        <Input
          id="home-value-phone"
          type="tel"
          autoComplete="tel"
          value={contact.phone}
          onChange={(event) => setContact({ ...contact, phone: event.target.value })}
        />
      </FormField>
      <MarketingConsent
        id="home-value-marketing"
        checked={contact.marketingConsent}
        onChange={(marketingConsent) => setContact({ ...contact, marketingConsent })}
      />
      <ConsentNotice id="home-value-consent" />
      <Button type="submit" size="lg" className="w-full" disabled={working} aria-describedby="home-value-consent">
        {working ? t("homeValue.contact.sending") : t("homeValue.contact.submit")}
      </Button>
    </form>
  );
}
