import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldError, RequiredMark } from "./form-field";
import { useSteadyWhilePressed } from "./use-steady-while-pressed";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  error?: string | undefined;
};

/** One checkbox with its label beside it (terms, "angemeldet bleiben"). */
export function CheckboxField({
  label,
  error: currentError,
  required,
  className = "",
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  const error = useSteadyWhilePressed(currentError);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required={required || undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...input}
        />
        {/* A consent's long legal word („Datenschutzbestimmungen“) breaks rather than widen a phone's page. */}
        <label htmlFor={id} className="min-w-0 text-ink wrap-anywhere">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  required?: boolean;
  /** Props for every box, typically react-hook-form's `register(name)`. */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value">;
  /** Extra controls shown beside the legend, e.g. "Alle auswählen". */
  actions?: ReactNode;
}

/** A group of checkboxes for a list value (cash-register software). */
export function CheckboxGroup({
  legend,
  options,
  error: currentError,
  required,
  inputProps,
  actions,
}: CheckboxGroupProps) {
  const id = useId();
  const error = useSteadyWhilePressed(currentError);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="font-medium text-ink">
          {legend}
          {required && <RequiredMark />}
        </legend>
        {actions}
      </div>
      {/*
        As many columns as fit the longest name („Pharmatechnik“), also with a reader's
        wider letter spacing (WCAG 1.4.12: 10.8rem with its box): one on a small phone.
      */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(11.5rem,1fr))] gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              value={option.value}
              className="h-5 w-5 shrink-0 accent-brand-700"
              {...inputProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  required?: boolean;
  /** A hint under the legend, read with the group. */
  hint?: string;
  onChange?: (value: string) => void;
}

/** One answer out of a few, as radio buttons under a question (the legend). */
export function RadioGroup({
  legend,
  name,
  options,
  error: currentError,
  required,
  hint,
  onChange,
}: RadioGroupProps) {
  const id = useId();
  const error = useSteadyWhilePressed(currentError);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              onChange={() => onChange?.(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
