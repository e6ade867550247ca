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
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { useNotify } from "../api/notify";
import { useCreateWebhook } from "../api/save-webhook";
import { fieldError } from "../utils/field-error";

type WebhookFormOutput = z.output<typeof createWebhookEndpointInputSchema>;

export const webhookEventLabels: Record<(typeof webhookEventTypes)[number], MessageId> = {
  "lead.created": "admin.webhooks.event.lead.created",
  "lead.updated": "admin.webhooks.event.lead.updated",
  "lead.assigned": "admin.webhooks.event.lead.assigned",
  "lead.stage_changed": "admin.webhooks.event.lead.stage_changed",
  "note.created": "admin.webhooks.event.note.created",
};

export interface WebhookFormProps {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}

/** Adds an endpoint: URL, description, events and whether it is on. */
export function WebhookForm({ onCreated, onCancel }: WebhookFormProps) {
  const t = useT();
  const notify = useNotify();
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
        const issue = error instanceof ApiRequestError && error.status === 400 ? errorMessage(error, t) : undefined;
        if (issue) setError("url", { message: issue }, { shouldFocus: true });
        else notify.error(error);
      },
    }),
  );

  return (
    <form onSubmit={handleAdd} noValidate aria-label={t("admin.webhooks.form")} className="grid gap-4">
      <FormField id="webhook-url" label={t("admin.webhooks.url")} error={fieldError(t, errors.url?.message)}>
        <Input
          id="webhook-url"
          type="url"
          placeholder={t("admin.webhooks.urlPlaceholder")}
          invalid={Boolean(errors.url)}
          aria-describedby={errors.url ? "webhook-url-error" : undefined}
          {...register("url")}
        />
      </FormField>
      <FormField
        id="webhook-description"
        label={t("admin.webhooks.description")}
        error={fieldError(t, errors.description?.message)}
      >
        <Input id="webhook-description" {...register("description")} />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("admin.webhooks.eventsLegend")}</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={type} {...register("events")} />
            {t(webhookEventLabels[type])}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" role="alert" className="text-sm text-red-600">
            {fieldError(t, errors.events.message)}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register("enabled")} />
        {t("admin.enabled")}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t("admin.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("admin.adding") : t("admin.webhooks.add")}
        </Button>
      </div>
    </form>
  );
}
