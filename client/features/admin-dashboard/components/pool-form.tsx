import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Pool, type PoolInput, poolInputSchema } from "../../../../contract/admin";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useSavePool } from "../api/save-pool";
import { fieldError } from "../utils/field-error";
import { MemberPicker } from "./member-picker";
import { PoolDealingFields } from "./pool-dealing-fields";
import { leadTypeLabels } from "./pool-labels";
import { selectClass } from "./select-class";

export interface PoolFormProps {
  /** The pool being edited; a new pool when absent. */
  pool?: Pool;
  agents: Agent[];
  onDone: () => void;
}

export function PoolForm({ pool, agents, onDone }: PoolFormProps) {
  const t = useT();
  const save = useSavePool();
  const prefix = `pool-${pool?.id ?? "new"}`;
  const {
    register,
    watch,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PoolInput, unknown, z.output<typeof poolInputSchema>>({
    resolver: zodResolver(poolInputSchema),
    mode: "onTouched",
    defaultValues: {
      name: pool?.name ?? "",
      leadType: pool?.leadType ?? "any",
      isActive: pool?.isActive ?? true,
      memberIds: pool?.members.map((m) => m.userId) ?? [],
      mode: pool?.mode ?? "round_robin",
      claimTimeoutMinutes: pool?.claimTimeoutMinutes ?? 5,
      fallbackKind: pool?.fallbackKind ?? "managers",
      fallbackAgentId: pool?.fallbackAgentId ?? null,
      fallbackPoolId: pool?.fallbackPoolId ?? null,
      responseWindowMinutes: pool?.responseWindowMinutes ?? null,
      instantCall: pool?.instantCall ?? [],
    },
  });

  // On failure the form stays open with everything as typed; the toast says why.
  const handleSave = handleSubmit((input) => save.mutate({ id: pool?.id, input }, { onSuccess: onDone }));

  return (
    <form
      onSubmit={handleSave}
      noValidate
      aria-label={pool ? t("admin.pools.editName", { name: pool.name }) : t("admin.pools.new")}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label={t("admin.pools.name")} error={fieldError(t, errors.name?.message)}>
          <Input
            id={`${prefix}-name`}
            invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${prefix}-name-error` : undefined}
            {...register("name")}
          />
        </FormField>
        <FormField id={`${prefix}-type`} label={t("admin.pools.leadType")}>
          <select id={`${prefix}-type`} className={selectClass} {...register("leadType")}>
            {(["cash", "realtor", "any"] as const).map((type) => (
              <option key={type} value={type}>
                {t(leadTypeLabels[type])}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register("isActive")} />
        {t("admin.pools.activeDeals")}
      </label>
      <PoolDealingFields prefix={prefix} pool={pool} agents={agents} register={register} watch={watch} />
      <Controller
        control={control}
        name="memberIds"
        render={({ field }) => <MemberPicker value={field.value} onChange={field.onChange} agents={agents} />}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t("admin.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("admin.saving") : pool ? t("admin.pools.save") : t("admin.pools.create")}
        </Button>
      </div>
    </form>
  );
}
