import { useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailChangeInput, emailChangeSchema } from "../../domain/account-settings";
import { PasswordField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showAccountFormErrors } from "./account-form-errors";
import { fieldChecks } from "./field-checks";
import { FormAlert } from "./form-alert";
import { germanResolver } from "./german-resolver";

const FIELDS = ["new_email", "current_password"];

/**
 * "E-Mail-Adresse ändern" on /konto: the new address gets a confirmation link; the
 * account keeps the current address until the link is followed.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({
    resolver: germanResolver(emailChangeSchema),
    ...fieldChecks,
    defaultValues: { new_email: "", current_password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("POST /account/email", { body: values });
    if (result.kind === "ok") {
      setSentTo(values.new_email);
      reset();
      return;
    }
    showAccountFormErrors(result, setError, FIELDS);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="E-Mail-Adresse ändern"
      className="flex flex-col gap-4"
    >
      <p className="text-ink-muted">Derzeit: {currentEmail}</p>
      {sentTo && (
        <FormAlert tone="success">
          <p>
            Wir haben einen Bestätigungslink an {sentTo} geschickt. Die neue Adresse gilt, sobald
            Sie den Link geöffnet haben.
          </p>
        </FormAlert>
      )}
      <TextField
        label="Neue E-Mail-Adresse"
        type="email"
        autoComplete="email"
        required
        error={errors.new_email?.message}
        {...register("new_email")}
      />
      <PasswordField
        label="Aktuelles Passwort"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register("current_password")}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Bestätigungslink senden
      </Button>
    </form>
  );
}
