import { type ComponentType, type FormEvent, useEffect, useRef, useState } from "react";
import { CONSENT_TEXT_VERSION, REPRESENTED_TAG } from "../../../../contract/constants";
import type { PublicLeadInput } from "../../../../contract/leads";
import { normalisePostalCode, postalCodeFitsProvince } from "../../../../contract/postal-code";
import { validationMessages } from "../../../../contract/validation-messages";
import { Button } from "../../../components/ui/button";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { clearFlowDraft, mergeDraftValues, readFlowDraft, writeFlowDraft } from "../../../lib/flow-draft";
import { isPhoneNumber } from "../../../lib/phone-check";
import { useFocusHeading } from "../../../lib/use-focus-heading";
import { rememberVisitorHome, visitorHome } from "../../../lib/visitor-record";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../utils/is-email";
import type { LeadFlowActions, LeadFlowType } from "../utils/lead-flow-actions";
import { AgentCard } from "./agent-card";
import { ConditionCard } from "./condition-card";
import { ContactCard } from "./contact-card";
import { FlowCard } from "./flow-card";
import {
  emptyFourCardValues,
  type FourCardValues,
  fourCardLabels,
  isCardComplete,
  joinAddress,
} from "./four-card-options";
import { LocationCard } from "./location-card";
import { StepIndicator } from "./step-indicator";
import { ThankYouScreen } from "./thank-you-screen";

export interface FourCardFlowProps {
  type: LeadFlowType;
  leadId: string;
  actions: LeadFlowActions;
  onHome: () => void;
  /** The cash-offer path's final panel adds this for the lead just saved. */
  CashOfferFinal?: ComponentType<{ leadId: string }>;
}

const LAST_CARD = 3;

const cardTitles = [
  "leadFlow.card0.title",
  "leadFlow.card1.title",
  "leadFlow.card2.title",
  "leadFlow.card3.title",
] as const satisfies readonly MessageId[];

function cardSubtitle(card: number, isCash: boolean): MessageId {
  switch (card) {
    case 0:
      return isCash ? "leadFlow.card0.cash" : "leadFlow.card0.agent";
    case 1:
      return "leadFlow.card1.subtitle";
    case 2:
      return "leadFlow.card2.subtitle";
    default:
      return isCash ? "leadFlow.card3.cash" : "leadFlow.card3.agent";
  }
}

export const AGENT_SUCCESS_MESSAGE =
  "Thanks for telling us about your home. Your request is in, and an agent will be in touch shortly to talk through your options.";
export const CASH_SUCCESS_MESSAGE =
  "Thanks for telling us about your home. We're reviewing your property details, and a representative will be in touch within 24 hours with your cash offer.";
export const REPRESENTED_MESSAGE =
  "Since you're already working with a real estate agent, we won't contact you about this property. Your agent is the best person to help with your sale, so we encourage you to reach out to them. Happy selling!";

/**
 * The four-card reading (spec sections 2, 4, 5): location, condition, working with an agent, contact.
 * The flow start posts only the id and lead type; each Next saves progress (notify on the first and the last
 * card); Yes on card 3 sends the final lead with hasAgent true and ends the flow; the last card sends the
 * final lead. Failures are logged only (spec section 8); a failed final submit keeps the card on screen so
 * the visitor can press again and the lead is not lost.
 */
