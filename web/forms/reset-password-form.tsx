import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import { type NewPasswordFormInput, newPasswordFormSchema } from "../../domain/account-access";
import { messagesDe } from "../../domain/messages/de";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import { paths } from "../../domain/paths";
import { Button, ButtonLink } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { fieldChecks } from "./field-checks";
import { FormAlert } from "./form-alert";
import { germanResolver } from "./german-resolver";
import { NewPasswordFields } from "./new-password-fields";
import { showServerErrors } from "./server-errors";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function NewLinkHint() {
  return (
    <Link to={paths.forgotPassword} className={linkClass}>
      Neuen Link anfordern
    </Link>
  );
}

/** /passwort-zuruecksetzen?token=…: a new password with the registration's rules. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<"checking" | "changed" | "invalid-link" | undefined>(
    token ? "checking" : "invalid-link",
  );
  // A used or expired link says so at once, before a password is typed (issue 13).
  useEffect(() => {
    if (!token) return;
    void apiRequest("GET /auth/reset-password/check", { query: { token } }).then((result) => {
      // Offline or a server error: show the form; saving will tell.
      setOutcome(result.kind === "ok" && !result.body.valid ? "invalid-link" : undefined);
    });
  }, [token]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput>({
    resolver: germanResolver(newPasswordFormSchema),
    ...fieldChecks,
    defaultValues: { password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("POST /auth/reset-password", {
      body: { ...values, token: token ?? "" },
    });
    if (result.kind === "ok") {
      toast.success(translateAccountMessage(result.body.message));
      setOutcome("changed");
      return;
    }
    if (
      result.kind === "error" &&
      result.status === 422 &&
      result.body.errors &&
      "token" in result.body.errors
    ) {
      setOutcome("invalid-link");
      return;
    }
    showServerErrors(result, {
      translate: translateAccountMessage,
      setError,
      fields: ["password", "password_confirmation"],
    });
  });

  if (!token || outcome === "invalid-link") {
    return (
      <FormAlert>
        <p>{messagesDe["resetPassword.invalidToken"]}</p>
        <p className="mt-2">
          <NewLinkHint />
        </p>
      </FormAlert>
    );
  }
  if (outcome === "checking") return <p className="text-ink-muted">Der Link wird geprüft …</p>;
  if (outcome === "changed") {
    return (
      <div className="flex flex-col items-start gap-5">
        <FormAlert tone="success">
          <p>{messagesDe["resetPassword.success"]}</p>
        </FormAlert>
        <ButtonLink to={paths.login}>Zur Anmeldung</ButtonLink>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <NewPasswordFields
        password={{ ...register("password"), error: errors.password?.message }}
        confirmation={{
          ...register("password_confirmation"),
          error: errors.password_confirmation?.message,
        }}
      />
      <Button type="submit" busy={isSubmitting} className="self-start px-8">
        Passwort speichern
      </Button>
    </form>
  );
}
