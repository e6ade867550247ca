import { cloneElement, isValidElement, type ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { translateValidation } from "../../i18n/validation";

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * A label, its control and the field's hint or validation message; the control points at them with
 * aria-describedby `${id}-hint` / `${id}-error`, and the error is announced (role alert).
 */
export function FormField({ id, label, error: given, hint, children }: FormFieldProps) {
  // Schemas write their messages in English; each is shown in the active language (client/i18n/validation.ts).
  const error = translateValidation(useT(), given);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  // A control that does not name its description itself gets it here, so every form's errors are tied to
  // their field (docs/accessibility.md) without each form repeating the ids.
  const control = withDescription(children, describedBy);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function withDescription(children: ReactNode, describedBy: string | undefined): ReactNode {
  if (!describedBy || !isValidElement<{ "aria-describedby"?: string }>(children)) return children;
  if (children.props["aria-describedby"] !== undefined) return children;
  return cloneElement(children, { "aria-describedby": describedBy });
}
