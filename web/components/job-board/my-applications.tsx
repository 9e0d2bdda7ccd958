import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import type { Application } from "../../../domain/api/job-board";
import { formatGermanPeriods } from "../../../domain/dates";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { paths } from "../../../domain/paths";
import { WITHDRAWABLE_APPLICATION_STATUSES } from "../../../domain/placement-status";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { formatDateTime } from "../../lib/job-board-format";
import { Button } from "../ui/button";

/**
 * "Bewerbung zurückziehen", asked once more before it is sent: withdrawing revokes the
 * data consent the application was given with.
 */
function WithdrawApplication({
  application,
  titleId,
  onWithdrawn,
}: {
  application: Application;
  /** Id of the application's title, which tells the rows' buttons apart. */
  titleId: string;
  onWithdrawn: (application: Application) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  // The button that opened the question is gone: keyboard focus moves to the question,
  // and back to the button when she steps back or the withdrawal fails.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (!refocus) return;
    withdrawButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const withdraw = async () => {
    setBusy(true);
    const result = await apiRequest("DELETE /applications/:id", {
      params: { id: application.id },
    });
    setBusy(false);
    setAsking(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onWithdrawn(application);
    } else {
      showServerErrors(result, { translate: translateSearchOrderMessage });
      setRefocus(true);
    }
  };

  if (!asking) {
    return (
      <Button
        ref={withdrawButton}
        variant="secondary"
        className="self-start"
        aria-describedby={titleId}
        onClick={() => setAsking(true)}
      >
        Bewerbung zurückziehen
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p ref={question} tabIndex={-1} className="text-ink">
        Möchten Sie die Bewerbung wirklich zurückziehen? Ihre Einwilligung zur Weitergabe Ihrer
        Daten für dieses Angebot wird damit widerrufen.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} busyLabel="Wird zurückgezogen..." onClick={withdraw}>
          Ja, zurückziehen
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            setRefocus(true);
          }}
        >
          Abbrechen
        </Button>
      </div>
    </div>
  );
}

/** The staff member's own applications (GET /api/applications), each to withdraw. */
export function MyApplications({
  applications,
  onWithdrawn,
}: {
  applications: Application[] | undefined;
  onWithdrawn: (application: Application) => void;
}) {
  return (
    <section aria-labelledby="bewerbungen" className="flex flex-col gap-3">
      <h2 id="bewerbungen" className="text-2xl font-semibold text-ink">
        Meine Bewerbungen
      </h2>
      {!applications || applications.length === 0 ? (
        <p className="text-ink-muted">Sie haben sich noch auf kein Angebot beworben.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {applications.map((application) => (
            <li
              key={application.id}
              className="flex flex-col gap-3 rounded-card border border-line bg-white p-4"
            >
              <div>
                <p id={`bewerbung-${application.id}`} className="font-semibold text-ink">
                  {application.order.type}: {application.order.role} in {application.order.city}
                </p>
                <p className="text-ink">{formatGermanPeriods(application.order.periods)}</p>
                <p className="text-sm text-ink-muted">
                  Beworben am {formatDateTime(application.createdAt)} · Status:{" "}
                  <span className="font-semibold text-ink">{application.statusLabel}</span>
                </p>
                {application.status === "confirmed" && (
                  <p className="text-ink">
                    Name und Kontaktdaten der Apotheke finden Sie unter{" "}
                    <Link
                      to={paths.accountPlacements}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      Meine Einsätze
                    </Link>
                    .
                  </p>
                )}
              </div>
              {WITHDRAWABLE_APPLICATION_STATUSES.includes(application.status) && (
                <WithdrawApplication
                  application={application}
                  titleId={`bewerbung-${application.id}`}
                  onWithdrawn={onWithdrawn}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
