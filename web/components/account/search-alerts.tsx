import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import type { SearchAlert } from "../../../domain/api/job-board";
import { jobSearchParams } from "../../../domain/job-search";
import { describeJobSearch } from "../../../domain/messages/job-search-description";
import { translateJobSearchMessage } from "../../../domain/messages/server-messages";
import { paths } from "../../../domain/paths";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { formatDate } from "../../lib/job-board-format";
import { useApiData } from "../../lib/use-api-data";
import { Button } from "../ui/button";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** One alert: its filters in words, its date and state, pause/resume and delete. */
function AlertItem({
  alert,
  onChanged,
  onDeleted,
}: {
  alert: SearchAlert;
  onChanged: (alert: SearchAlert) => void;
  onDeleted: (alert: SearchAlert) => void;
}) {
  const [busy, setBusy] = useState<"pause" | "delete">();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  /** The button to give focus back to once it is enabled (or shown) again. */
  const [refocus, setRefocus] = useState<"pause" | "delete">();
  const titleId = `benachrichtigung-${alert.id}`;
  // The button that opened the question is gone: keyboard focus moves to the question.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  // After the render that enabled it again: a disabled or unmounted button cannot take it.
  useEffect(() => {
    if (!refocus) return;
    (refocus === "pause" ? pauseButton : deleteButton).current?.focus();
    setRefocus(undefined);
  }, [refocus]);

  const togglePause = async () => {
    setBusy("pause");
    const result = await apiRequest("PATCH /search-alerts/:id", {
      params: { id: alert.id },
      body: { paused: !alert.paused },
    });
    setBusy(undefined);
    if (result.kind === "ok") {
      toast.success(translateJobSearchMessage(result.body.message));
      onChanged(result.body.alert);
    } else showServerErrors(result, { translate: translateJobSearchMessage });
    // Disabled while busy, the button lost focus.
    setRefocus("pause");
  };

  const remove = async () => {
    setBusy("delete");
    const result = await apiRequest("DELETE /search-alerts/:id", { params: { id: alert.id } });
    setBusy(undefined);
    // Gone already (deleted elsewhere, or unsubscribed from a mail): it leaves the list too.
    const gone = result.kind === "error" && result.status === 404;
    if (result.kind === "ok" || gone) {
      if (result.kind === "ok") toast.success(translateJobSearchMessage(result.body.message));
      else showServerErrors(result, { translate: translateJobSearchMessage });
      onDeleted(alert);
      return;
    }
    setAsking(false);
    showServerErrors(result, { translate: translateJobSearchMessage });
    setRefocus("delete");
  };

  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4">
      <div>
        <p id={titleId} className="font-semibold text-ink">
          {describeJobSearch(alert.filters)}
        </p>
        <p className="text-sm text-ink-muted">
          Gespeichert am {formatDate(alert.createdAt)} ·{" "}
          <span
            className={alert.paused ? "font-semibold text-ink" : "font-semibold text-brand-800"}
          >
            {alert.paused ? "Pausiert" : "Aktiv"}
          </span>
        </p>
      </div>
      {asking ? (
        <div className="flex flex-col gap-2">
          <p ref={question} tabIndex={-1} className="text-ink">
            Möchten Sie diese Suchbenachrichtigung wirklich löschen?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button busy={busy === "delete"} busyLabel="Wird gelöscht..." onClick={remove}>
              Ja, löschen
            </Button>
            <Button
              variant="secondary"
              disabled={busy === "delete"}
              onClick={() => {
                setAsking(false);
                setRefocus("delete");
              }}
            >
              Abbrechen
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={pauseButton}
            variant="secondary"
            busy={busy === "pause"}
            aria-describedby={titleId}
            onClick={togglePause}
          >
            {alert.paused ? "Fortsetzen" : "Pausieren"}
          </Button>
          <Button
            ref={deleteButton}
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => setAsking(true)}
          >
            Löschen
          </Button>
          <Link
            to={`${paths.jobSearch}?${jobSearchParams(alert.filters)}`}
            className={`${linkClass} px-2`}
            aria-describedby={titleId}
          >
            Angebote ansehen
          </Link>
        </div>
      )}
    </li>
  );
}

/**
 * "Gespeicherte Suchen" on /konto (staff): the searches stored with "Suchen", each
 * to pause, resume or delete (docs/decisions/0018-search-alerts.md).
 */
export function SearchAlerts() {
  const { data, failed } = useApiData("GET /search-alerts");
  const [alerts, setAlerts] = useState<SearchAlert[]>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (data) setAlerts(data.alerts);
  }, [data]);

  const replace = (changed: SearchAlert) =>
    setAlerts((current) => current?.map((alert) => (alert.id === changed.id ? changed : alert)));
  const remove = (deleted: SearchAlert) => {
    setAlerts((current) => current?.filter((alert) => alert.id !== deleted.id));
    // Its buttons are gone: focus goes to the list's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card"
      aria-labelledby="konto-gespeicherte-suchen"
    >
      <h2
        id="konto-gespeicherte-suchen"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-ink"
      >
        Gespeicherte Suchen
      </h2>
      <p className="text-ink-muted">
        Zu diesen Suchen senden wir Ihnen neue passende Arbeitsangebote per E-Mail
        (Suchbenachrichtigungen). Eine neue Suche speichern Sie mit „Suchen“ unter{" "}
        <Link to={paths.jobSearch} className={linkClass}>
          Arbeitsangebote suchen
        </Link>
        .
      </p>
      {failed ? (
        <p role="alert" className="text-danger-700">
          Ihre Suchbenachrichtigungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : !alerts ? (
        <p role="status">Wird geladen …</p>
      ) : alerts.length === 0 ? (
        <p className="text-ink">Sie haben keine gespeicherten Suchen.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onChanged={replace} onDeleted={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}
