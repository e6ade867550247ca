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
import { formatDateTime } from "../../../lib/format";
import { useApiKeys } from "../api/get-api-keys";
import { toastError } from "../api/notify";
import { useCreateApiKey, useRevokeApiKey } from "../api/save-api-key";
import { SecretOnce } from "./secret-once";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

const scopeLabels: Record<(typeof apiKeyScopes)[number], string> = {
  "leads:read": "Read leads (leads:read)",
  "leads:write": "Create and change leads (leads:write)",
};

function ApiKeyForm({ onCreated, onCancel }: { onCreated: (key: ApiKeyWithSecret) => void; onCancel: () => void }) {
  const create = useCreateApiKey();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateApiKeyInput, unknown, z.output<typeof createApiKeyInputSchema>>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: "", scopes: ["leads:read"] },
  });
  const handleCreate = handleSubmit((values) => create.mutate(values, { onSuccess: onCreated, onError: toastError }));
  return (
    <form onSubmit={handleCreate} noValidate aria-label="Create API key" className="grid gap-4">
      <FormField id="api-key-name" label="Name" error={errors.name?.message}>
        <Input
          id="api-key-name"
          placeholder="Zillow lead import"
          invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? "api-key-name-error" : undefined}
          {...register("name")}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        {apiKeyScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={scope} {...register("scopes")} />
            {scopeLabels[scope]}
          </label>
        ))}
        {errors.scopes && (
          <p role="alert" className="text-sm text-red-600">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create key"}
        </Button>
      </div>
    </form>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" aria-label={apiKey.name}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{apiKey.name}</p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{apiKey.prefix}…</span> · {apiKey.scopes.join(", ")} · created{" "}
          {formatDateTime(apiKey.createdAt)}
        </p>
        <p className="text-xs text-slate-500">
          Last used: {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : "Never"}
        </p>
      </div>
      {apiKey.revokedAt ? (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
          Revoked {formatDateTime(apiKey.revokedAt)}
        </span>
      ) : (
        <Button variant="destructive" size="sm" onClick={() => onRevoke(apiKey)}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Admins create API keys (shown once), see when each was last used, and revoke them. */
export function ApiKeysPanel() {
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
            API keys
          </h3>
          <p className="text-sm text-slate-600">
            Other tools call the API with <code>Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Create API key
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
        <SecretOnce title={`API key "${created.name}"`} secret={created.key} onDone={() => setCreated(null)} />
      )}
      {keys.isPending ? (
        <LoadingState text="Loading API keys..." />
      ) : keys.isError ? (
        <ErrorState text="API keys could not be loaded." error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyState>No API keys yet.</EmptyState>
      ) : (
        <ul aria-label="API keys" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
      >
        Every call made with {revoking?.name ?? "this key"} is refused from now on. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
