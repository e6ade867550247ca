import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { fullNameOf } from "../utils/format";
import { ProfileForm } from "./profile-form";
import type { TilePanelProps } from "./tile-panel-props";

/** The client's profile; toggles between view and edit (spec section 4). */
export function ProfilePanel({ data, startEditing = false }: TilePanelProps) {
  const t = useT();
  const format = useFormat();
  const [editing, setEditing] = useState(startEditing);
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  const { profile } = data;

  // Back from the editor, focus goes to Edit name instead of being lost with the form.
  useEffect(() => {
    if (wasEditing.current && !editing) actions.current?.querySelector("button")?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return <ProfileForm profile={profile} onDone={() => setEditing(false)} />;

  const rows: [string, string][] = [
    [t("clientDashboard.profile.name"), fullNameOf(profile) ?? t("clientDashboard.profile.placeholderName")],
    [t("clientDashboard.profile.email"), profile.email],
    [t("clientDashboard.profile.phone"), profile.phone ?? t("clientDashboard.profile.notGiven")],
    [t("clientDashboard.profile.status"), profile.status],
    [t("clientDashboard.profile.type"), t("clientDashboard.profile.seller")],
    [t("clientDashboard.profile.since"), format.day(profile.createdAt)],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div ref={actions}>
        <Button data-autofocus onClick={() => setEditing(true)}>
          {t("clientDashboard.profile.edit")}
        </Button>
      </div>
    </div>
  );
}
