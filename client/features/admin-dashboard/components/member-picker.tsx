import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import type { Agent } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { selectClass } from "./select-class";

export interface MemberPickerProps {
  /** Member user ids in dealing order. */
  value: number[];
  onChange: (ids: number[]) => void;
  agents: Agent[];
}

/** Chooses pool members and their dealing order with buttons (no drag and drop, so keyboards work). */
export function MemberPicker({ value, onChange, agents }: MemberPickerProps) {
  const selectId = useId();
  const [choice, setChoice] = useState("");
  const nameOf = (id: number) => agents.find((a) => a.id === id)?.fullName ?? `Agent #${id}`;
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
      <legend className="mb-1 text-sm font-medium text-slate-800">Members, in dealing order</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">No members yet: leads are not dealt from an empty pool.</p>
      ) : (
        <ol className="grid gap-1">
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm">
              <span className="w-5 text-slate-500">{index + 1}.</span>
              <span className="flex-1">{nameOf(id)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move ${nameOf(id)} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move ${nameOf(id)} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${nameOf(id)}`}
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
          Agent to add
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{available.length ? "Choose an agent..." : "Every active agent is a member"}</option>
          {available.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.fullName}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={handleAdd} disabled={!choice}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add member
        </Button>
      </div>
    </fieldset>
  );
}
