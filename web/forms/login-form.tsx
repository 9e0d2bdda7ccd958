import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type LoginInput, type LoginRequest, loginSchema } from "../../domain/account-access";
import { messagesEn } from "../../domain/messages/en";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import { paths } from "../../domain/paths";
import { CheckboxField } from "../components/form/choices";
import { PasswordField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { accountHome } from "../lib/account-home";
import { apiRequest } from "../lib/api";
import { RETURN_PARAM, safeReturnPath } from "../lib/return-path";
import { refreshSession } from "../lib/use-session";
import { fieldChecks } from "./field-checks";
import { FormAlert } from "./form-alert";
import { germanResolver } from "./german-resolver";
import { showServerErrors } from "./server-errors";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

interface Refusal {
  message: string;
  /** The owner has not confirmed the address yet: offer a new link. */
  offerResend: boolean;
  /** Held by the login throttle: offer the password reset. */
  offerReset?: boolean;
}

/** "30 Sekunden", "1 Minute", "15 Minuten". */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 Sekunde" : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
}

/** The login throttle's answer in words (docs/decisions/0031): what happened, how long. */
function throttleMessage(retryAfterSeconds: unknown): string {
  return typeof retryAfterSeconds === "number"
    ? `Für dieses Konto gab es mehrere falsche Passwörter hintereinander. Zum Schutz vor fremden Anmeldeversuchen warten Sie bitte ${waitText(retryAfterSeconds)}, bevor Sie es erneut versuchen – oder setzen Sie Ihr Passwort jetzt zurück.`
    : "Von Ihrem Anschluss kamen sehr viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut – oder setzen Sie Ihr Passwort jetzt zurück.";
}

/**
 * The login form of /login and /arbeitsangebote-suchen. "Ich möchte angemeldet
 * bleiben." (ticked by default) asks for a 30-day session; after login the person goes
 * back to the page that sent them (`?weiter=`, e.g. an alert mail's offer link) or on by
 * role (pharmacist: job search, owner: create offers, operator: console).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [refusal, setRefusal] = useState<Refusal>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginRequest>({
    resolver: germanResolver(loginSchema),
    ...fieldChecks,
    defaultValues: { email: "", password: "", remember: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(undefined);
    const result = await apiRequest("POST /auth/login", { body: values });
    if (result.kind === "ok") {
      toast.success(translateAccountMessage(result.body.message));
      await refreshSession();
      navigate(
        safeReturnPath(searchParams.get(RETURN_PARAM)) ?? accountHome[result.body.user.role],
      );
      return;
    }
    if (result.kind === "error" && result.status === 422) {
      showServerErrors(result, {
        translate: translateAccountMessage,
        setError,
        fields: ["email", "password"],
      });
      return;
    }
    if (result.kind === "error" && result.status === 429) {
      showServerErrors(result, {
        text: throttleMessage(result.body.retry_after_seconds),
        toast: false,
        inline: (message) => setRefusal({ message, offerResend: false, offerReset: true }),
      });
      return;
    }
    // Refused (wrong password, unconfirmed, blocked): in the alert above the form, with
    // the way out it offers, not in a toast.
    const serverMessage = result.kind === "error" ? result.body.message : undefined;
    showServerErrors(result, {
      translate: translateAccountMessage,
      toast: false,
      inline: (message) =>
        setRefusal({ message, offerResend: serverMessage === messagesEn["login.unverified"] }),
    });
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Anmeldung"
    >
      {refusal && (
        <FormAlert>
          <p>{refusal.message}</p>
          {refusal.offerReset && (
            <p className="mt-2">
              <Link to={paths.forgotPassword} className={linkClass}>
                Passwort jetzt zurücksetzen
              </Link>
            </p>
          )}
          {refusal.offerResend && (
            <p className="mt-2">
              <Link to={paths.resend} className={linkClass}>
                Bestätigungslink erneut senden
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label="Passwort"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Ich möchte angemeldet bleiben." {...register("remember")} />
        <Link to={paths.forgotPassword} className={linkClass}>
          Passwort Vergessen?
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting} className="w-full">
        Anmelden
      </Button>
      <p className="text-center text-ink-muted">
        Noch kein Konto?{" "}
        <Link to={paths.registerNow} className={linkClass}>
          Registrieren Sie sich jetzt
        </Link>
      </p>
    </form>
  );
}
