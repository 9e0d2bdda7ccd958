import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import type { WorkReportView } from "../../../domain/api/worked-days";
import { formatGermanDate, formatGermanPeriod } from "../../../domain/dates";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import type { WorkedDay } from "../../../domain/worked-days";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";
import { missingTimes, WorkedDaysEditor, WorkedDaysList } from "./worked-days-editor";

/**
 * "Arbeitstage" on a placement card (docs/decisions/0057-worked-days-and-corrections.md):
 * per period the staff member's form, prefilled from the plan, from the period's last
 * day on; once sent, its status and the days, for both sides.
 */
export function WorkedDaysReports({
  placementId,
  titleId,
  reports,
  side,
  onSent,
}: {
  placementId: string;
  /** The placement card's title: the section is named with it, one name per card. */
  titleId: string;
  reports: WorkReportView[];
  side: "owner" | "staff";
  onSent: () => void;
}) {
  if (reports.length === 0) return null;
  const headingId = `arbeitstage-${placementId}`;
  return (
    <section aria-labelledby={`${headingId} ${titleId}`} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-semibold text-ink">
        Arbeitstage
      </h4>
      {reports.map((period) => (
        <PeriodReport
          key={period.periodStart}
          placementId={placementId}
          period={period}
          side={side}
          onSent={onSent}
        />
      ))}
    </section>
  );
}

function PeriodReport({
  placementId,
  period,
  side,
  onSent,
}: {
  placementId: string;
  period: WorkReportView;
  side: "owner" | "staff";
  onSent: () => void;
}) {
  const [days, setDays] = useState<WorkedDay[]>(period.planned);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const title = formatGermanPeriod(period.periodStart, period.periodEnd);
  const errorId = `arbeitstage-fehler-${placementId}-${period.periodStart}`;

  if (period.report) {
    const report = period.report;
    return (
      <div className="flex flex-col gap-2">
        <p className="text-ink">
          {title}: {report.statusLabel}
        </p>
        <WorkedDaysList
          days={report.confirmedDays ?? report.staffDays}
          label={`Arbeitstage ${title}`}
        />
      </div>
    );
  }
  if (side === "owner") {
    return (
      <p className="text-ink-muted">
        {title}: Die Fachkraft hat die Arbeitstage noch nicht gemeldet.
      </p>
    );
  }
  if (!period.due) {
    return (
      <p className="text-ink-muted">
        {title}: Ab dem {formatGermanDate(period.periodEnd)} melden Sie hier die tatsächlich
        gearbeiteten Tage und Zeiten.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingTimes(days);
    if (missing) {
      setError(missing);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await apiRequest("POST /placements/:id/worked-days", {
      params: { id: placementId },
      body: { days },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onSent();
    } else showServerErrors(result, { translate: translateSearchOrderMessage, inline: setError });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Arbeitstage ${title} melden`}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3"
    >
      <p className="text-ink">
        Bitte prüfen Sie die geplanten Tage ({title}) und tragen Sie ein, was Sie tatsächlich
        gearbeitet haben. Die Apotheke bestätigt die Tage; danach stellt apostaff die
        Vermittlungsgebühr in Rechnung.
      </p>
      <WorkedDaysEditor
        days={days}
        onChange={setDays}
        idPrefix={`tag-${placementId}`}
        disabled={busy}
      />
      {error && (
        <p id={errorId} role="alert" className="text-danger-700">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" busy={busy} busyLabel="Wird gesendet...">
        Arbeitstage senden
      </Button>
    </form>
  );
}
