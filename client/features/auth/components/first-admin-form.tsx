import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, registerInputSchema } from "../../../../contract/auth";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useRegisterFirstAdmin } from "../api/register";

const fields = [
  { name: "firstName", label: "auth.field.firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "auth.field.lastName", type: "text", autoComplete: "family-name" },
  { name: "email", label: "auth.field.email", type: "email", autoComplete: "username" },
  { name: "password", label: "auth.field.password", type: "password", autoComplete: "new-password" },
] as const;

/** Shown on /auth while the portal has no user at all (DESIGN.md section 4). */
export function FirstAdminForm() {
  const t = useT();
  const registerAdmin = useRegisterFirstAdmin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    mode: "onChange",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", role: "admin" },
  });

  return (
    <form onSubmit={handleSubmit((values) => registerAdmin.mutate(values))} noValidate className="grid gap-4">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`setup-${field.name}`}
          label={t(field.label)}
          error={errors[field.name]?.message}
        >
          <Input
            id={`setup-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            invalid={Boolean(errors[field.name])}
            {...register(field.name)}
          />
        </FormField>
      ))}
      <Button type="submit" size="lg" disabled={registerAdmin.isPending} className="w-full">
        {registerAdmin.isPending ? t("auth.setup.creating") : t("auth.setup.create")}
      </Button>
    </form>
  );
}
