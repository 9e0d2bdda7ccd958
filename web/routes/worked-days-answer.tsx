import { useEffect, useRef, useState } from "react";
import { formatEuro } from "../../domain/billing/money";
import { formatGermanDate, formatGermanPeriod } from "../../domain/dates";
import { messagesDe } from "../../domain/messages/de";
import { translateSearchOrderMessage } from "../../domain/messages/server-messages";
import { paths } from "../../domain/paths";
import type { WorkedDay } from "../../domain/worked-days";
import { TextareaField } from "../components/form/inputs";
import { AccountPage } from "../components/layout/account-page";
import {
  missingTimes,
  WorkedDaysEditor,
  WorkedDaysList,
} from "../components/placements/worked-days-editor";
import { Button } from "../components/ui/button";
import type { AnswerOf } from "../lib/api";
import { apiRequest } from "../lib/api";
import { pageMeta } from "../lib/page-meta";
import { useHydrated } from "../lib/use-hydrated";

export const meta = () =>
  pageMeta({
    title: "Arbeitstage bestätigen",
    description:
      "Bestätigen Sie die Arbeitstage eines Einsatzes bei apostaff oder widersprechen Sie, auch ohne Anmeldung.",
    path: paths.workedDaysAnswer,
    noIndex: true,
  });

type Report = AnswerOf<"GET /worked-days">;
type State =
  | { kind: "checking" }
  | { kind: "shown"; report: Report }
  | { kind: "done"; message: string }
  | { kind: "invalid" }
  | { kind: "error" };

/**
 * The owner's link from the worked-days mail (docs/decisions/0057-worked-days-and-corrections.md):
 * opening it changes nothing (mail scanners open links too); "Bestätigen" confirms the
 * staff member's days, "Widersprechen" sends the owner's version and a note to the agency.
 * The fee these days cost is stated before either.
 */
export default function WorkedDaysAnswerPage() {
  const hydrated = useHydrated();
  const [token, setToken] = useState("");
  const [state, setState] = useState<State>({ kind: "checking" });
  const [disputing, setDisputing] = useState(false);
  const [days, setDays] = useState<WorkedDay[]>([]);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    const given = new URLSearchParams(window.location.search).get("token") ?? "";
    setToken(given);
    if (!given) {
      setState({ kind: "invalid" });
      return;
    }
    let current = true;
    void apiRequest("GET /worked-days", { query: { token: given } }).then((answer) => {
      if (!current) return;
      if (answer.kind === "ok") {
        setState({ kind: "shown", report: answer.body });
        setDays(answer.body.staffDays);
      } else
        setState({ kind: answer.kind === "error" && answer.status === 404 ? "invalid" : "error" });
    });
    return () => {
      current = false;
    };
  }, [hydrated]);

  useEffect(() => {
    if (state.kind === "done") result.current?.focus();
  }, [state.kind]);

  const answered = (
    answer: Awaited<ReturnType<typeof apiRequest<"POST /worked-days/confirm">>>,
  ) => {
    setBusy(false);
    if (answer.kind === "ok") {
      setState({ kind: "done", message: translateSearchOrderMessage(answer.body.message) });
    } else if (answer.kind === "error" && answer.status === 404) setState({ kind: "invalid" });
    else
      setError(
        answer.kind === "error"
          ? translateSearchOrderMessage(answer.body.message ?? "")
          : messagesDe["common.unexpectedError"],
      );
  };

  const confirm = async () => {
    setBusy(true);
    answered(await apiRequest("POST /worked-days/confirm", { body: { token } }));
  };

  const dispute = async () => {
    const missing = missingTimes(days);
    if (missing || !note.trim()) {
      setError(missing ?? messagesDe["workedDays.noteRequired"]);
      return;
    }
    setError(undefined);
    setBusy(true);
    answered(await apiRequest("POST /worked-days/dispute", { body: { token, days, note } }));
  };

  return (
    <AccountPage title="Arbeitstage bestätigen">
      {state.kind === "checking" && <p role="status">Ihr Link wird geprüft …</p>}
      {state.kind === "shown" && (
        <div className="flex flex-col items-start gap-4">
          <p className="text-ink">
            {state.report.staffName} ({state.report.role}) hat für den Einsatz in der{" "}
            {state.report.pharmacyName} (
            {formatGermanPeriod(state.report.periodStart, state.report.periodEnd)}) diese
            Arbeitstage angegeben:
          </p>
          <WorkedDaysList days={state.report.staffDays} label="Angegebene Arbeitstage" />
          <section
            aria-label="Vermittlungsgebühr für diese Tage"
            className="rounded-card border border-line bg-white p-4"
          >
            <p className="text-ink">
              {state.report.fee
                ? `Mit Ihrer Bestätigung wird die Vermittlungsgebühr fällig: ${state.report.fee.text}, ${formatEuro(state.report.fee.netCents)} netto, ${formatEuro(state.report.fee.grossCents)} brutto (inkl. USt.).`
                : "Für diesen Einsatz ist keine Vermittlungsgebühr vereinbart."}
            </p>
          </section>
          {state.report.status === "submitted" ? (
            <>
              <p className="text-ink">
                Ohne Ihre Antwort gelten die Tage am {formatGermanDate(state.report.deemedOn)} als
                bestätigt.
              </p>
              {!disputing ? (
                <div className="flex flex-wrap gap-3">
                  <Button busy={busy} busyLabel="Wird bestätigt..." onClick={confirm}>
                    Arbeitstage bestätigen
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => setDisputing(true)}>
                    Widersprechen
                  </Button>
                </div>
              ) : (
                <form
                  noValidate
                  aria-label="Widerspruch"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void dispute();
                  }}
                  className="flex w-full flex-col gap-3"
                >
                  <p className="text-ink">
                    Bitte tragen Sie ein, was Ihrer Ansicht nach gearbeitet wurde, und schreiben
                    Sie, was nicht stimmt. Die Agentur klärt es mit Ihnen und der Fachkraft.
                  </p>
                  <WorkedDaysEditor
                    days={days}
                    onChange={setDays}
                    idPrefix="inhaber"
                    disabled={busy}
                  />
                  <TextareaField
                    label="Was stimmt nicht?"
                    required
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    maxLength={1000}
                  />
                  <Button
                    type="submit"
                    className="self-start"
                    busy={busy}
                    busyLabel="Wird gesendet..."
                  >
                    Widerspruch senden
                  </Button>
                </form>
              )}
            </>
          ) : (
            <p className="text-ink">Status: {state.report.statusLabel}.</p>
          )}
          {error && (
            <p role="alert" className="text-danger-700">
              {error}
            </p>
          )}
        </div>
      )}
      {state.kind === "done" && (
        <p ref={result} tabIndex={-1} role="status" className="text-ink">
          {state.message}
        </p>
      )}
      {state.kind === "invalid" && (
        <p role="status" className="text-ink">
          {messagesDe["workedDays.linkInvalid"]}
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
