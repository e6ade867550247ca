import type { UseFormRegister, UseFormWatch } from "react-hook-form";
import type { Pool, PoolInput } from "../../../../contract/admin";
import type { Agent } from "../../../../contract/crm";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { usePools } from "../api/get-pools";
import { selectClass } from "./select-class";

export interface PoolDealingFieldsProps {
  prefix: string;
  pool?: Pool;
  agents: Agent[];
  register: UseFormRegister<PoolInput>;
  watch: UseFormWatch<PoolInput>;
}

const emptyToNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/**
 * How the pool deals (decision 036): in turn, or offered to every member at once with a claim timeout and
 * a fallback; and the response window after which a lead without a first contact is escalated.
 */
export function PoolDealingFields({ prefix, pool, agents, register, watch }: PoolDealingFieldsProps) {
  const t = useT();
  const mode = watch("mode");
  const fallbackKind = watch("fallbackKind");
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t("admin.pools.dealing")}</legend>
      <FormField id={`${prefix}-mode`} label={t("admin.pools.mode")}>
        <select id={`${prefix}-mode`} className={selectClass} {...register("mode")}>
          <option value="round_robin">{t("admin.pools.mode.roundRobin")}</option>
          <option value="first_to_claim">{t("admin.pools.mode.firstToClaim")}</option>
        </select>
      </FormField>
      <FormField
        id={`${prefix}-window`}
        label={t("admin.pools.responseWindow")}
        hint={t("admin.pools.responseWindowHint")}
      >
        <Input
          id={`${prefix}-window`}
          type="number"
          min={1}
          max={1440}
          {...register("responseWindowMinutes", { setValueAs: emptyToNull })}
        />
      </FormField>
      {mode === "first_to_claim" && (
        <>
          <FormField id={`${prefix}-timeout`} label={t("admin.pools.claimTimeout")}>
            <Input
              id={`${prefix}-timeout`}
              type="number"
              min={1}
              max={30}
              {...register("claimTimeoutMinutes", { valueAsNumber: true })}
            />
          </FormField>
          <FormField id={`${prefix}-fallback`} label={t("admin.pools.fallback")}>
            <select id={`${prefix}-fallback`} className={selectClass} {...register("fallbackKind")}>
              <option value="managers">{t("admin.pools.fallback.managers")}</option>
              <option value="agent">{t("admin.pools.fallback.agent")}</option>
              <option value="pool">{t("admin.pools.fallback.pool")}</option>
            </select>
          </FormField>
          {fallbackKind === "agent" && (
            <FormField id={`${prefix}-fallback-agent`} label={t("admin.pools.fallbackAgent")}>
              <select
                id={`${prefix}-fallback-agent`}
                className={selectClass}
                {...register("fallbackAgentId", { setValueAs: emptyToNull })}
              >
                <option value="">{t("admin.pools.chooseFallback")}</option>
                {agents
                  .filter((a) => a.isActive)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.fullName}
                    </option>
                  ))}
              </select>
            </FormField>
          )}
          {fallbackKind === "pool" && <FallbackPoolField prefix={prefix} pool={pool} register={register} />}
        </>
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-900">{t("admin.pools.instantCall")}</legend>
        <p id={`${prefix}-instant-hint`} className="mt-1 text-sm text-slate-600">
          {t("admin.pools.instantCallHint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["cash", "realtor"] as const).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                value={type}
                aria-describedby={`${prefix}-instant-hint`}
                className="size-4"
                {...register("instantCall")}
              />
              {t(type === "cash" ? "admin.pools.type.cash" : "admin.pools.type.realtor")}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}

/** The other pools, loaded only when a pool is the fallback. */
function FallbackPoolField({ prefix, pool, register }: Pick<PoolDealingFieldsProps, "prefix" | "pool" | "register">) {
  const t = useT();
  const pools = usePools();
  const otherPools = (pools.data ?? []).filter((p) => p.id !== pool?.id);
  return (
    <FormField id={`${prefix}-fallback-pool`} label={t("admin.pools.fallbackPool")}>
      <select
        id={`${prefix}-fallback-pool`}
        className={selectClass}
        {...register("fallbackPoolId", { setValueAs: emptyToNull })}
      >
        <option value="">{t("admin.pools.chooseFallback")}</option>
        {otherPools.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
