import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, type RegisterPayload, registerInputSchema } from "../../../../contract/auth";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiRequestError } from "../../../lib/api-client";
import { useCreateAgent } from "../api/create-agent";
import { selectClass } from "./select-class";

const textFields = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "off" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "off" },
  { name: "email", label: "Email", type: "email", autoComplete: "off" },
  { name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "off" },
  { name: "password", label: "Temporary password", type: "password", autoComplete: "new-password" },
] as const;

export interface AddAgentFormProps {
  onDone: () => void;
}

/** Admins add staff; the form keeps what was typed when the server refuses it. */
export function AddAgentForm({ onDone }: AddAgentFormProps) {
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
            setError("email", { message: error.serverMessage }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={handleAdd} noValidate aria-label="Add agent" className="grid gap-4 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={`new-agent-${field.name}`}
          label={field.label}
          error={errors[field.name]?.message}
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
      <FormField id="new-agent-role" label="Role">
        <select id="new-agent-role" className={selectClass} {...register("role")}>
          <option value="agent">Agent</option>
          <option value="manager">Manager</option>
          <option value="admin">Admin</option>
        </select>
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add agent"}
        </Button>
      </div>
    </form>
  );
}
