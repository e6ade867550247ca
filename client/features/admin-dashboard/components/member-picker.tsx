import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { selectClass } from "./select-class";

export interface MemberPickerProps {
  /** Member user ids in dealing order. */
  value: number[];
  onChange: (ids: number[]) => void;
  agents: Agent[];
}

/** Chooses pool members and their dealing order with buttons (no drag and drop, so keyboards work). */
export function MemberPicker({ value, onChange, agents }: MemberPickerProps) {
  const t = useT();
  const selectId = useId();
  const [choice, setChoice] = useState("");
  const nameOf = (id: number) => agents.find((a) => a.id === id)?.fullName ?? t("admin.agentNumber", { id });
  const available = agents.filter((a) => a.isActive && !value.includes(a.id));

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };
  const handleAdd = () => {
    if (!choice) return;
    onChange([...value, Number(choice)]);
    setChoice("");
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("admin.pools.members")}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{t("admin.pools.noMembersYet")}</p>
      ) : (
        <ol className="grid gap-1">
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm">
              <span className="w-5 text-slate-500">{index + 1}.</span>
              <span className="flex-1">{nameOf(id)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("admin.pools.moveUp", { name: nameOf(id) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("admin.pools.moveDown", { name: nameOf(id) })}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("admin.pools.remove", { name: nameOf(id) })}
                onClick={() => onChange(value.filter((m) => m !== id))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t("admin.pools.agentToAdd")}
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{available.length ? t("admin.pools.choose") : t("admin.pools.allMembers")}</option>
          {available.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.fullName}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={handleAdd} disabled={!choice}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("admin.pools.addMember")}
        </Button>
      </div>
    </fieldset>
  );
}
