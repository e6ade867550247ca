import "../../../../contract/zod-config";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { validationMessages } from "../../../../contract/validation-messages";
import { ConsentNotice } from "../../../components/consent-notice";
import { NoScriptNotice } from "../../../components/noscript-notice";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useLocale, useT } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";
import { isPhoneNumber } from "../../../lib/phone-check";
import { useSubmitDemoLead } from "../api/submit-demo-lead";

/** Spec section 5, demo contact form: the message shows under the field, the short label in the toast. */
const demoContactSchema = z.object({
  name: z.string().trim().min(1, validationMessages.nameDot),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, validationMessages.emailDot),
  // Optional; a phone given must be a number (the contract's rule, as the server applies it).
  phone: z
    .string()
    .trim()
    .refine(async (v) => v === "" || (await isPhoneNumber(v)), validationMessages.phone),
  message: z.string().trim(),
});
type DemoContactValues = z.infer<typeof demoContactSchema>;

/** Spec section 9: back to / two seconds after a successful submit. */
export const DEMO_REDIRECT_MS = 2000;

export interface DemoContactFormProps {
  /** The guide's title, sent as the lead's topic. */
  topic: string;
}

/** 'Ready to Talk About Your Home?': a final lead, then 'Thank you!' and home after 2 seconds. */
export function DemoContactForm({ topic }: DemoContactFormProps) {
  const t = useT();
  const locale = useLocale();
  const submit = useSubmitDemoLead();
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoContactValues>({
    resolver: zodResolver(demoContactSchema),
    mode: "onTouched",
    defaultValues: { name: "", email: "", phone: "", message: "" },
  });

  const handleInvalid = (invalid: FieldErrors<DemoContactValues>) => {
    if (invalid.name)
      toast({ title: t("demo.toast.nameRequired"), description: t("validation.nameDot"), variant: "destructive" });
    else if (invalid.email)
      toast({ title: t("demo.toast.invalidEmail"), description: t("validation.emailDot"), variant: "destructive" });
  };
  const handleContact = handleSubmit(
    (values) =>
      submit.mutateAsync({ ...values, topic, locale }).then(
        () => {
          toast({ title: t("toast.thankYou"), description: t("demo.toast.thanks") });
          timer.current = setTimeout(() => navigate("/"), DEMO_REDIRECT_MS);
        },
        (error: unknown) => {
          console.warn("Demo contact request failed:", error);
          toast({
            title: t("demo.toast.error"),
            description: t("demo.toast.errorBody"),
            variant: "destructive",
          });
        },
      ),
    handleInvalid,
  );

  const field = (name: keyof DemoContactValues) => ({
    id: `demo-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `demo-${name}-error` : "demo-consent",
    ...register(name),
  });
  const done = submit.isSuccess;

  return (
    <form onSubmit={handleContact} noValidate className="grid gap-4">
      <NoScriptNotice />
      <fieldset disabled={done || submit.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField id="demo-name" label={t("demo.form.name")} error={translateValidation(t, errors.name?.message)}>
          <Input
            type="text"
            autoComplete="name"
            aria-required="true"
            invalid={Boolean(errors.name)}
            {...field("name")}
          />
        </FormField>
        <FormField id="demo-email" label={t("demo.form.email")} error={translateValidation(t, errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            aria-required="true"
            invalid={Boolean(errors.email)}
            {...field("email")}
          />
        </FormField>
        <FormField id="demo-phone" label={t("demo.form.phone")} error={translateValidation(t, errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" invalid={Boolean(errors.phone)} {...field("phone")} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="demo-message" label={t("demo.form.message")}>
            <textarea
              rows={4}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
              {...field("message")}
            />
          </FormField>
        </div>
      </fieldset>
      <ConsentNotice id="demo-consent" />
      <Button type="submit" size="lg" disabled={done || submit.isPending} className="sm:justify-self-start">
        {submit.isPending ? t("demo.form.sending") : t("demo.form.send")}
      </Button>
    </form>
  );
}
