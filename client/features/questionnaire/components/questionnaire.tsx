import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { NoScriptNotice } from "../../../components/noscript-notice";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { clearFlowDraft, readFlowDraft, writeFlowDraft } from "../../../lib/flow-draft";
import { getSessionId } from "../../../lib/session-id";
import { generateGuideWithRetry } from "../api/generate-guide";
import { saveQuestionnaireLead, toPartialLead } from "../api/save-questionnaire-lead";
import { useStepTransition } from "../hooks/use-step-transition";
import { clearTypedText } from "../hooks/use-typed-text";
import {
  answersFromDraft,
  nextStep,
  previousStep,
  type QuestionnaireAnswers,
  questionSteps,
  type StepId,
} from "../utils/questionnaire-steps";
import { GUIDE_READY_MS, wait } from "../utils/timers";
import { QuestionnaireProgress } from "./questionnaire-progress";
import { QuestionnaireStep } from "./questionnaire-step";

const DRAFT_KEY = "questionnaire";

interface AdvanceOptions {
  /** Auto-advance delay after a choice (spec: 300 ms); the save runs meanwhile. */
  delay?: number;
  save?: boolean;
}

/**
 * The landing questionnaire (DESIGN.md 5.1): topics -> timeline -> reason -> location -> sold-before ->
 * has-realtor -> email -> generating-guide, saving the partial lead before each step moves on. A seller
 * working with a Realtor ends on the completion view; everyone else gets their guide at /sellers-guide/{token}.
 */
export function Questionnaire() {
  const rootRef = useRef<HTMLElement>(null);
  const [leadId] = useState(getSessionId);
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({});
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const mounted = useRef(true);
  const { step, animating, goTo, isAnimating } = useStepTransition<StepId>("topics", rootRef);
  const [, navigate] = useLocation();
  const t = useT();
  const locale = useLocale();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The language switch reloads the page (decision 017): the answers and the step live in a draft until
  // the guide is asked for or the seller is done.
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, on mount.
  useEffect(() => {
    const draft = readFlowDraft<QuestionnaireAnswers>(DRAFT_KEY, leadId);
    restored.current = true;
    if (!draft || !(questionSteps as readonly unknown[]).includes(draft.at) || draft.at === "topics") return;
    setAnswers(answersFromDraft(draft.values));
    goTo(draft.at as StepId);
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    if ((questionSteps as readonly StepId[]).includes(step))
      writeFlowDraft(DRAFT_KEY, { leadId, at: step, values: answers });
    else {
      clearFlowDraft(DRAFT_KEY);
      clearTypedText();
    }
  }, [leadId, step, answers]);

  async function openGuide(topic: string) {
    const [token] = await Promise.all([
      generateGuideWithRetry({ topic, leadId, sessionId: leadId, ...(locale === "fr-CA" ? { locale } : {}) }),
      wait(GUIDE_READY_MS),
    ]);
    if (mounted.current) navigate(token ? `/sellers-guide/${token}` : "/guide-demo");
  }

  async function advance(update: Partial<QuestionnaireAnswers>, { delay = 0, save = true }: AdvanceOptions = {}) {
    if (savingRef.current || isAnimating()) return;
    const next = { ...answers, ...update };
    setAnswers(next);
    savingRef.current = true;
    setSaving(true);
    await Promise.all([save && saveQuestionnaireLead(toPartialLead(leadId, next, locale)), delay > 0 && wait(delay)]);
    savingRef.current = false;
    if (!mounted.current) return;
    setSaving(false);
    const target = nextStep(step, next);
    if (goTo(target) && target === "generating" && next.topic) void openGuide(next.topic);
  }

  function handleBack() {
    const previous = previousStep(step, answers);
    if (previous && !savingRef.current) goTo(previous);
  }

  function handleReset() {
    if (savingRef.current || !goTo("topics")) return;
    clearTypedText();
    setAnswers({});
  }

  const busy = saving || animating;
  const canGoBack = previousStep(step, answers) !== null;
  return (
    <section
      ref={rootRef}
      aria-label={t("questionnaire.label")}
      className="mx-auto w-full max-w-3xl scroll-mt-4 px-4 py-8 sm:py-12"
    >
      {/* Disabled while a save or the step animation runs, so a double click cannot skip a step; the
          controls keep their look meanwhile (the animation already shows that the screen is changing). */}
      <NoScriptNotice />
      <fieldset
        disabled={busy}
        aria-busy={busy}
        className="m-0 grid min-w-0 gap-6 border-0 p-0 [&_button:disabled]:opacity-100 [&_input:disabled]:opacity-100"
      >
        {(questionSteps as readonly StepId[]).includes(step) && (
          <div className="flex items-center gap-4">
            {canGoBack && (
              <Button variant="ghost" size="sm" onClick={handleBack}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                {t("questionnaire.back")}
              </Button>
            )}
            <div className="flex-1">
              <QuestionnaireProgress step={step} />
            </div>
          </div>
        )}
        <div data-step-body>
          <QuestionnaireStep step={step} answers={answers} advance={advance} onReset={handleReset} />
        </div>
      </fieldset>
    </section>
  );
}
