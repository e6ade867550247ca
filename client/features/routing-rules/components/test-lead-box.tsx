import { type FormEvent, useState } from "react";
import { leadFlowVariants } from "../../../../contract/lead-flow-variants";
import { movingTimeframes, provinces } from "../../../../contract/leads";
import { LOCALES } from "../../../../contract/locale";
import { leadFlows, type RoutingSample } from "../../../../contract/routing-rules";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useTestRoutingSample } from "../api/test-routing-sample";
import { selectClass } from "./rule-form";

interface SampleDraft {
  type: "cash" | "realtor";
  flow: (typeof leadFlows)[number];
  variant: string;
  source: string;
  utmCampaign: string;
  language: (typeof LOCALES)[number];
  province: string;
  city: string;
  postalCode: string;
  timeline: string;
  at: string;
}
const blank: SampleDraft = {
  type: "realtor",
  flow: "lead-flow",
  variant: "",
  source: "",
  utmCampaign: "",
  language: "en-CA",
  province: "",
  city: "",
  postalCode: "",
  timeline: "",
  at: "",
};

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

function sampleOf(d: SampleDraft): RoutingSample {
  return {
    type: d.type,
    flow: d.flow,
    variant: (orNull(d.variant) as RoutingSample["variant"]) ?? null,
    source: orNull(d.source),
    utmCampaign: orNull(d.utmCampaign),
    language: d.language,
    province: (orNull(d.province) as RoutingSample["province"]) ?? null,
    city: orNull(d.city),
    postalCode: orNull(d.postalCode),
    timeline: (orNull(d.timeline) as RoutingSample["timeline"]) ?? null,
    // The browser's local date and time, as an instant; the answer says how the brokerage's clock read it.
    ...(d.at ? { at: new Date(d.at).toISOString() } : {}),
  };
}

/** "Test a lead": which rule a sample lead would hit, and the pool it would go to. Nothing is saved. */
export function TestLeadBox() {
  const t = useT();
  const format = useFormat();
  const test = useTestRoutingSample();
  const [draft, setDraft] = useState<SampleDraft>(blank);
  const update = (change: Partial<SampleDraft>) => setDraft((d) => ({ ...d, ...change }));
  const value = (v: string) => t(`routingRules.value.${v}` as MessageId);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate(sampleOf(draft));
  };
  const result = test.data;

  const select = (
    id: keyof SampleDraft,
    label: MessageId,
    options: readonly string[],
    words: ((v: string) => string) | null,
    none = false,
  ) => (
    <FormField id={`routing-test-${id}`} label={t(label)}>
      <select
        id={`routing-test-${id}`}
        className={selectClass}
        value={draft[id]}
        onChange={(e) => update({ [id]: e.target.value } as Partial<SampleDraft>)}
      >
        {none && <option value="">{t("routingRules.test.none")}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {words ? words(o) : o}
          </option>
        ))}
      </select>
    </FormField>
  );
  const text = (id: "source" | "utmCampaign" | "city" | "postalCode", label: MessageId, max: number) => (
    <FormField id={`routing-test-${id}`} label={t(label)}>
      <Input
        id={`routing-test-${id}`}
        value={draft[id]}
        maxLength={max}
        onChange={(e) => update({ [id]: e.target.value })}
      />
    </FormField>
  );

  return (
    <section
      aria-labelledby="routing-test-title"
      className="grid min-w-0 gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="routing-test-title" className="font-semibold text-slate-900">
        {t("routingRules.test.title")}
      </h3>
      <p className="text-sm text-slate-700">{t("routingRules.test.help")}</p>
      <form onSubmit={handleSubmit} noValidate className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {select("type", "routingRules.test.type", ["realtor", "cash"], value)}
          {select("flow", "routingRules.test.flow", leadFlows, value)}
          {select("variant", "routingRules.test.variant", leadFlowVariants, value, true)}
          {text("source", "routingRules.test.source", 200)}
          {text("utmCampaign", "routingRules.test.campaign", 100)}
          {select("language", "routingRules.test.language", LOCALES, value)}
          {select("province", "routingRules.test.province", provinces, null, true)}
          {text("city", "routingRules.test.city", 100)}
          {text("postalCode", "routingRules.test.postalCode", 7)}
          {select("timeline", "routingRules.test.timeline", movingTimeframes, value, true)}
          <FormField id="routing-test-at" label={t("routingRules.test.at")}>
            <Input
              id="routing-test-at"
              type="datetime-local"
              value={draft.at}
              onChange={(e) => update({ at: e.target.value })}
            />
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={test.isPending}>
            {test.isPending ? t("routingRules.test.running") : t("routingRules.test.run")}
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="grid gap-1 text-sm">
        {result && (
          <>
            <p className="break-words font-medium text-slate-900">
              {result.rule && result.pool
                ? t("routingRules.test.matched", { rule: result.rule.name, pool: result.pool.name })
                : result.dealt
                  ? t("routingRules.test.noMatch", { pool: result.dealt.pool.name })
                  : t("routingRules.test.noMatchNoPool")}
            </p>
            <p className="break-words text-slate-900">
              {!result.dealt
                ? t("routingRules.test.dealtNone")
                : result.dealt.mode === "first_to_claim"
                  ? t("routingRules.test.dealtOffer", { count: result.dealt.members })
                  : t("routingRules.test.dealtAgent", { agent: result.dealt.agent.name })}
            </p>
            <p className="text-slate-700">
              {t("routingRules.test.result", {
                day: value(result.day),
                time: format.clock(result.time),
                zone: result.timeZone,
              })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
