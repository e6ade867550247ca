import { useState } from "react";
import type { ChecklistPhase } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
import { useSetChecklistTask } from "../api/set-checklist-task";
import type { TilePanelProps } from "./tile-panel-props";

export function checklistProgress(tasks: { completed: boolean }[]) {
  const done = tasks.filter((task) => task.completed).length;
  return { done, total: tasks.length, percent: tasks.length ? Math.round((done / tasks.length) * 100) : 0 };
}

/** 'Home Prep': three phases of tasks; each tick is saved at once. */
export function ChecklistPanel({ data }: TilePanelProps) {
  const setTask = useSetChecklistTask();
  // The tick shows in the same render as the click; the query cache (updated optimistically by the
  // mutation, rolled back on failure) takes over once the save settles.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const handleToggle = (taskId: string, completed: boolean) => {
    setPending((p) => ({ ...p, [taskId]: completed }));
    setTask.mutate(
      { taskId, completed },
      {
        onSettled: () => setPending(({ [taskId]: _done, ...rest }) => rest),
      },
    );
  };
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {data.checklist.map((phase, index) => (
        <PhaseCard
          key={phase.phase}
          number={index + 1}
          phase={{ ...phase, tasks: phase.tasks.map((t) => ({ ...t, completed: pending[t.id] ?? t.completed })) }}
          onToggle={handleToggle}
        />
      ))}
    </div>
  );
}

interface PhaseCardProps {
  number: number;
  phase: ChecklistPhase;
  onToggle: (taskId: string, completed: boolean) => void;
}

function PhaseCard({ number, phase, onToggle }: PhaseCardProps) {
  const t = useT();
  const { done, total, percent } = checklistProgress(phase.tasks);
  return (
    <section
      aria-labelledby={`phase-${number}`}
      className="grid content-start gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t("clientDashboard.checklist.phase", { number: String(number) })}
        </p>
        <h3 id={`phase-${number}`} className="font-semibold text-slate-900">
          {phase.phase}
        </h3>
        <p className="text-sm text-slate-600">{phase.goal}</p>
      </div>
      <div className="grid gap-1">
        <div
          role="progressbar"
          aria-label={t("clientDashboard.checklist.progress", { phase: phase.phase })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xs text-slate-600">
          {t("clientDashboard.checklist.done", { done: String(done), total: String(total) })}
        </p>
      </div>
      <ul className="grid gap-2">
        {phase.tasks.map((task) => (
          <li key={task.id}>
            <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={task.completed}
                onChange={(event) => onToggle(task.id, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className={task.completed ? "text-slate-500 line-through" : undefined}>{task.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
