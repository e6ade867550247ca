import { type ComponentType, useEffect, useRef, useState } from "react";
import { CONSENT_TEXT_VERSION, REPRESENTED_TAG } from "../../../../contract/constants";
import type { PublicLeadInput } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { clearFlowDraft, mergeDraftValues, readFlowDraft, writeFlowDraft } from "../../../lib/flow-draft";
import { useFocusHeading } from "../../../lib/use-focus-heading";
import { oneLine, rememberVisitorHome, visitorHome } from "../../../lib/visitor-record";
import type { LeadFlowActions, LeadFlowType } from "../utils/lead-flow-actions";
import { AlreadyWorkingScreen } from "./already-working-screen";
import { ContactStep } from "./contact-step";
import { GuideEmailScreen } from "./guide-email-screen";
import { LoadingScreen } from "./loading-screen";
import { PropertyStep } from "./property-step";
import { RealtorBlockedScreen } from "./realtor-blocked-screen";
import { ThankYouScreen } from "./thank-you-screen";
import {
  DEFAULT_AGENT_TIMELINE,
  DEFAULT_CASH_TIMELINE,
  randomLoadingDuration,
  type TwoStepValues,
} from "./two-step-options";

export interface TwoStepFlowProps {
  type: LeadFlowType;
  leadId: string;
  actions: LeadFlowActions;
  onHome: () => void;
  /** The cash-offer path's final panel adds this for the lead just saved. */
  CashOfferFinal?: ComponentType<{ leadId: string }>;
  /** Length of each loading screen; random 5 to 10 s unless a test says otherwise. */
  loadingDuration?: () => number;
}

type Screen = "property" | "contact" | "loading" | "guide-email" | "already-working" | "realtor-blocked" | "thank-you";

export const PREPARING_GUIDE_MESSAGE = "We're preparing your customized seller's guide — thanks for your patience!";
export const THINKING_MESSAGE = "Thinking of what to do next...";

function emptyValues(isCash: boolean): TwoStepValues {
  return {
    address: "",
    timeline: isCash ? DEFAULT_CASH_TIMELINE : DEFAULT_AGENT_TIMELINE,
    reason: "",
    workingWithRealtor: false,
    name: "",
    email: "",
    phone: "",
    marketingConsent: false,
  };
}

/**
 * The two-step reading (spec sections 2, 4, 5). Spec section 4 is ambiguous: read literally, its represented
 * branch never reaches the guide e-mail, so the realtor-blocked screen could never show, and the loading
 * screen has no trigger once the form exists. Our reading, one path each:
 *
 *   start: partial save of the whole lead (completedEmail false, completedContact false)
 *   property (step 0) -> contact (step 1) -> final submit (completedContact true); a failure is logged
 *     ('Failed to submit lead information') and the screen does not change
 *   not represented: loading (seller's-guide message) -> guide e-mail -> partial save with
 *     completedEmail true -> thank-you -> home
 *   represented: loading ('Thinking of what to do next...') -> 'Already Working with a Realtor'
 *     -> 'Got it, thanks!' -> realtor-blocked message (the guide is not shared) -> 'I understand' -> home
 *
 * The final lead is sent before any loading screen, so a visitor who leaves while waiting is not lost.
 */
