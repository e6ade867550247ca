import { Pencil, Save, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { User } from "../../../../contract/auth";
import type { UpdateLeadInput } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useAgents } from "../api/get-agents";
import { useUpdateLead } from "../api/update-lead";
import { assignmentLabel } from "../utils/assignment";
import { LeadDetailsView } from "./lead-details-view";
import { LeadEditForm } from "./lead-edit-form";
import { LeadStateBadges } from "./lead-state-badges";

export interface LeadInfoCardProps {
  lead: StaffLead;
  user: User | null | undefined;
}

const FORM_ID = "lead-edit-form";

/** Lead Information: read-only, or (after Edit Lead) a draft that Save sends and Cancel discards. */
export function LeadInfoCard({ lead, user }: LeadInfoCardProps) {
  // The lead as it was at Edit Lead: live refetches while editing neither reset the draft nor count as edits.
  const t = useT();
  const format = useFormat();
  const [editing, setEditing] = useState<StaffLead | null>(null);
  const agents = useAgents(user);
  const update = useUpdateLead(lead.id);
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Leaving edit mode removes Save and Cancel; focus goes back to Edit Lead.
    if (wasEditing.current && !editing) actions.current?.querySelector("button")?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const handleSave = (changes: UpdateLeadInput) => {
    if (Object.keys(changes).length === 0) {
      setEditing(null);
      return;
    }
    update.mutate(changes, { onSuccess: () => setEditing(null) });
  };

  return (
    <section aria-labelledby="lead-info-heading" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-6">
        <div>
          <h2 id="lead-info-heading" className="text-lg font-semibold">
            {t("leads.info.title")}
          </h2>
          <p className="text-sm text-slate-600">
            {t("leads.info.submitted", { date: format.day(lead.createdAt) })}
            <LeadStateBadges lead={lead} />
            {/* The seller chose French pages: the agent calls in French (decision 017). */}
            {lead.locale === "fr-CA" && (
              <span className="ml-2 inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
                {t("leads.info.french")}
              </span>
            )}
          </p>
        </div>
        <div ref={actions} className="flex gap-2">
          {editing ? (
            <>
              {/* Distinct keys: reusing Edit Lead's element as a submit button would submit the new form. */}
              <Button key="save" type="submit" form={FORM_ID} disabled={update.isPending}>
                <Save className="h-4 w-4" aria-hidden="true" />
                {update.isPending ? t("leads.saving") : t("leads.save")}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(null)} disabled={update.isPending}>
                <X className="h-4 w-4" aria-hidden="true" />
                {t("leads.cancel")}
              </Button>
            </>
          ) : (
            <Button key="edit" variant="secondary" onClick={() => setEditing(lead)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t("leads.editLead")}
            </Button>
          )}
        </div>
      </div>
      <div className="p-4 sm:p-6">
        {editing ? (
          <LeadEditForm id={FORM_ID} lead={editing} agents={agents.data} onSave={handleSave} />
        ) : (
          <LeadDetailsView
            lead={lead}
            assignment={assignmentLabel(lead.agentId, agents.data, user, (id) =>
              t("leads.agentNumber", { id: String(id) }),
            )}
          />
        )}
      </div>
    </section>
  );
}
