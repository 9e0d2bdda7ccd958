import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import { Link, useNavigate } from "react-router";
import { messagesDe } from "../../../domain/messages/de";
import { paths } from "../../../domain/paths";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { clearSession } from "../../lib/use-session";
import { PasswordField } from "../form/inputs";
import { Button } from "../ui/button";

/**
 * "Konto löschen": asks for the password, then deletes everything of the account. While
 * a placement lies ahead (confirmed or already "vermittelt") the server refuses; the
 * form says so from the start and leads to its cancellation (docs/decisions/0015).
 */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** Refused: a placement lies ahead; the way out is its cancellation. */
  const [refusedForPlacement, setRefusedForPlacement] = useState(false);
  const { data } = useApiData("GET /placements");
  const upcoming = (data?.placements ?? []).filter(
    (placement) => placement.status !== "cancelled" && !placement.past,
  );
  const blockedByPlacement = refusedForPlacement || upcoming.length > 0;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) {
      setError("Bitte geben Sie Ihr Passwort ein.");
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /account/delete", { body: { password } });
    setBusy(false);
    if (result.kind === "ok") {
      clearSession();
      toast.success("Ihr Konto wurde gelöscht.");
      navigate(paths.home);
      return;
    }
    const status = result.kind === "error" ? result.status : 0;
    // Shown beside the password field only: the status says what happened.
    showServerErrors(result, {
      text:
        status === 400
          ? "Das Passwort ist nicht korrekt."
          : status === 409
            ? messagesDe["account.upcomingPlacement"]
            : status === 429
              ? "Zu viele falsche Passwörter hintereinander. Bitte warten Sie einen Moment und versuchen Sie es dann erneut."
              : "Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es später erneut.",
      toast: false,
      inline: setError,
    });
    setRefusedForPlacement(result.kind === "error" && result.status === 409);
  };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-ink-muted">
        Ihr Konto, Ihr Profil und Ihre Dokumente werden endgültig gelöscht. Dies kann nicht
        rückgängig gemacht werden. Vermittelte Einsätze und Rechnungen bewahren wir so lange auf,
        wie das Handels- und Steuerrecht es verlangt (acht Jahre nach Ende des Jahres).
      </p>
      <PasswordField
        label="Passwort zur Bestätigung"
        name="password"
        autoComplete="current-password"
        required
        error={error}
      />
      {upcoming.length > 0 && !error && (
        <p role="status" className="text-ink">
          {messagesDe["account.upcomingPlacement"]}
        </p>
      )}
      {blockedByPlacement && (
        <p>
          <Link
            to={paths.accountPlacements}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Zu „Meine Einsätze“: Einsatz absagen
          </Link>
        </p>
      )}
      <Button type="submit" busy={busy} className="self-start bg-danger-700 hover:bg-danger-700">
        Konto endgültig löschen
      </Button>
    </form>
  );
}