export function FourCardFlow({ type, leadId, actions, onHome, CashOfferFinal }: FourCardFlowProps) {
  const t = useT();
  const isCash = type === "cash-offer";
  const [values, setValues] = useState<FourCardValues>(emptyFourCardValues);
  const [card, setCard] = useState(0);
  const [ending, setEnding] = useState<"done" | "represented" | null>(null);
  const [processing, setProcessing] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [phoneError, setPhoneError] = useState<string>();
  const [postalCodeError, setPostalCodeError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const containerRef = useFocusHeading(ending ?? `card-${card}`);
  const leadType = isCash ? "Cash Offer" : "Sell with Agent";

  const draftKey = `lead-flow:${type}:four-card`;

  // Spec section 4: a flow start posts only id, leadType and status (the page adds status and attribution).
  // A draft of this lead (the language switch reloads the page, decision 017) brings back its answers and
  // card instead: the lead was already started.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per flow.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const draft = readFlowDraft<FourCardValues>(draftKey, leadId);
    if (draft) {
      setValues(mergeDraftValues(emptyFourCardValues, draft.values));
      setCard(typeof draft.at === "number" ? Math.min(Math.max(Math.trunc(draft.at), 0), LAST_CARD) : 0);
      return;
    }
    // What the seller told another form in this tab (the funnel's address, issue 43) fills the cards.
    const { street, unit, city, province, postalCode, condition } = visitorHome();
    setValues(mergeDraftValues(emptyFourCardValues, { street, unit, city, province, postalCode, condition }));
    savePartial({ id: leadId, leadType });
  }, []);

  useEffect(() => {
    if (!started.current) return;
    if (ending) clearFlowDraft(draftKey);
    else writeFlowDraft(draftKey, { leadId, at: card, values });
    const { street, unit, city, province, postalCode, condition } = values;
    rememberVisitorHome({ street, unit, city, province, postalCode, condition });
  }, [draftKey, leadId, card, values, ending]);

  /** Everything the visitor has answered on cards 0..upTo. */
  function lead(upTo: number): PublicLeadInput {
    const answers: PublicLeadInput = {
      id: leadId,
      leadType,
      street: values.street.trim(),
      unit: values.unit.trim(),
      city: values.city.trim(),
      province: values.province,
      postalCode: values.postalCode.trim(),
      address: joinAddress(values),
    };
    if (upTo >= 1 && values.condition) answers.propertyCondition = values.condition;
    if (upTo >= 2 && values.hasAgent) answers.hasAgent = values.hasAgent === "yes";
    if (upTo >= 3) {
      answers.name = values.name.trim();
      answers.email = values.email.trim();
      answers.phone = values.phone.trim();
      if (values.contactMethod) answers.contactMethod = values.contactMethod;
      if (isCash && values.timeline) answers.timeline = values.timeline;
    }
    return answers;
  }

  function savePartial(input: PublicLeadInput) {
    actions.savePartial(input).catch((error: unknown) => console.warn("Failed to save lead progress", error));
  }

  async function submitFinal(input: PublicLeadInput, next: "done" | "represented") {
    setProcessing(true);
    try {
      await actions.submit(input);
      setEnding(next);
    } catch (error) {
      console.warn("Failed to submit lead", error);
    } finally {
      setProcessing(false);
    }
  }

  function handleChange(patch: Partial<FourCardValues>) {
    // Editing the postal code or the province it is checked against clears its message.
    if (patch.postalCode !== undefined || patch.province !== undefined) setPostalCodeError(undefined);
    setValues((current) => ({ ...current, ...patch }));
  }

  /** The postal code's message (the contract's rules: its shape, then its province letter), or none. */
  function postalCodeMessage(): string | undefined {
    if (normalisePostalCode(values.postalCode) === null) return validationMessages.postalCode;
    if (!postalCodeFitsProvince(values.postalCode, values.province)) return validationMessages.postalCodeProvince;
    return undefined;
  }

  const complete = isCardComplete(card, values, isCash);

  async function handleNext(event: FormEvent) {
    event.preventDefault();
    if (!complete || processing) return;
    if (card === 0) {
      const message = postalCodeMessage();
      if (message) {
        setPostalCodeError(message);
        document.getElementById("four-card-postal-code")?.focus();
        return;
      }
    }
    if (card === 2 && values.hasAgent === "yes") {
      void submitFinal({ ...lead(2), hasAgent: true, tag: REPRESENTED_TAG }, "represented");
      return;
    }
    if (card === LAST_CARD) {
      if (!isEmail(values.email)) {
        setEmailError(INVALID_EMAIL_MESSAGE);
        emailRef.current?.focus();
        return;
      }
      // The phone is optional in the agent flow; a phone given must be a number.
      if (values.phone.trim() !== "" && !(await isPhoneNumber(values.phone))) {
        setPhoneError(validationMessages.phone);
        phoneRef.current?.focus();
        return;
      }
      savePartial({ ...lead(LAST_CARD), notify: true });
      void submitFinal(
        {
          ...lead(LAST_CARD),
          consent: true,
          consentTextVersion: CONSENT_TEXT_VERSION,
          marketingConsent: values.marketingConsent,
        },
        "done",
      );
      return;
    }
    savePartial({ ...lead(card), notify: card === 0 });
    setCard(card + 1);
  }

  if (ending) {
    return (
      <div ref={containerRef}>
        {ending === "represented" ? (
          <ThankYouScreen
            title={t("leadFlow.represented.title")}
            message={t("leadFlow.represented.message")}
            onHome={onHome}
          />
        ) : (
          <ThankYouScreen
            title={t("leadFlow.thankYou")}
            message={isCash ? t("leadFlow.success.cash") : t("leadFlow.success.agent")}
            onHome={onHome}
            extra={isCash && CashOfferFinal ? <CashOfferFinal leadId={leadId} /> : undefined}
          />
        )}
      </div>
    );
  }

  const buttonText = processing
    ? t("leadFlow.processing")
    : card === LAST_CARD
      ? t("leadFlow.submit")
      : t("leadFlow.next");
  const stepLabels = fourCardLabels.map((id) => t(id));
  return (
    <div ref={containerRef}>
      <FlowCard
        header={<StepIndicator current={card} labels={stepLabels} />}
        title={t(cardTitles[card] ?? "leadFlow.card0.title")}
        subtitle={t(cardSubtitle(card, isCash))}
      >
        <form onSubmit={handleNext} noValidate aria-busy={processing || undefined}>
          {card === 0 && <LocationCard values={values} onChange={handleChange} postalCodeError={postalCodeError} />}
          {card === 1 && <ConditionCard values={values} onChange={handleChange} />}
          {card === 2 && <AgentCard values={values} onChange={handleChange} />}
          {card === 3 && (
            <ContactCard
              values={values}
              onChange={handleChange}
              isCash={isCash}
              emailError={emailError}
              emailRef={emailRef}
              onEmailEdit={() => setEmailError(undefined)}
              phoneError={phoneError}
              phoneRef={phoneRef}
              onPhoneEdit={() => setPhoneError(undefined)}
            />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {card > 0 ? (
              <Button
                variant="secondary"
                size="lg"
                disabled={processing}
                onClick={() => setCard(card - 1)}
                className="sm:min-w-28"
              >
                {t("leadFlow.back")}
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <Button
              type="submit"
              size="lg"
              disabled={!complete || processing}
              aria-describedby={card === LAST_CARD ? "four-card-consent" : undefined}
              className="sm:min-w-36"
            >
              {buttonText}
            </Button>
          </div>
        </form>
      </FlowCard>
    </div>
  );
}
