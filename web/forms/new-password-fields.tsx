import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordField } from "../components/form/inputs";

/**
 * "Neues Passwort" with its rule as a hint, and its confirmation: the two fields of every
 * form that sets a new password (reset by link, change on /konto).
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: UseFormRegisterReturn & { error: string | undefined };
  confirmation: UseFormRegisterReturn & { error: string | undefined };
}) {
  return (
    <>
      <PasswordField
        label="Neues Passwort"
        autoComplete="new-password"
        required
        hint="Mindestens 8 Zeichen, mit mindestens einem Großbuchstaben und einer Zahl."
        {...password}
      />
      <PasswordField
        label="Neues Passwort bestätigen"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
