import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, type RegisterPayload, registerInputSchema } from "../../../../contract/auth";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { useCreateAgent } from "../api/create-agent";
import { fieldError } from "../utils/field-error";
import { selectClass } from "./select-class";

const textFields: readonly {
  name: "firstName" | "lastName" | "email" | "phone" | "password";
  label: MessageId;
  type: string;
  autoComplete: string;
}[] = [
  { name: "firstName", label: "admin.agents.firstName", type: "text", autoComplete: "off" },
  { name: "lastName", label: "admin.agents.lastName", type: "text", autoComplete: "off" },
  { name: "email", label: "admin.agents.email", type: "email", autoComplete: "off" },
  { name: "phone", label: "admin.agents.phone", type: "tel", autoComplete: "off" },
  { name: "password", label: "admin.agents.password", type: "password", autoComplete: "new-password" },
];

export interface AddAgentFormProps {
  onDone: () => void;
}

/** Admins add staff; the form keeps what was typed when the server refuses it. */
export function AddAgentForm({ onDone }: AddAgentFormProps) {
  const t = useT();
  const create = useCreateAgent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterPayload>({
    resolver: zodResolver(registerInputSchema),
    mode: "onTouched",
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", password: "", role: "agent" },
  });

  const handleAdd = handleSubmit((values) =>
    create.mutate(
      { ...values, phone: values.phone || undefined },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            setError("email", { message: errorMessage(error, t) }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={handleAdd} noValidate aria-label={t("admin.agents.add")} className="grid gap-4 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={`new-agent-${field.name}`}
          label={t(field.label)}
          error={fieldError(t, errors[field.name]?.message)}
        >
          <Input
            id={`new-agent-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `new-agent-${field.name}-error` : undefined}
            {...register(field.name)}
          />
        </FormField>
      ))}
      <FormField id="new-agent-role" label={t("admin.agents.role")}>
        <select id="new-agent-role" className={selectClass} {...register("role")}>
          <option value="agent">{t("admin.role.agent")}</option>
          <option value="manager">{t("admin.role.manager")}</option>
          <option value="admin">{t("admin.role.admin")}</option>
        </select>
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t("admin.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("admin.adding") : t("admin.agents.add")}
        </Button>
      </div>
    </form>
  );
}
