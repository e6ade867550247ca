import "../../../../contract/zod-config";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { validationMessages } from "../../../../contract/validation-messages";
import { ConsentNotice } from "../../../components/consent-notice";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useLocale, useT } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";
import { isPhoneNumber } from "../../../lib/phone-check";
import { useSaveConsultationLead } from "../api/save-consultation-lead";

/** Spec section 5, consultation form. */
const consultationFormSchema = z.object({
  firstName: z.string().trim().min(2, validationMessages.firstName),
  email: z.email(validationMessages.email),
  // The contract's phone rule, as the server applies it (the spec's minimum of 5 characters is within it).
  phone: z.string().trim().refine(isPhoneNumber, validationMessages.phone),
});
type ConsultationFormValues = z.infer<typeof consultationFormSchema>;

export interface ConsultationFormProps {
  /** The guide's title, sent as the lead's topic. */
  topic: string;
}

/** 'Need More Personalized Help?': a guide-form lead (status 'Qualified Lead') that alerts staff. */
export function ConsultationForm({ topic }: ConsultationFormProps) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveConsultationLead();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsultationFormValues>({
    resolver: zodResolver(consultationFormSchema),
    mode: "onTouched",
    defaultValues: { firstName: "", email: "", phone: "" },
  });

  const handleConsultation = handleSubmit((values) =>
    save.mutateAsync({ ...values, topic, locale }).then(
      () => {
        toast({ title: t("toast.thankYou"), description: t("guides.consultation.thanks") });
        reset();
      },
      (error: unknown) => {
        // Logged as a warning: the visitor sees the toast and keeps everything they typed.
        console.warn("Consultation request failed:", error);
        toast({
          title: t("toast.submissionFailed"),
          description: t("guides.consultation.failed"),
          variant: "destructive",
        });
      },
    ),
  );

  const field = (name: keyof ConsultationFormValues) => ({
    id: `consultation-${name}`,
    invalid: Boolean(errors[name]),
    "aria-describedby": errors[name] ? `consultation-${name}-error` : "consultation-consent",
    ...register(name),
  });

  return (
    <section
      aria-labelledby="consultation-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="consultation-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("guides.consultation.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("guides.consultation.intro", { topic: topic.toLowerCase() })}</p>
      <form onSubmit={handleConsultation} noValidate className="mt-6 grid gap-4 sm:grid-cols-3">
        <FormField
          id="consultation-firstName"
          label={t("guides.consultation.firstName")}
          error={translateValidation(t, errors.firstName?.message)}
        >
          <Input type="text" autoComplete="given-name" {...field("firstName")} />
        </FormField>
        <FormField
          id="consultation-email"
          label={t("guides.consultation.email")}
          error={translateValidation(t, errors.email?.message)}
        >
          <Input type="email" autoComplete="email" {...field("email")} />
        </FormField>
        <FormField
          id="consultation-phone"
          label={t("guides.consultation.phone")}
          error={translateValidation(t, errors.phone?.message)}
        >
          <Input type="tel" autoComplete="tel" {...field("phone")} />
        </FormField>
        <div className="sm:col-span-3">
          <ConsentNotice id="consultation-consent" />
        </div>
        <Button type="submit" size="lg" disabled={save.isPending} className="sm:col-span-3 sm:justify-self-start">
          {save.isPending ? t("guides.consultation.sending") : t("guides.consultation.submit")}
        </Button>
      </form>
    </section>
  );
}
