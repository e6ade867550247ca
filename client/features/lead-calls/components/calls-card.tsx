import { Phone } from "lucide-react";
import { useId } from "react";
import type { LeadCall } from "../../../../contract/calls";
import { type ContactOutcome, contactOutcomes } from "../../../../contract/pipeline";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { type Translate, useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { errorMessage } from "../../../lib/error-message";
import type { LeadPageContext } from "../../../lib/lead-page-extension";
import { useFormat } from "../../../lib/use-format";
import { useCallDisposition, useLeadCalls, useStartCall } from "../api/calls";
import { OwnPhone } from "./own-phone";

/** Where a call stands, in the screen's language: its outcome once it ended. */
function callState(call: LeadCall, t: Translate): string {
  if (call.outcome) return t(`leadCalls.outcome.${call.outcome}`);
  if (call.status === "ended") return t("leadCalls.outcome.failed");
  return t(`leadCalls.status.${call.status}`);
}

function CallItem({ call, leadId }: { call: LeadCall; leadId: string }) {
  const t = useT();
  const format = useFormat();
  const disposition = useCallDisposition(leadId);
  const ended = call.status === "ended";
  const choose = async (outcome: ContactOutcome) => {
    try {
      await disposition.mutateAsync({ callId: call.id, disposition: outcome });
      toast({ title: t("leadCalls.dispositionSaved") });
    } catch (error) {
      toast({
        title: t("leadCalls.dispositionFailed"),
        description: errorMessage(error as Error, t),
        variant: "destructive",
      });
    }
  };
  const seconds = call.durationSeconds;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3" data-call-id={call.id}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{callState(call, t)}</span>
        {seconds !== null && (
          <span className="text-slate-700">
            {t("leadCalls.duration", { minutes: String(Math.floor(seconds / 60)), seconds: String(seconds % 60) })}
          </span>
        )}
        <span className="text-slate-600">{format.dateTime(call.startedAt)}</span>
        {call.userName && <span className="text-slate-600">{t("leadCalls.by", { name: call.userName })}</span>}
      </p>
      {call.disposition ? (
        <p className="text-sm text-slate-700">
          {t("leadCalls.disposition", { outcome: t(`staff.outcome.${call.disposition}`) })}
        </p>
      ) : (
        ended && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-700">{t("leadCalls.dispositionQuestion")}</legend>
            <div className="flex flex-wrap gap-2">
              {contactOutcomes.map((outcome) => (
                <Button
                  key={outcome}
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={disposition.isPending}
                  onClick={() => choose(outcome)}
                >
                  {t(`staff.outcome.${outcome}`)}
                </Button>
              ))}
            </div>
          </fieldset>
        )
      )}
    </li>
  );
}

/**
 * The lead page's Calls card (decision 052): Call rings the agent's own phone, then bridges to the seller;
 * each call appears live as the provider's callbacks log it, with a one-tap disposition once it ended.
 */
function CallsCardScreen({ lead, live }: LeadPageContext) {
  const t = useT();
  const titleId = useId();
  const calls = useLeadCalls(lead.id, live);
  const start = useStartCall(lead.id);
  const list = calls.data ?? [];
  const call = async () => {
    try {
      const { call: placed } = await start.mutateAsync();
      if (placed.outcome !== "failed") toast({ title: t("leadCalls.started") });
      else toast({ title: t("leadCalls.startFailed"), variant: "destructive" });
    } catch (error) {
      toast({
        title: t("leadCalls.startFailed"),
        description: errorMessage(error as Error, t),
        variant: "destructive",
      });
    }
  };
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("leadCalls.title")}
        </h2>
        {lead.phone && (
          <Button type="button" onClick={call} disabled={start.isPending}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {start.isPending ? t("leadCalls.calling") : t("leadCalls.call")}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {lead.phone ? t("leadCalls.hint", { phone: lead.phone }) : t("leadCalls.noPhone")}
      </p>
      {lead.phone && <OwnPhone />}
      {calls.isPending ? (
        <p className="text-sm text-slate-600">{t("leadCalls.loading")}</p>
      ) : calls.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("leadCalls.error")}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t("leadCalls.none")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("leadCalls.list")}>
          {list.map((item) => (
            <CallItem key={item.id} call={item} leadId={lead.id} />
          ))}
        </ol>
      )}
    </section>
  );
}

export const CallsCard = withCatalogue(["leadCalls"], CallsCardScreen);
