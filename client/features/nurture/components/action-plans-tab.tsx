import { useState } from "react";
import type { NurtureSettings, ScoreRules } from "../../../../contract/nurture";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useActionPlans, useDeleteActionPlan, useNurtureSettings, useSaveNurtureSettings } from "../api/action-plans";
import { factorText } from "./nurture-card";
import { PlanForm, triggerKeyOf } from "./plan-form";

export interface ActionPlansTabProps {
  isAdmin: boolean;
}

/** The admin's Action plans tab (decision 039): the plans, their editor, the score rules and quiet hours. */
function ActionPlansScreen(_props: ActionPlansTabProps) {
  const t = useT();
  const plans = useActionPlans();
  const remove = useDeleteActionPlan();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  if (plans.isPending) return <Spinner />;
  if (plans.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("nurture.error")}
      </p>
    );
  }
  return (
    <section aria-label={t("nurture.plans.title")} className="grid min-w-0 gap-6">
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        {t("nurture.plans.help")}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t("nurture.plans.title")}</h3>
        {editing !== "new" && <Button onClick={() => setEditing("new")}>{t("nurture.plans.new")}</Button>}
      </div>
      {editing === "new" && <PlanForm onDone={() => setEditing(null)} />}
      {plans.data.length === 0 && editing !== "new" && (
        <p className="text-sm text-slate-600">{t("nurture.plans.empty")}</p>
      )}
      <ul className="grid gap-3">
        {plans.data.map((plan) =>
          editing === plan.id ? (
            <li key={plan.id}>
              <PlanForm plan={plan} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={plan.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <div>
                <p className="font-medium">
                  {plan.name}
                  {!plan.active && ` · ${t("nurture.plans.paused")}`}
                </p>
                <p className="text-slate-600">
                  {t(`nurture.trigger.${triggerKeyOf(plan.trigger)}`)} ·{" "}
                  {t("nurture.plans.steps", { count: plan.steps.length })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("nurture.plans.editName", { name: plan.name })}
                  onClick={() => setEditing(plan.id)}
                >
                  {t("nurture.plans.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("nurture.plans.deleteName", { name: plan.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(plan.id)}
                >
                  {t("nurture.plans.delete")}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      <ScoreSettings />
    </section>
  );
}

const ruleKeys = ["hasEmail", "hasPhone", "hasAddress", "perSignal", "engagementMax", "textReply"] as const;
const timeframeKeys = ["immediately", "within3months", "3-6months", "6-12months", "over1year"] as const;

function ScoreSettings() {
  const settings = useNurtureSettings();
  if (!settings.data) return null;
  return <ScoreSettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />;
}

function ScoreSettingsForm({ initial }: { initial: NurtureSettings }) {
  const t = useT();
  const save = useSaveNurtureSettings();
  const [draft, setDraft] = useState(initial);
  const setRule = (key: (typeof ruleKeys)[number], value: string) =>
    setDraft((d) => ({ ...d, scoreRules: { ...d.scoreRules, [key]: clampPoints(value) } }));
  const setTimeframe = (key: keyof ScoreRules["timeframe"], value: string) =>
    setDraft((d) => ({
      ...d,
      scoreRules: { ...d.scoreRules, timeframe: { ...d.scoreRules.timeframe, [key]: clampPoints(value) } },
    }));
  const label = (code: Parameters<typeof factorText>[0]["code"], detail: string | null = null) =>
    factorText({ code, points: 0, detail }, t);
  const ruleLabel = {
    hasEmail: label("has_email"),
    hasPhone: label("has_phone"),
    hasAddress: label("has_address"),
    perSignal: t("nurture.settings.perSignal"),
    engagementMax: t("nurture.settings.engagementMax"),
    textReply: label("text_reply"),
  };
  return (
    <form
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3 className="font-semibold text-slate-900">{t("nurture.settings.title")}</h3>
      <p className="text-sm text-slate-600">{t("nurture.settings.help")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {timeframeKeys.map((key) => (
          <FormField key={key} id={`score-tf-${key}`} label={label("timeframe", key)}>
            <Input
              id={`score-tf-${key}`}
              type="number"
              min={0}
              max={100}
              value={draft.scoreRules.timeframe[key]}
              onChange={(e) => setTimeframe(key, e.target.value)}
            />
          </FormField>
        ))}
        {ruleKeys.map((key) => (
          <FormField key={key} id={`score-${key}`} label={ruleLabel[key]}>
            <Input
              id={`score-${key}`}
              type="number"
              min={0}
              max={100}
              value={draft.scoreRules[key]}
              onChange={(e) => setRule(key, e.target.value)}
            />
          </FormField>
        ))}
        <FormField id="quiet-start" label={t("nurture.settings.quietStart")}>
          <Input
            id="quiet-start"
            type="number"
            min={0}
            max={23}
            value={draft.quietHours.startHour}
            onChange={(e) =>
              setDraft((d) => ({ ...d, quietHours: { ...d.quietHours, startHour: clampHour(e.target.value) } }))
            }
          />
        </FormField>
        <FormField id="quiet-end" label={t("nurture.settings.quietEnd")}>
          <Input
            id="quiet-end"
            type="number"
            min={0}
            max={23}
            value={draft.quietHours.endHour}
            onChange={(e) =>
              setDraft((d) => ({ ...d, quietHours: { ...d.quietHours, endHour: clampHour(e.target.value) } }))
            }
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("nurture.settings.save")}
        </Button>
      </div>
    </form>
  );
}

const clampPoints = (value: string) => Math.min(100, Math.max(0, Math.round(Number(value) || 0)));
const clampHour = (value: string) => Math.min(23, Math.max(0, Math.round(Number(value) || 0)));

export const ActionPlansTab = withCatalogue(["nurture"], ActionPlansScreen);
