import { formatDateTime, formatPeriods, type PublicOrderView } from "../../lib/job-board-format";

export interface ApplicationView {
  id: string;
  createdAt: string;
  dataConsentAt: string;
  open: boolean;
  order: PublicOrderView;
}

/** The staff member's own applications (GET /api/applications). */
export function MyApplications({ applications }: { applications: ApplicationView[] | undefined }) {
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
            <li key={application.id} className="rounded-card border border-line bg-white p-4">
              <p className="font-semibold text-ink">
                {application.order.type}: {application.order.role} in {application.order.city}
              </p>
              <p className="text-ink">{formatPeriods(application.order.periods)}</p>
              <p className="text-sm text-ink-muted">
                Beworben am {formatDateTime(application.createdAt)} ·{" "}
                {application.open ? "Angebot offen" : "Angebot nicht mehr offen"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
