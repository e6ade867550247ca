import { type FormEvent, useState } from "react";
import type { RoutingRule } from "../../../../contract/routing-rules";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import type { RoutingPool } from "../api/get-pools";
import { useSaveRoutingRule } from "../api/save-routing-rule";
import {
  type ChoiceField,
  choiceFieldNames,
  choiceFields,
  type DraftErrors,
  draftOf,
  inputOf,
  listFields,
  type RuleDraft,
  valueLabel,
} from "../utils/rule-draft";

export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600";

export interface RuleFormProps {
  /** The rule being edited; a new rule when absent. */
  rule?: RoutingRule;
  pools: RoutingPool[];
  onDone: () => void;
}

/** Adds or edits a rule: its name, pool, and the conditions a lead must all meet. */
export function RuleForm({ rule, pools, onDone }: RuleFormProps) {
  const t = useT();
  const save = useSaveRoutingRule();
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule));
  const [errors, setErrors] = useState<DraftErrors>({});
  const prefix = `rule-${rule?.id ?? "new"}`;
  const update = (change: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...change }));
  const toggle = (field: ChoiceField, value: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      choices: {
        ...d.choices,
        [field]: on ? [...d.choices[field], value] : d.choices[field].filter((v) => v !== value),
      },
    }));
  const error = (field: keyof DraftErrors) => (errors[field] ? t(errors[field]) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = inputOf(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // On failure the form stays open as typed; the toast says why.
    save.mutate({ id: rule?.id, input: result.input }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={rule ? t("routingRules.editName", { name: rule.name }) : t("routingRules.form.new")}
      className="grid min-w-0 gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label={t("routingRules.form.name")} error={error("name")}>
          <Input
            id={`${prefix}-name`}
            value={draft.name}
            maxLength={80}
            invalid={Boolean(errors.name)}
            onChange={(e) => update({ name: e.target.value })}
          />
        </FormField>
        <FormField id={`${prefix}-pool`} label={t("routingRules.form.pool")} error={error("poolId")}>
          <select
            id={`${prefix}-pool`}
            className={selectClass}
            value={draft.poolId}
            aria-invalid={errors.poolId ? true : undefined}
            onChange={(e) => update({ poolId: e.target.value })}
          >
            <option value="">{t("routingRules.form.choosePool")}</option>
            {pools.map((pool) => (
              <option key={pool.id} value={pool.id}>
                {pool.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={draft.isActive}
          onChange={(e) => update({ isActive: e.target.checked })}
        />
        {t("routingRules.form.active")}
      </label>
      <p className="text-sm text-slate-700">{t("routingRules.form.conditions")}</p>
      {choiceFieldNames.map((field) => (
        <fieldset key={field} className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t(`routingRules.field.${field}`)}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {(choiceFields[field] as readonly string[]).map((value) => {
              const label = valueLabel(field, value);
              return (
                <label key={value} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={draft.choices[field].includes(value)}
                    onChange={(e) => toggle(field, value, e.target.checked)}
                  />
                  {label ? t(label) : value}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {listFields.map((field) => (
          <FormField
            key={field}
            id={`${prefix}-${field}`}
            label={t(`routingRules.field.${field}`)}
            hint={t("routingRules.form.listHint")}
            error={error(field)}
          >
            <Input
              id={`${prefix}-${field}`}
              value={draft.lists[field]}
              invalid={Boolean(errors[field])}
              onChange={(e) => update({ lists: { ...draft.lists, [field]: e.target.value } })}
            />
          </FormField>
        ))}
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("routingRules.field.timeOfDay")}</legend>
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          <FormField id={`${prefix}-from`} label={t("routingRules.field.from")}>
            <Input
              id={`${prefix}-from`}
              type="time"
              value={draft.from}
              invalid={Boolean(errors.timeOfDay)}
              aria-describedby={errors.timeOfDay ? `${prefix}-time-error` : undefined}
              onChange={(e) => update({ from: e.target.value })}
            />
          </FormField>
          <FormField id={`${prefix}-to`} label={t("routingRules.field.to")}>
            <Input
              id={`${prefix}-to`}
              type="time"
              value={draft.to}
              invalid={Boolean(errors.timeOfDay)}
              aria-describedby={errors.timeOfDay ? `${prefix}-time-error` : undefined}
              onChange={(e) => update({ to: e.target.value })}
            />
          </FormField>
        </div>
        {errors.timeOfDay && (
          <p id={`${prefix}-time-error`} role="alert" className="text-sm text-red-600">
            {t(errors.timeOfDay)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t("routingRules.form.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t("routingRules.form.saving")
            : rule
              ? t("routingRules.form.save")
              : t("routingRules.form.create")}
        </Button>
      </div>
    </form>
  );
}
