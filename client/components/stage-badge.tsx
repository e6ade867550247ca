import { clsx } from "clsx";
import type { PipelineStage } from "../../contract/pipeline";
import { useT } from "../i18n/use-t";

const tones: Record<PipelineStage, string> = {
  new: "bg-sky-50 text-sky-800 ring-sky-200",
  attempted_contact: "bg-amber-50 text-amber-900 ring-amber-200",
  contacted: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  appointment_set: "bg-violet-50 text-violet-800 ring-violet-200",
  listing_signed: "bg-teal-50 text-teal-800 ring-teal-200",
  under_contract: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  sold: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
  do_not_contact: "bg-red-50 text-red-800 ring-red-200",
};

export interface StageBadgeProps {
  stage: PipelineStage;
}

/** The lead's pipeline stage (DESIGN.md 5.9) wherever a lead is listed. */
export function StageBadge({ stage }: StageBadgeProps) {
  const t = useT();
  return (
    <span
      className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1", tones[stage])}
      data-stage={stage}
    >
      <span className="sr-only">{t("staff.stage.prefix")}</span>
      {t(`staff.stage.${stage}`)}
    </span>
  );
}
