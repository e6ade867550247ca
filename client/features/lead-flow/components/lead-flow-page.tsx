import { type ComponentType, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { LeadFlowVariant, PublicLeadInput } from "../../../../contract/leads";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale, useT } from "../../../i18n/use-t";
import { getSessionId, renewSessionId } from "../../../lib/session-id";
import { captureAttribution } from "../../../lib/utm";
import { useLeadFlowConfig } from "../api/get-lead-flow-config";
import { useSavePartialLead } from "../api/save-partial-lead";
import { useSubmitLead } from "../api/submit-lead";
import type { LeadFlowActions, LeadFlowType } from "../utils/lead-flow-actions";
import { previewVariant, resolveVariant } from "../utils/pick-variant";
import { FlowShell } from "./flow-shell";
import { FourCardFlow } from "./four-card-flow";
import { TwoStepFlow } from "./two-step-flow";

export interface LeadFlowPageProps {
  type: LeadFlowType;
  /** The cash-offer path's final panel adds this for the lead just saved (client/app composes it). */
  CashOfferFinal?: ComponentType<{ leadId: string }>;
}

/**
 * /lead-flow/{type}: mounts the two-step or the four-card reading (DESIGN.md 5.2): `?variant=` previews one,
 * otherwise the admin setting decides, and `split` picks per session id. A config failure means four-card.
 */
export function LeadFlowPage({ type, CashOfferFinal }: LeadFlowPageProps) {
  // Keyed by type: moving between the two paths starts a new run with the current session id.
  return <LeadFlowRun key={type} type={type} CashOfferFinal={CashOfferFinal} />;
}

function LeadFlowRun({ type, CashOfferFinal }: LeadFlowPageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const t = useT();
  const locale = useLocale();
  const preview = previewVariant(search);
  const config = useLeadFlowConfig({ enabled: preview === null });
  // The session id is the lead id (spec section 3), read once per flow start.
  const [leadId] = useState(getSessionId);
  const [attribution] = useState(captureAttribution);

  const variant: LeadFlowVariant | null = preview
    ? preview
    : config.isPending
      ? null
      : resolveVariant(null, config.data?.variant ?? "four-card", leadId);

  const actions = useLeadSaves(variant, attribution, locale);

  return (
    <FlowShell pathLabel={type === "cash-offer" ? t("leadFlow.path.cash") : t("leadFlow.path.agent")}>
      {variant === null ? (
        <Spinner label={t("common.loading")} />
      ) : variant === "two-step" ? (
        <TwoStepFlow
          type={type}
          leadId={leadId}
          actions={actions}
          onHome={() => navigate("/")}
          CashOfferFinal={CashOfferFinal}
        />
      ) : (
        <FourCardFlow
          type={type}
          leadId={leadId}
          actions={actions}
          onHome={() => navigate("/")}
          CashOfferFinal={CashOfferFinal}
        />
      )}
    </FlowShell>
  );
}

/**
 * Adds the variant, source and UTM fields to every save and sends the saves one at a time, in order, so a
 * slow early save can never land after (and overwrite) a later one. After a final submit the browser gets a
 * new session id: a second lead from it becomes a new row.
 */
function useLeadSaves(
  variant: LeadFlowVariant | null,
  attribution: ReturnType<typeof captureAttribution>,
  locale: Locale,
): LeadFlowActions {
  const savePartial = useSavePartialLead();
  const submit = useSubmitLead();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { mutateAsync: partialAsync } = savePartial;
  const { mutateAsync: submitAsync } = submit;

  return useMemo(() => {
    function enqueue<T>(run: () => Promise<T>): Promise<T> {
      const result = queue.current.then(run, run);
      queue.current = result.catch(() => undefined);
      return result;
    }
    const extra = (lead: PublicLeadInput): PublicLeadInput => ({
      ...lead,
      ...(variant ? { variant } : {}),
      // The lead records its visitor's language (English, the default, is not sent).
      ...(locale !== DEFAULT_LOCALE ? { locale } : {}),
      source: attribution.source,
      ...(attribution.utm ? { utm: attribution.utm } : {}),
      ...(attribution.lastTouch ? { lastTouch: attribution.lastTouch } : {}),
    });
    return {
      savePartial: (lead) => enqueue(() => partialAsync(extra(lead))),
      submit: (lead) =>
        enqueue(async () => {
          const saved = await submitAsync(extra(lead));
          renewSessionId();
          return saved;
        }),
    };
  }, [variant, attribution, locale, partialAsync, submitAsync]);
}
