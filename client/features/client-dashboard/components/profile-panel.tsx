import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { formatDay } from "../../../lib/format";
import { fullNameOf, PLACEHOLDER_NAME } from "../utils/format";
import { ProfileForm } from "./profile-form";
import type { TilePanelProps } from "./tile-registry";

/** The client's profile; toggles between view and edit (spec section 4). */
export function ProfilePanel({ data, startEditing = false }: TilePanelProps) {
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
    ["Name", fullNameOf(profile) ?? PLACEHOLDER_NAME],
    ["Email", profile.email],
    ["Phone", profile.phone ?? "Not given"],
    ["Status", profile.status],
    ["Client type", "Seller"],
    ["Client since", formatDay(profile.createdAt)],
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
          Edit name
        </Button>
      </div>
    </div>
  );
}
