import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type LoginInput, loginInputSchema } from "../../../../contract/auth";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useLogin } from "../api/login";

export interface LoginFormProps {
  kind: "agent" | "client";
  defaultEmail?: string;
}

export function LoginForm({ kind, defaultEmail = "" }: LoginFormProps) {
  const t = useT();
  const login = useLogin(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    mode: "onChange",
    defaultValues: { email: defaultEmail, password: "" },
  });

  const handleLogin = handleSubmit((values) => login.mutate(values));

  return (
    <form onSubmit={handleLogin} noValidate className="grid gap-4">
      <FormField id={`${kind}-email`} label={t("auth.field.email")} error={errors.email?.message}>
        <Input
          id={`${kind}-email`}
          type="email"
          autoComplete="username"
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${kind}-email-error` : undefined}
          {...register("email")}
        />
      </FormField>
      <FormField id={`${kind}-password`} label={t("auth.field.password")} error={errors.password?.message}>
        <Input
          id={`${kind}-password`}
          type="password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${kind}-password-error` : undefined}
          {...register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
    </form>
  );
}
