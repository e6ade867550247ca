import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPasswordInputSchema } from "../../../../contract/admin";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useResetPassword } from "../api/reset-password";
import { fieldError } from "../utils/field-error";

type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export interface ResetPasswordFormProps {
  agentId: number;
  name: string;
  onDone: () => void;
}

export function ResetPasswordForm({ agentId, name, onDone }: ResetPasswordFormProps) {
  const t = useT();
  const reset = useResetPassword();
  const id = `reset-password-${agentId}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    mode: "onTouched",
    defaultValues: { password: "" },
  });

  const handleReset = handleSubmit(({ password }) =>
    reset.mutate({ id: agentId, name, password }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={handleReset} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormField
          id={id}
          label={t("admin.agents.newPassword", { name })}
          error={fieldError(t, errors.password?.message)}
        >
          <Input
            id={id}
            type="password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-error` : undefined}
            {...register("password")}
          />
        </FormField>
      </div>
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" size="sm" disabled={reset.isPending}>
          {reset.isPending ? t("admin.saving") : t("admin.agents.setPassword")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={reset.isPending}>
          {t("admin.cancel")}
        </Button>
      </div>
    </form>
  );
}
