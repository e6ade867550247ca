import { useEffect, useId, useState } from "react";
import type { StaffLead } from "../../../../contract/leads";
import type { LeadNurture, PlanRun, ScoreFactor } from "../../../../contract/nurture";
import { Button } from "../../../components/ui/button";
import { TextArea } from "../../../components/ui/text-area";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { serverReasonText } from "../../../i18n/server-messages";
import { type Translate, useLocale, useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useFormat } from "../../../lib/use-format";
import { useLeadBrief, useLeadNurture, useRunAction, useSendBrief, useStartPlan } from "../api/lead-nurture";

export interface NurtureCardProps {
  lead: StaffLead;
  live: boolean;
}

const selectClass =
  "h-10 min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** A score factor in the screen's language. */
export function factorText(factor: ScoreFactor, t: Translate): string {
  if (factor.code === "timeframe") {
    return t("nurture.score.timeframe", { when: t(`nurture.when.${factor.detail ?? "immediately"}` as MessageId) });
  }
  if (factor.code === "engagement") return t("nurture.score.engagement", { count: Number(factor.detail ?? 0) });
  return t(`nurture.score.${factor.code}` as MessageId);
}

/** The lead page's card (decision 039): its score, plans with their next step, signs of interest, and the brief. */
function NurtureCardScreen({ lead, live }: NurtureCardProps) {
  const t = useT();
  const nurture = useLeadNurture(lead.id, live);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("nurture.card.title")}
        </h2>
        {nurture.data && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t("nurture.score.title", { score: nurture.data.score })}</span>
            {nurture.data.scoreFactors.length > 0 &&
              ` · ${nurture.data.scoreFactors.map((f) => factorText(f, t)).join(", ")}`}
          </p>
        )}
      </div>
      {nurture.isPending && <p className="text-sm text-slate-600">{t("nurture.loading")}</p>}
      {nurture.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t("nurture.error")}
        </p>
      )}
      {nurture.data && <Plans leadId={lead.id} data={nurture.data} />}
      {nurture.data && nurture.data.signals.length > 0 && <Signals data={nurture.data} />}
      <Brief leadId={lead.id} />
    </section>
  );
}

function Plans({ leadId, data }: { leadId: string; data: LeadNurture }) {
  const t = useT();
  const start = useStartPlan(leadId);
  const open = new Set(data.runs.filter((r) => r.status === "active" || r.status === "paused").map((r) => r.planId));
  const startable = data.plans.filter((p) => !open.has(p.id));
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choice ?? startable[0]?.id ?? null;
  const selectId = useId();
  return (
    <div className="grid gap-3">
      {data.runs.length === 0 ? (
        <p className="text-sm text-slate-600">{t("nurture.card.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {data.runs.map((run) => (
            <RunItem key={run.id} leadId={leadId} run={run} />
          ))}
        </ul>
      )}
      {startable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
              {t("nurture.card.choose")}
            </label>
            <select
              id={selectId}
              className={selectClass}
              value={chosen ?? ""}
              onChange={(e) => setChoice(Number(e.target.value))}
            >
              {startable.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={chosen === null || start.isPending}
            onClick={() => chosen !== null && start.mutate(chosen)}
          >
            {t("nurture.card.startButton")}
          </Button>
        </div>
      )}
    </div>
  );
}

function RunItem({ leadId, run }: { leadId: string; run: PlanRun }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const act = useRunAction(leadId);
  const open = run.status === "active" || run.status === "paused";
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm" data-run-id={run.id}>
      <p>
        <span className="font-medium">{run.planName}</span> · {t(`nurture.status.${run.status}`)}
        {run.reason && run.reason !== "completed" && ` (${t(`nurture.reason.${run.reason}`)})`}
      </p>
      <p className="text-slate-600">{t("nurture.card.progress", { done: run.stepsDone, total: run.stepsTotal })}</p>
      {open && run.nextStepKind && (
        <p>
          {t("nurture.card.next", {
            kind: t(`nurture.kind.${run.nextStepKind}`),
            title: run.nextStepTitle?.[locale === "fr-CA" ? "fr" : "en"] ?? "",
            due: run.nextDueAt ? format.dateTime(run.nextDueAt) : "—",
          })}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2 pt-1">
          {run.status === "active" ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("nurture.card.pauseName", { name: run.planName })}
              disabled={act.isPending}
              onClick={() => act.mutate({ runId: run.id, action: "pause" })}
            >
              {t("nurture.card.pause")}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("nurture.card.resumeName", { name: run.planName })}
              disabled={act.isPending}
              onClick={() => act.mutate({ runId: run.id, action: "resume" })}
            >
              {t("nurture.card.resume")}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("nurture.card.stopName", { name: run.planName })}
            disabled={act.isPending}
            onClick={() => act.mutate({ runId: run.id, action: "stop" })}
          >
            {t("nurture.card.stop")}
          </Button>
        </div>
      )}
    </li>
  );
}

function Signals({ data }: { data: LeadNurture }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold">{t("nurture.signals.title")}</h3>
      <ul className="grid gap-1">
        {data.signals.slice(0, 5).map((s) => (
          <li key={`${s.kind}-${s.occurredAt}`} className={s.strong ? "font-medium" : undefined}>
            {t(`nurture.signal.${s.kind}`, { count: s.sectionCount ?? 0 })} · {format.dateTime(s.occurredAt)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Brief({ leadId }: { leadId: string }) {
  const t = useT();
  const brief = useLeadBrief(leadId);
  const send = useSendBrief(leadId);
  const [message, setMessage] = useState("");
  const messageId = useId();
  const blockedId = useId();
  useEffect(() => {
    if (brief.data) setMessage(brief.data.suggestedMessage);
  }, [brief.data]);
  if (brief.isPending) return <p className="text-sm text-slate-600">{t("nurture.loading")}</p>;
  if (brief.isError) return null;
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3 text-sm">
      <h3 className="font-semibold">{t("nurture.brief.title")}</h3>
      <p className="rounded bg-amber-50 px-2 py-1 text-amber-900">
        {t("nurture.brief.draft")}{" "}
        {t(brief.data.provider === "openai" ? "nurture.brief.byAi" : "nurture.brief.byBuiltin")}
      </p>
      <p data-testid="nurture-brief-summary">{brief.data.summary}</p>
      <label htmlFor={messageId} className="font-medium text-slate-800">
        {t("nurture.brief.message")}
      </label>
      <TextArea
        id={messageId}
        rows={6}
        lang={brief.data.locale}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!message.trim() || send.isPending || brief.data.sendBlocked !== null}
          aria-describedby={brief.data.sendBlocked ? blockedId : undefined}
          onClick={() => send.mutate(message)}
        >
          {t("nurture.brief.send")}
        </Button>
        {/* Retrying cannot help: the reason stands beside the disabled button. */}
        {brief.data.sendBlocked && (
          <p id={blockedId} className="min-w-0 text-amber-900">
            {serverReasonText(t, { reason: brief.data.sendBlocked, params: {} })}
          </p>
        )}
      </div>
    </div>
  );
}

export const NurtureCard = withCatalogue(["nurture"], NurtureCardScreen);
