import { useId } from "react";
import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useCallList } from "../api/lead-nurture";
import { factorText } from "./nurture-card";

export interface CallListCardProps {
  live: boolean;
}

/**
 * Today's call list (decision 039): leads due a contact, highest score first, each with why. Beside the
 * agent's dashboard (their own leads) and above the manager/admin leads tab (every agent's leads).
 */
function CallListScreen({ live }: CallListCardProps) {
  const t = useT();
  const calls = useCallList(live);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t("nurture.calls.title")}
      </h2>
      {calls.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t("nurture.error")}
        </p>
      )}
      {calls.data && calls.data.length === 0 && <p className="text-sm text-slate-600">{t("nurture.calls.none")}</p>}
      {calls.data && calls.data.length > 0 && (
        <ol className="grid gap-2">
          {calls.data.map((entry) => (
            <li key={entry.leadId} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/leads/${encodeURIComponent(entry.leadId)}`} className="font-medium underline">
                  {entry.fullName?.trim() || t("nurture.noName")}
                </Link>
                <span className="font-semibold">{t("nurture.calls.score", { score: entry.score })}</span>
              </div>
              <p className="text-slate-700">
                {entry.due.code === "never_contacted"
                  ? t("nurture.calls.never")
                  : t("nurture.calls.days", { days: entry.due.days ?? 0 })}
                {entry.scoreFactors.length > 0 && ` · ${entry.scoreFactors.map((f) => factorText(f, t)).join(", ")}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const CallListCard = withCatalogue(["nurture"], CallListScreen);