export function TwoStepFlow({
  type,
  leadId,
  actions,
  onHome,
  loadingDuration = randomLoadingDuration,
  CashOfferFinal,
}: TwoStepFlowProps) {
  const t = useT();
  const isCash = type === "cash-offer";
  const [values, setValues] = useState<TwoStepValues>(() => emptyValues(isCash));
  const [screen, setScreen] = useState<Screen>("property");
  const [submitting, setSubmitting] = useState(false);
  const [loadingMs, setLoadingMs] = useState(0);
  const containerRef = useFocusHeading(screen);

  function lead(patch: Partial<PublicLeadInput>): PublicLeadInput {
    return {
      id: leadId,
      leadType: isCash ? "cash" : "agent",
      address: values.address.trim(),
      movingTimeline: values.timeline,
      timeline: values.timeline,
      ...(!isCash && values.reason ? { movingReason: values.reason } : {}),
      workingWithRealtor: values.workingWithRealtor,
      ...(values.workingWithRealtor ? { tag: REPRESENTED_TAG } : {}),
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      ...patch,
    };
  }

  function savePartial(patch: Partial<PublicLeadInput>): Promise<void> {
    return actions
      .savePartial(lead(patch))
      .then(() => undefined)
      .catch((error: unknown) => console.warn("Failed to save lead progress", error));
  }

  const draftKey = `lead-flow:${type}:two-step`;

  // Spec section 7: the whole lead object, sent once when the flow starts. A draft of this lead (the
  // language switch reloads the page, decision 017) brings back its answers and step instead.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per flow, with the values at start.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const draft = readFlowDraft<TwoStepValues>(draftKey, leadId);
    if (draft) {
      setValues(mergeDraftValues(emptyValues(isCash), draft.values));
      setScreen(draft.at === "contact" ? "contact" : "property");
      return;
    }
    // The address the seller gave another form in this tab (issue 43) fills the one line; saved with the start.
    const known = visitorHome();
    const address = known.line ?? oneLine(known);
    if (address) setValues((current) => ({ ...current, address }));
    void savePartial({ completedEmail: false, completedContact: false, ...(address ? { address } : {}) });
  }, []);

  // Kept while the visitor fills the two forms; once the lead is sent the draft has done its work.
  useEffect(() => {
    if (!started.current) return;
    if (screen === "property" || screen === "contact") writeFlowDraft(draftKey, { leadId, at: screen, values });
    else clearFlowDraft(draftKey);
    if (values.address.trim() && values.address !== oneLine(visitorHome()))
      rememberVisitorHome({ line: values.address });
  }, [draftKey, leadId, screen, values]);

  function handleChange(patch: Partial<TwoStepValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  async function handleSubmit() {
    setSubmitting(true);
    try {
      await actions.submit(
        lead({
          completedEmail: false,
          completedContact: true,
          consent: true,
          consentTextVersion: CONSENT_TEXT_VERSION,
          marketingConsent: values.marketingConsent,
        }),
      );
      setLoadingMs(loadingDuration());
      setScreen("loading");
    } catch (error) {
      console.warn("Failed to submit lead information", error);
    } finally {
      setSubmitting(false);
    }
  }

  // The button stays disabled while the e-mail is saved; a failed save is logged and the visitor moves on.
  async function handleGuideEmail(email: string) {
    // Asking for the guide at this address is itself an inquiry (implied consent for the guide, decision 021).
    await savePartial({
      email,
      completedContact: true,
      completedEmail: true,
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
    });
    setScreen("thank-you");
  }

  function handleUnderstand(email: string) {
    if (email) void savePartial({ email, completedContact: true, completedEmail: true });
    onHome();
  }

  return (
    <div ref={containerRef}>
      {screen === "property" && (
        <PropertyStep isCash={isCash} values={values} onChange={handleChange} onContinue={() => setScreen("contact")} />
      )}
      {screen === "contact" && (
        <ContactStep
          isCash={isCash}
          values={values}
          submitting={submitting}
          onChange={handleChange}
          onBack={() => setScreen("property")}
          onSubmit={handleSubmit}
        />
      )}
      {screen === "loading" && (
        <LoadingScreen
          message={values.workingWithRealtor ? t("leadFlow.twoStep.thinking") : t("leadFlow.twoStep.preparing")}
          durationMs={loadingMs}
          onDone={() => setScreen(values.workingWithRealtor ? "already-working" : "guide-email")}
        />
      )}
      {screen === "guide-email" && <GuideEmailScreen defaultEmail={values.email.trim()} onSend={handleGuideEmail} />}
      {screen === "already-working" && <AlreadyWorkingScreen onClose={() => setScreen("realtor-blocked")} />}
      {screen === "realtor-blocked" && (
        <RealtorBlockedScreen defaultEmail={values.email.trim()} onUnderstand={handleUnderstand} />
      )}
      {screen === "thank-you" && (
        <ThankYouScreen
          title={t("leadFlow.thankYou")}
          message={isCash ? t("leadFlow.twoStep.thanksCash") : t("leadFlow.twoStep.thanksAgent")}
          onHome={onHome}
          extra={isCash && CashOfferFinal ? <CashOfferFinal leadId={leadId} /> : undefined}
        />
      )}
    </div>
  );
}
