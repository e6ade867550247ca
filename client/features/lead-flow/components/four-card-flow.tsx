import { type FormEvent, useEffect, useRef, useState } from "react";
import { CONSENT_TEXT_VERSION, REPRESENTED_TAG } from "../../../../contract/constants";
import type { PublicLeadInput } from "../../../../contract/leads";
import { Button } from "../../../components/ui/button";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../utils/is-email";
import type { LeadFlowActions, LeadFlowType } from "../utils/lead-flow-actions";
import { useFocusHeading } from "../utils/use-focus-heading";
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
}

const LAST_CARD = 3;

const cardTitles = [
  "Where is your property?",
  "What condition is your property in?",
  "Are you currently working with a real estate agent?",
  "How can we reach you?",
] as const;

function cardSubtitle(card: number, isCash: boolean): string {
  switch (card) {
    case 0:
      return isCash
        ? "We'll use this to prepare your cash offer."
        : "We'll match you with a local agent who knows your area.";
    case 1:
      return "An honest answer helps us give you accurate advice.";
    case 2:
      return "This includes any listing agreement you have signed with another brokerage.";
    default:
      return isCash ? "Tell us where to send your offer." : "Tell us the best way to reach you.";
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
export function FourCardFlow({ type, leadId, actions, onHome }: FourCardFlowProps) {
  const isCash = type === "cash-offer";
  const [values, setValues] = useState<FourCardValues>(emptyFourCardValues);
  const [card, setCard] = useState(0);
  const [ending, setEnding] = useState<"done" | "represented" | null>(null);
  const [processing, setProcessing] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const containerRef = useFocusHeading(ending ?? `card-${card}`);
  const leadType = isCash ? "Cash Offer" : "Sell with Agent";

  // Spec section 4: a flow start posts only id, leadType and status (the page adds status and attribution).
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per flow.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    savePartial({ id: leadId, leadType });
  }, []);

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
    setValues((current) => ({ ...current, ...patch }));
  }

  const complete = isCardComplete(card, values, isCash);

  function handleNext(event: FormEvent) {
    event.preventDefault();
    if (!complete || processing) return;
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
      savePartial({ ...lead(LAST_CARD), notify: true });
      void submitFinal({ ...lead(LAST_CARD), consent: true, consentTextVersion: CONSENT_TEXT_VERSION }, "done");
      return;
    }
    savePartial({ ...lead(card), notify: card === 0 });
    setCard(card + 1);
  }

  if (ending) {
    return (
      <div ref={containerRef}>
        {ending === "represented" ? (
          <ThankYouScreen title="Thanks for letting us know" message={REPRESENTED_MESSAGE} onHome={onHome} />
        ) : (
          <ThankYouScreen
            title="Thank you!"
            message={isCash ? CASH_SUCCESS_MESSAGE : AGENT_SUCCESS_MESSAGE}
            onHome={onHome}
          />
        )}
      </div>
    );
  }

  const buttonText = processing ? "Processing..." : card === LAST_CARD ? "Submit" : "Next";
  return (
    <div ref={containerRef}>
      <FlowCard
        header={<StepIndicator current={card} labels={fourCardLabels} />}
        title={cardTitles[card] ?? ""}
        subtitle={cardSubtitle(card, isCash)}
      >
        <form onSubmit={handleNext} noValidate aria-busy={processing || undefined}>
          {card === 0 && <LocationCard values={values} onChange={handleChange} />}
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
                Back
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
