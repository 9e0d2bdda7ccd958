import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { JobSearch } from "../../domain/job-search";
import { messagesDe } from "../../domain/messages/de";
import { describeJobSearch } from "../../domain/messages/job-search-description";
import { paths } from "../../domain/paths";
import { AccountPage } from "../components/layout/account-page";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { pageMeta } from "../lib/page-meta";
import { useHydrated } from "../lib/use-hydrated";

export const meta = () =>
  pageMeta({
    title: "Suchbenachrichtigung abbestellen",
    description:
      "Bestellen Sie eine Suchbenachrichtigung für Arbeitsangebote bei apostaff ab, auch ohne Anmeldung.",
    path: paths.alertUnsubscribe,
    noIndex: true,
  });

type UnsubscribeState =
  | { kind: "checking" }
  | { kind: "asking"; filters: JobSearch }
  | { kind: "done" }
  | { kind: "invalid" }
  | { kind: "error" };

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * The "Abmelden" link of alert mails (docs/decisions/0018-search-alerts.md). Opening it
 * changes nothing, because mail scanners open links too; the button unsubscribes. Mail
 * programs use the same address for the RFC 8058 one-click POST, answered by the API.
 */
export default function AlertUnsubscribePage() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [state, setState] = useState<UnsubscribeState>({ kind: "checking" });
  const [busy, setBusy] = useState(false);
  const [used, setUsed] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    if (!token) {
      setState({ kind: "invalid" });
      return;
    }
    let current = true;
    void apiRequest("GET /search-alerts/unsubscribe", { query: { token } }).then((answer) => {
      if (!current) return;
      if (answer.kind === "ok") setState({ kind: "asking", filters: answer.body.alert.filters });
      else
        setState({ kind: answer.kind === "error" && answer.status === 404 ? "invalid" : "error" });
    });
    return () => {
      current = false;
    };
  }, [hydrated, token]);

  // The button is gone once it was used: focus moves to what happened.
  useEffect(() => {
    if (used && (state.kind === "done" || state.kind === "invalid")) result.current?.focus();
  }, [used, state.kind]);

  const unsubscribe = async () => {
    setBusy(true);
    const answer = await apiRequest("POST /search-alerts/unsubscribe", { body: { token } });
    setBusy(false);
    setUsed(true);
    if (answer.kind === "ok") setState({ kind: "done" });
    else setState({ kind: answer.kind === "error" && answer.status === 404 ? "invalid" : "error" });
  };

  return (
    <AccountPage title="Suchbenachrichtigung abbestellen">
      {state.kind === "checking" && <p role="status">Ihr Abmeldelink wird geprüft …</p>}
      {state.kind === "asking" && (
        <div className="flex flex-col items-start gap-4">
          <p className="text-ink">
            Möchten Sie die Suchbenachrichtigung „{describeJobSearch(state.filters)}“ abbestellen?
            Zu dieser Suche erhalten Sie dann keine E-Mails mehr.
          </p>
          <Button busy={busy} busyLabel="Wird abgemeldet..." onClick={unsubscribe}>
            Abmelden
          </Button>
        </div>
      )}
      {state.kind === "done" && (
        <p ref={result} tabIndex={-1} role="status" className="text-ink">
          {messagesDe["searchAlert.unsubscribed"]} Ihre übrigen Suchbenachrichtigungen finden Sie
          unter{" "}
          <Link to={paths.account} className={linkClass}>
            Mein Konto
          </Link>
          .
        </p>
      )}
      {state.kind === "invalid" && (
        <p ref={result} tabIndex={-1} role="status" className="text-ink">
          {messagesDe["searchAlert.linkInvalid"]}{" "}
          <Link to={paths.account} className={linkClass}>
            Zu Mein Konto
          </Link>
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="text-danger-700">
          {messagesDe["common.unexpectedError"]}
        </p>
      )}
    </AccountPage>
  );
}
