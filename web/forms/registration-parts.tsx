import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { EXPERIENCE_MIN_DATE } from "../../domain/limits";
import { PasswordField, TextField } from "../components/form/inputs";

export const sectionClass = "grid gap-5 sm:grid-cols-2";
export const legendClass = "mb-4 text-xl font-semibold text-ink";

/** One titled part of a registration form, fields in two columns from tablet width. */
export function RegistrationSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className={sectionClass}>{children}</div>
    </fieldset>
  );
}

interface AccessData {
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * "Zugangsdaten": e-mail, password and its confirmation, the same in both registrations.
 * Called as a function inside the form's render, not as a component: react-hook-form
 * moves the focus to the first invalid field in the order the fields were registered,
 * and a child component would register these after the form's own fields.
 */
export function accessDataSection<Values extends FieldValues & AccessData>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  const message = (name: keyof AccessData) => errors[name]?.message as string | undefined;
  return (
    <RegistrationSection legend="Zugangsdaten">
      <TextField
        label="E-Mail"
        type="email"
        autoComplete="email"
        required
        className="sm:col-span-2"
        error={message("email")}
        {...register("email" as Path<Values>)}
      />
      <PasswordField
        label="Passwort"
        autoComplete="new-password"
        required
        hint="Mindestens 8 Zeichen, mit mindestens einem Großbuchstaben und einer Zahl."
        error={message("password")}
        {...register("password" as Path<Values>)}
      />
      <PasswordField
        label="Passwort bestätigen"
        autoComplete="new-password"
        required
        error={message("password_confirmation")}
        {...register("password_confirmation" as Path<Values>)}
      />
    </RegistrationSection>
  );
}

/** First and last name, the same in both registrations (as `accessDataSection`, a function). */
export function personNameFields<
  Values extends FieldValues & { first_name: string; last_name: string },
>(register: UseFormRegister<Values>, errors: FieldErrors<Values>) {
  return (
    <>
      <TextField
        label="Vorname"
        autoComplete="given-name"
        required
        error={errors.first_name?.message as string | undefined}
        {...register("first_name" as Path<Values>)}
      />
      <TextField
        label="Nachname"
        autoComplete="family-name"
        required
        error={errors.last_name?.message as string | undefined}
        {...register("last_name" as Path<Values>)}
      />
    </>
  );
}

/**
 * The German phone number with the +49 shown before it, in both registrations; `example`
 * is the number the hint shows (a landline for a pharmacy, a mobile for a person).
 */
export function phoneField<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: Path<Values>,
  example: string,
) {
  return (
    <TextField
      label="Telefonnummer"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix="+49"
      required
      hint={`Ohne +49 eingeben, z. B. ${example}.`}
      className="sm:col-span-2"
      error={errors[name]?.message as string | undefined}
      {...register(name)}
    />
  );
}

/**
 * "Berufserfahrung seit": a date from 1950-01-01 to `today`, in the staff registration and
 * the staff profile. `today` is set after mount (undefined while prerendered), so the
 * prerendered HTML matches the first render whatever the day.
 */
export function experienceField<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: Path<Values>,
  today: string | undefined,
) {
  return (
    <TextField
      label="Berufserfahrung seit"
      type="date"
      min={EXPERIENCE_MIN_DATE}
      max={today}
      required
      className="sm:max-w-xs"
      error={errors[name]?.message as string | undefined}
      {...register(name)}
    />
  );
}
