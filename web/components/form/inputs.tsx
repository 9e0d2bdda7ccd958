import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useState,
} from "react";
import { controlClasses, FormField } from "./form-field";

interface CommonProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "required"> & {
    /** Text shown before the input, e.g. the fixed "+49" of phone numbers. */
    prefix?: string;
  };

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  prefix,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(wiring) =>
        prefix ? (
          <div className="flex items-stretch">
            <span className="inline-flex items-center rounded-l-control border border-r-0 border-line bg-surface-muted px-3 font-medium text-ink">
              {prefix}
            </span>
            <input {...wiring} {...input} className={`${controlClasses} rounded-l-none`} />
          </div>
        ) : (
          <input {...wiring} {...input} className={controlClasses} />
        )
      }
    </FormField>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "required" | "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            {...input}
            type={visible ? "text" : "password"}
            className={`${controlClasses} pr-28`}
          />
          <button
            type="button"
            className="absolute inset-y-1 right-1 rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            aria-controls={wiring.id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? "Verbergen" : "Anzeigen"}
            <span className="sr-only"> (Passwort)</span>
          </button>
        </div>
      )}
    </FormField>
  );
}

type SelectFieldProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "required"> & {
    options: readonly { value: string; label: string }[];
    /** The empty, disabled first entry ("Bitte wählen"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  // Without a chosen value the page's HTML must show the placeholder: a browser shows
  // the first entry it may select ("Herr") instead, which the form's code then resets.
  const startsOnPlaceholder =
    placeholder !== undefined && select.value === undefined ? { defaultValue: "" } : {};
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(wiring) => (
        <select {...wiring} {...startsOnPlaceholder} {...select} className={controlClasses}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required">) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(wiring) => <textarea rows={4} {...wiring} {...textarea} className={controlClasses} />}
    </FormField>
  );
}
