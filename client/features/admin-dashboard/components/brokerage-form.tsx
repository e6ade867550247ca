import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Brokerage, brokerageSchema } from "../../../../contract/settings";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useUpdateSettings } from "../api/update-settings";

const fields = [
  { name: "name", label: "Brokerage name", type: "text" },
  { name: "address", label: "Mailing address", type: "text" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "email", label: "Email", type: "email" },
] as const;

/** Readable messages for the contract schema, which carries none of its own. */
const brokerageMessages: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0];
  if (field === "name" && issue.code === "too_small") return "Brokerage name is required";
  if (field === "email") return "Enter a valid email address, or leave it empty";
  if (issue.code === "too_big") return `At most ${String(issue.maximum)} characters`;
  return undefined;
};

export interface BrokerageFormProps {
  brokerage: Brokerage;
}

/** The brokerage identity shown in the footer, the consent line and every e-mail (CASL). */
export function BrokerageForm({ brokerage }: BrokerageFormProps) {
  const update = useUpdateSettings("The brokerage details were saved.");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Brokerage>({
    resolver: zodResolver(brokerageSchema, { error: brokerageMessages }),
    mode: "onTouched",
    defaultValues: brokerage,
  });

  const handleSave = handleSubmit((values) =>
    update.mutate({ brokerage: values }, { onSuccess: (saved) => reset(saved.brokerage) }),
  );

  return (
    <form onSubmit={handleSave} noValidate aria-label="Brokerage" className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`brokerage-${field.name}`}
          label={field.label}
          error={errors[field.name]?.message}
        >
          <Input
            id={`brokerage-${field.name}`}
            type={field.type}
            invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `brokerage-${field.name}-error` : undefined}
            {...register(field.name)}
          />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? "Saving..." : "Save brokerage details"}
        </Button>
      </div>
    </form>
  );
}
