import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type CreateWebhookEndpointInput,
  createWebhookEndpointInputSchema,
  type WebhookEndpointWithSecret,
  webhookEventTypes,
} from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiRequestError } from "../../../lib/api-client";
import { toastError } from "../api/notify";
import { useCreateWebhook } from "../api/save-webhook";

type WebhookFormOutput = z.output<typeof createWebhookEndpointInputSchema>;

export const webhookEventLabels: Record<(typeof webhookEventTypes)[number], string> = {
  "lead.created": "A lead is submitted (lead.created)",
  "lead.updated": "A lead is changed (lead.updated)",
  "lead.assigned": "A lead is assigned (lead.assigned)",
  "lead.stage_changed": "A lead moves to another pipeline stage (lead.stage_changed)",
  "note.created": "A note is added (note.created)",
};

export interface WebhookFormProps {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}

/** Adds an endpoint: URL, description, events and whether it is on. */
export function WebhookForm({ onCreated, onCancel }: WebhookFormProps) {
  const create = useCreateWebhook();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateWebhookEndpointInput, unknown, WebhookFormOutput>({
    resolver: zodResolver(createWebhookEndpointInputSchema),
    defaultValues: { url: "", description: "", events: ["lead.created"], enabled: true },
  });

  const handleAdd = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        const issue = error instanceof ApiRequestError && error.status === 400 ? error.serverMessage : undefined;
        if (issue) setError("url", { message: issue }, { shouldFocus: true });
        else toastError(error);
      },
    }),
  );

  return (
    <form onSubmit={handleAdd} noValidate aria-label="Add webhook endpoint" className="grid gap-4">
      <FormField id="webhook-url" label="Endpoint URL" error={errors.url?.message}>
        <Input
          id="webhook-url"
          type="url"
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          invalid={Boolean(errors.url)}
          aria-describedby={errors.url ? "webhook-url-error" : undefined}
          {...register("url")}
        />
      </FormField>
      <FormField id="webhook-description" label="Description (optional)" error={errors.description?.message}>
        <Input id="webhook-description" {...register("description")} />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Events to send</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={type} {...register("events")} />
            {webhookEventLabels[type]}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" role="alert" className="text-sm text-red-600">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register("enabled")} />
        Enabled
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add endpoint"}
        </Button>
      </div>
    </form>
  );
}
