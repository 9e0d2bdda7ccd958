import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { type PasswordChangeInput, passwordChangeSchema } from "../../domain/account-settings";
import { PasswordField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showAccountFormErrors } from "./account-form-errors";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { NewPasswordFields } from "./new-password-fields";

const FIELDS = ["current_password", "password", "password_confirmation"];

/** "Passwort ändern" on /konto: the current password, then the new one twice. */
export function PasswordChangeForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: germanResolver(passwordChangeSchema),
    ...fieldChecks,
    defaultValues: { current_password: "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("POST /account/password", { body: values });
    if (result.kind === "ok") {
      reset();
      toast.success(
        "Ihr Passwort wurde geändert. Alle anderen Anmeldungen wurden beendet; wir haben Ihnen eine Bestätigung geschickt.",
      );
      return;
    }
    showAccountFormErrors(result, setError, FIELDS);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Passwort ändern"
      className="flex flex-col gap-4"
    >
      <PasswordField
        label="Aktuelles Passwort"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register("current_password")}
      />
      <NewPasswordFields
        password={{ ...register("password"), error: errors.password?.message }}
        confirmation={{
          ...register("password_confirmation"),
          error: errors.password_confirmation?.message,
        }}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Passwort ändern
      </Button>
    </form>
  );
}
