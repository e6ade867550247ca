import { useId, useState } from "react";
import type { StaffLead } from "../../../../contract/leads";
import { type MergeField, mergeFields, type PipelineStage, stageLabels } from "../../../../contract/pipeline";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useMergeLeads } from "../api/get-duplicates";
import { formatMoney, humaniseField, type Timeframe, timeframeLabels } from "../utils/lead-labels";

export interface MergeChooserProps {
  lead: StaffLead;
  other: StaffLead;
  onDone: () => void;
}

function shown(field: MergeField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field === "stage") return stageLabels[value as PipelineStage];
  if (field === "type") return value === "cash" ? "Cash Offer" : "Realtor Service";
  if (field === "movingTimeframe") return timeframeLabels[value as Timeframe] ?? String(value);
  if (field === "mortgageAmount") return formatMoney(Number(value));
  if (field === "condition") return `${value}/10`;
  if (field === "agentId") return `Agent #${value}`;
  return String(value);
}

/**
 * Merging another lead into this one: for every field where the two differ, staff pick whose value
 * stays; notes, reminders, history, contacts, guides and consent are always kept (decision 019).
 */
export function MergeChooser({ lead, other, onDone }: MergeChooserProps) {
  const differing = mergeFields.filter((f) => shown(f, lead[f]) !== shown(f, other[f]));
  const [take, setTake] = useState<Partial<Record<MergeField, "this" | "other">>>({});
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeLeads(lead.id);
  const headingId = useId();
  const otherName = other.fullName || "Unnamed lead";

  return (
    <section aria-labelledby={headingId} className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold">
        Merge {otherName} into this lead
      </h3>
      <p className="text-sm text-slate-600">
        Choose which value to keep where the two leads differ. Notes, reminders, history, logged contacts, guides and
        consent records of both leads are kept. The other lead's page will open this one.
      </p>
      {differing.length === 0 ? (
        <p className="text-sm text-slate-600">The two leads hold the same details.</p>
      ) : (
        <div className="grid gap-2">
          {differing.map((field) => {
            const choice = take[field] ?? "this";
            return (
              <fieldset
                key={field}
                className="grid gap-1 rounded-md border border-slate-200 p-2 sm:grid-cols-[10rem_1fr_1fr]"
              >
                <legend className="sr-only">{humaniseField(field)}</legend>
                <span aria-hidden="true" className="text-sm font-medium text-slate-800">
                  {humaniseField(field)}
                </span>
                {(["this", "other"] as const).map((side) => (
                  <label key={side} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`merge-${field}`}
                      value={side}
                      checked={choice === side}
                      onChange={() => setTake((t) => ({ ...t, [field]: side }))}
                    />
                    <span>
                      <span className="sr-only">{side === "this" ? "This lead: " : "Other lead: "}</span>
                      {shown(field, side === "this" ? lead[field] : other[field])}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
      <div className="flex gap-2">
        <Button onClick={() => setConfirming(true)} disabled={merge.isPending}>
          Merge leads
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={merge.isPending}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Merge these two leads?"
        confirmLabel="Merge leads"
        busy={merge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          merge.mutate(
            { otherId: other.id, take },
            {
              onSuccess: () => {
                setConfirming(false);
                onDone();
              },
              onError: () => setConfirming(false),
            },
          )
        }
      >
        {otherName} becomes part of this lead and cannot be separated again.
      </ConfirmDialog>
    </section>
  );
}
