import { type FormEvent, useState } from "react";
import type { ActionPlan, ActionPlanInput, PlanStepKind, PlanTrigger } from "../../../../contract/nurture";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { useSaveActionPlan } from "../api/action-plans";

export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600";

export const triggerKeys = ["manual", "timeframe", "noAnswer", "stage"] as const;
export type TriggerKey = (typeof triggerKeys)[number];

/** The four starts the form offers, as the API's triggers. */
export const triggers: Record<TriggerKey, PlanTrigger> = {
  manual: { kind: "manual" },
  timeframe: { kind: "timeframe", timeframes: ["6-12months", "over1year"], leadType: "realtor" },
  noAnswer: { kind: "no_answer", days: 2, leadType: "cash" },
  stage: { kind: "stage", stage: "contacted" },
};

export function triggerKeyOf(trigger: PlanTrigger): TriggerKey {
  if (trigger.kind === "timeframe") return "timeframe";
  if (trigger.kind === "no_answer") return "noAnswer";
  if (trigger.kind === "stage") return "stage";
  return "manual";
}

interface StepDraft {
  kind: PlanStepKind;
  delayHours: string;
  subjectEn: string;
  subjectFr: string;
  bodyEn: string;
  bodyFr: string;
}

const emptyStep = (): StepDraft => ({
  kind: "email",
  delayHours: "24",
  subjectEn: "",
  subjectFr: "",
  bodyEn: "",
  bodyFr: "",
});

export interface PlanFormProps {
  plan?: ActionPlan;
  onDone: () => void;
}

/** Adds or edits a plan: its name, how it starts, and its ordered steps with delays, in both languages. */
export function PlanForm({ plan, onDone }: PlanFormProps) {
  const t = useT();
  const save = useSaveActionPlan();
  const [name, setName] = useState(plan?.name ?? "");
  const [active, setActive] = useState(plan?.active ?? true);
  const [trigger, setTrigger] = useState<TriggerKey>(plan ? triggerKeyOf(plan.trigger) : "manual");
  const [steps, setSteps] = useState<StepDraft[]>(
    plan?.steps.map((s) => ({
      kind: s.kind,
      delayHours: String(Math.round(s.delayMinutes / 60)),
      subjectEn: s.subject.en,
      subjectFr: s.subject.fr,
      bodyEn: s.body.en,
      bodyFr: s.body.fr,
    })) ?? [emptyStep()],
  );
  const [missing, setMissing] = useState(false);
  const prefix = `plan-${plan?.id ?? "new"}`;
  const setStep = (index: number, change: Partial<StepDraft>) =>
    setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete =
      !name.trim() ||
      steps.some((s) => !s.subjectEn.trim() || !s.subjectFr.trim() || !s.bodyEn.trim() || !s.bodyFr.trim());
    setMissing(incomplete);
    if (incomplete) return;
    const input: ActionPlanInput = {
      name: name.trim(),
      active,
      trigger: triggers[trigger],
      steps: steps.map((s) => ({
        kind: s.kind,
        delayMinutes: Math.max(0, Math.round(Number(s.delayHours || "0") * 60)),
        subject: { en: s.subjectEn.trim(), fr: s.subjectFr.trim() },
        body: { en: s.bodyEn.trim(), fr: s.bodyFr.trim() },
      })),
    };
    save.mutate({ id: plan?.id, input }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4" noValidate>
      <FormField id={`${prefix}-name`} label={t("nurture.form.name")}>
        <Input id={`${prefix}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      </FormField>
      <FormField id={`${prefix}-trigger`} label={t("nurture.form.trigger")}>
        <select
          id={`${prefix}-trigger`}
          className={selectClass}
          value={trigger}
          onChange={(e) => setTrigger(e.target.value as TriggerKey)}
        >
          {triggerKeys.map((key) => (
            <option key={key} value={key}>
              {t(`nurture.trigger.${key}`)}
            </option>
          ))}
        </select>
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("nurture.form.active")}
      </label>
      <p className="text-sm text-slate-600">{t("nurture.form.placeholders", { a: "{firstName}", b: "{agentName}" })}</p>
      <ol className="grid gap-4">
        {steps.map((step, index) => {
          const n = index + 1;
          const id = `${prefix}-step-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id until saved; their order is their identity
            <li key={index} className="grid gap-3 rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">{t("nurture.form.step", { n })}</h4>
                {steps.length > 1 && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setSteps((all) => all.filter((_, i) => i !== index))}
                  >
                    {t("nurture.form.removeStep", { n })}
                  </Button>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id={`${id}-kind`} label={t("nurture.form.kind", { n })}>
                  <select
                    id={`${id}-kind`}
                    className={selectClass}
                    value={step.kind}
                    onChange={(e) => setStep(index, { kind: e.target.value as PlanStepKind })}
                  >
                    {(["email", "task", "text"] as const).map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`nurture.kind.${kind}`)}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField id={`${id}-delay`} label={t("nurture.form.delay", { n })}>
                  <Input
                    id={`${id}-delay`}
                    type="number"
                    min={0}
                    value={step.delayHours}
                    onChange={(e) => setStep(index, { delayHours: e.target.value })}
                  />
                </FormField>
                <FormField id={`${id}-subject-en`} label={t("nurture.form.subjectEn", { n })}>
                  <Input
                    id={`${id}-subject-en`}
                    lang="en-CA"
                    value={step.subjectEn}
                    onChange={(e) => setStep(index, { subjectEn: e.target.value })}
                  />
                </FormField>
                <FormField id={`${id}-subject-fr`} label={t("nurture.form.subjectFr", { n })}>
                  <Input
                    id={`${id}-subject-fr`}
                    lang="fr-CA"
                    value={step.subjectFr}
                    onChange={(e) => setStep(index, { subjectFr: e.target.value })}
                  />
                </FormField>
                <FormField id={`${id}-body-en`} label={t("nurture.form.bodyEn", { n })}>
                  <TextArea
                    id={`${id}-body-en`}
                    lang="en-CA"
                    value={step.bodyEn}
                    onChange={(e) => setStep(index, { bodyEn: e.target.value })}
                  />
                </FormField>
                <FormField id={`${id}-body-fr`} label={t("nurture.form.bodyFr", { n })}>
                  <TextArea
                    id={`${id}-body-fr`}
                    lang="fr-CA"
                    value={step.bodyFr}
                    onChange={(e) => setStep(index, { bodyFr: e.target.value })}
                  />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      {missing && (
        <p role="alert" className="text-sm text-red-700">
          {t("nurture.form.required")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => setSteps((all) => [...all, emptyStep()])}
          disabled={steps.length >= 20}
        >
          {t("nurture.form.addStep")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t("nurture.form.save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("nurture.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
