import { clsx } from "clsx";
import { useId } from "react";

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T | "";
  onChange: (value: T) => void;
  /** Columns from the small breakpoint up; always one column on phones. */
  columns?: 1 | 2 | 3;
  /** Keep the legend for assistive tech only, when the screen's heading already asks the question. */
  hideLegend?: boolean;
}

/** A radio group drawn as selectable cards; arrow keys move between options as in any radio group. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns = 1,
  hideLegend = false,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className={hideLegend ? "sr-only" : "mb-2 text-sm font-medium text-slate-800"}>{legend}</legend>
      <div className={clsx("grid gap-3", columns === 2 && "sm:grid-cols-2", columns === 3 && "sm:grid-cols-3")}>
        {options.map((option) => {
          const labelId = `${id}-${option.value}-label`;
          const descriptionId = `${id}-${option.value}-description`;
          return (
            <label
              key={option.value}
              className={clsx(
                "flex cursor-pointer gap-3 rounded-lg border transition-colors",
                option.description ? "items-start" : "items-center",
                // Three short choices share a row from the small breakpoint up; tighter padding keeps each on one line.
                columns === 3 ? "p-3 sm:px-3" : "p-4",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40",
                value === option.value
                  ? "border-brand-600 bg-brand-50"
                  : "border-slate-300 bg-white hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                className={clsx("h-4 w-4 shrink-0 accent-brand-700 focus:outline-none", option.description && "mt-1")}
              />
              <span className="grid gap-0.5">
                <span id={labelId} className={clsx("font-medium text-slate-900", columns === 3 && "whitespace-nowrap")}>
                  {option.label}
                </span>
                {option.description && (
                  <span id={descriptionId} className="text-sm text-slate-600">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
