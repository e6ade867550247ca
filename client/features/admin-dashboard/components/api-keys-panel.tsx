import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type ApiKey,
  type ApiKeyWithSecret,
  apiKeyScopes,
  type CreateApiKeyInput,
  createApiKeyInputSchema,
} from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { rich } from "../../../i18n/rich";
import { useT } from "../../../i18n/use-t";
import { useApiKeys } from "../api/get-api-keys";
import { useNotify } from "../api/notify";
import { useCreateApiKey, useRevokeApiKey } from "../api/save-api-key";
import { useFormats } from "../hooks/use-formats";
import { fieldError } from "../utils/field-error";
import { SecretOnce } from "./secret-once";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

const scopeLabels: Record<(typeof apiKeyScopes)[number], MessageId> = {
  "leads:read": "admin.apiKeys.scope.leads:read",
  "leads:write": "admin.apiKeys.scope.leads:write",
  "sold-homes:write": "admin.apiKeys.scope.sold-homes:write",
};

function ApiKeyForm({ onCreated, onCancel }: { onCreated: (key: ApiKeyWithSecret) => void; onCancel: () => void }) {
  const t = useT();
  const notify = useNotify();
  const create = useCreateApiKey();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateApiKeyInput, unknown, z.output<typeof createApiKeyInputSchema>>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: "", scopes: ["leads:read"] },
  });
  const handleCreate = handleSubmit((values) => create.mutate(values, { onSuccess: onCreated, onError: notify.error }));
  return (
    <form onSubmit={handleCreate} noValidate aria-label={t("admin.apiKeys.form")} className="grid gap-4">
      <FormField id="api-key-name" label={t("admin.apiKeys.name")} error={fieldError(t, errors.name?.message)}>
        <Input
          id="api-key-name"
          placeholder={t("admin.apiKeys.namePlaceholder")}
          invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? "api-key-name-error" : undefined}
          {...register("name")}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">{t("admin.apiKeys.scopes")}</legend>
        {apiKeyScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={scope} {...register("scopes")} />
            {t(scopeLabels[scope])}
          </label>
        ))}
        {errors.scopes && (
          <p role="alert" className="text-sm text-red-600">
            {fieldError(t, errors.scopes.message)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t("admin.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("admin.apiKeys.creating") : t("admin.apiKeys.createKey")}
        </Button>
      </div>
    </form>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const t = useT();
  const { dateTime } = useFormats();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" aria-label={apiKey.name}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium text-slate-900">{apiKey.name}</p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{apiKey.prefix}…</span>
          {` · ${apiKey.scopes.join(", ")} · ${t("admin.apiKeys.created", { when: dateTime(apiKey.createdAt) })}`}
        </p>
        <p className="text-xs text-slate-500">
          {t("admin.apiKeys.lastUsed", {
            when: apiKey.lastUsedAt ? dateTime(apiKey.lastUsedAt) : t("admin.apiKeys.never"),
          })}
        </p>
      </div>
      {apiKey.revokedAt ? (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
          {t("admin.apiKeys.revoked", { when: dateTime(apiKey.revokedAt) })}
        </span>
      ) : (
        <Button variant="destructive" size="sm" onClick={() => onRevoke(apiKey)}>
          {t("admin.apiKeys.revoke")}
        </Button>
      )}
    </li>
  );
}

/** Admins create API keys (shown once), see when each was last used, and revoke them. */
export function ApiKeysPanel() {
  const t = useT();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <section aria-labelledby="api-keys-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="api-keys-heading" className="text-lg font-semibold text-slate-900">
            {t("admin.apiKeys.title")}
          </h3>
          <p className="text-sm text-slate-600">{rich(t("admin.apiKeys.help"), [<code key="header" />])}</p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            {t("admin.apiKeys.create")}
          </Button>
        )}
      </div>
      {adding && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <ApiKeyForm
            onCancel={() => setAdding(false)}
            onCreated={(key) => {
              setAdding(false);
              setCreated(key);
            }}
          />
        </div>
      )}
      {created && (
        <SecretOnce
          title={t("admin.apiKeys.secretTitle", { name: created.name })}
          secret={created.key}
          onDone={() => setCreated(null)}
        />
      )}
      {keys.isPending ? (
        <LoadingState text={t("admin.apiKeys.loading")} />
      ) : keys.isError ? (
        <ErrorState text={t("admin.apiKeys.error")} error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyState>{t("admin.apiKeys.empty")}</EmptyState>
      ) : (
        <ul
          aria-label={t("admin.apiKeys.title")}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("admin.apiKeys.revokeTitle")}
        confirmLabel={t("admin.apiKeys.revokeConfirm")}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
      >
        {t("admin.apiKeys.revokeText", { name: revoking?.name ?? t("admin.apiKeys.thisKey") })}
      </ConfirmDialog>
    </section>
  );
}
