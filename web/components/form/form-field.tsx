import { type ReactNode, useId } from "react";
import { useSteadyWhilePressed } from "./use-steady-while-pressed";

export interface FieldWiring {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (wiring: FieldWiring) => ReactNode;
}

/**
 * Label, control, hint and error of one form field, wired for assistive technology:
 * the error is announced with the field (aria-describedby) and the field is marked
 * invalid. Required fields carry an asterisk (docs/product.md, "Forms": "Pflichtfelder"). An error
 * that comes up while a pointer is pressed appears once the press has ended in its
 * click (use-steady-while-pressed.ts): nothing below moves between press and click.
 */
export function FormField({
  label,
  error: currentError,
  hint,
  required,
  className = "",
  children,
}: FormFieldProps) {
  const id = useId();
  // A new error waits while a pointer is pressed, so the button below does not move.
  const error = useSteadyWhilePressed(currentError);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-danger-700" aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({
  id,
  message,
}: {
  id?: string | undefined;
  message?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

/** Shared look of text inputs, selects and text areas; red border when invalid. */
export const controlClasses =
  "w-full rounded-control border border-line bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-ink-muted/80 hover:border-brand-600 aria-[invalid=true]:border-danger-700 disabled:bg-surface-muted";
