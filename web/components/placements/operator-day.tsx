import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import { DUNNING_TITLES } from "../../../domain/billing/dunning";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate, formatGermanPeriod, formatGermanPeriods } from "../../../domain/dates";
import { paths } from "../../../domain/paths";
import {
  SEARCH_ORDER_STATUS_LABELS,
  type SearchOrderStatus,
} from "../../../domain/search-order-status";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { RowButton } from "../admin/row-button";
import { WorkedDaysList } from "./worked-days-editor";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";
const card = "flex flex-col gap-2 rounded-card bg-white p-5 shadow-card";

/**
 * The operator's day on the console's start page: orders waiting for acceptance with
 * their deadline (overdue first), confirmed placements waiting for "vermittelt", missing
 * invoice copies and due dunning levels; each list links to where the action is.
 */
/** Under a section that shows only its first rows (the oldest): how many there are. */
function FirstOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm text-ink-muted">
      Die ältesten {shown} von {total.toLocaleString("de-DE")} werden gezeigt.
    </p>
  );
}

export function OperatorDay() {
  const { data, failed, reload } = useApiData("GET /admin/work");
  const act = async (run: () => ReturnType<typeof apiRequest>, done: string, fail: string) => {
    const result = await run();
    if (result.kind === "ok") {
      toast.success(done);
      void reload();
    } else showServerErrors(result, { text: fail });
  };
  if (failed) return <p role="alert">Die offenen Aufgaben konnten nicht geladen werden.</p>;
  if (!data) return <p role="status">Offene Aufgaben werden geladen …</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {data.urgentOrders.length > 0 && (
        <section
          aria-labelledby="aufgaben-dringend"
          className={`${card} border-2 border-danger-700 lg:col-span-3`}
        >
          <h2 id="aufgaben-dringend" className="text-lg font-semibold text-danger-700">
            Dringend: Beginn in den nächsten drei Tagen ({data.urgentOrders.length})
          </h2>
          <ul className="flex flex-col gap-1">
            {data.urgentOrders.map((order) => (
              <li key={order.id} className="font-semibold text-ink">
                {order.pharmacyName || "Apotheke"}, {order.city} ({order.role}): ab{" "}
                {formatGermanDate(order.firstDay)} –{" "}
                {SEARCH_ORDER_STATUS_LABELS[order.status as SearchOrderStatus] ?? order.status}
              </li>
            ))}
          </ul>
          <Link to={paths.adminOrders} className={linkClass}>
            Zu den Suchaufträgen
          </Link>
        </section>
      )}
      <section aria-labelledby="aufgaben-annahme" className={card}>
        <h2 id="aufgaben-annahme" className="text-lg font-semibold text-ink">
          Suchaufträge zur Annahme ({data.ordersToAccept.length})
        </h2>
        <ul className="flex flex-col gap-1">
          {data.ordersToAccept.map((order) => (
            <li
              key={order.id}
              className={order.overdue ? "font-semibold text-danger-700" : "text-ink"}
            >
              {order.pharmacyName || "Apotheke"}, {order.city} ({order.role}): Frist{" "}
              {formatGermanDate(order.deadline)}
              {order.overdue ? " – überfällig" : ""}
            </li>
          ))}
        </ul>
        <Link to={paths.adminOrders} className={linkClass}>
          Zu den Suchaufträgen (Status „Gesendet“)
        </Link>
      </section>
      <section aria-labelledby="aufgaben-vermittelt" className={card}>
        <h2 id="aufgaben-vermittelt" className="text-lg font-semibold text-ink">
          Bestätigt, warten auf „vermittelt“ ({data.totals.placementsToArrange})
        </h2>
        <FirstOf shown={data.placementsToArrange.length} total={data.totals.placementsToArrange} />
        <ul className="flex flex-col gap-1">
          {data.placementsToArrange.map((placement) => (
            <li key={placement.id} className="text-ink">
              {placement.pharmacyName}: {placement.staffName},{" "}
              {formatGermanPeriods(placement.periods)}
            </li>
          ))}
        </ul>
        <Link to={`${paths.adminPlacements}`} className={linkClass}>
          Zu den Einsätzen
        </Link>
      </section>
      <section aria-labelledby="aufgaben-rechnung" className={card}>
        <h2 id="aufgaben-rechnung" className="text-lg font-semibold text-ink">
          Fehlende Rechnungskopien ({data.totals.invoiceCopiesMissing})
        </h2>
        <FirstOf
          shown={data.invoiceCopiesMissing.length}
          total={data.totals.invoiceCopiesMissing}
        />
        <ul className="flex flex-col gap-1">
          {data.invoiceCopiesMissing.map((placement) => (
            <li
              key={placement.id}
              className={
                placement.invoiceCopyOverdue ? "font-semibold text-danger-700" : "text-ink"
              }
            >
              {placement.staffName} für {placement.pharmacyName}: fällig{" "}
              {formatGermanDate(placement.invoiceCopyDue)}
              {placement.invoiceCopyOverdue ? " – überfällig" : ""}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="aufgaben-arbeitstage" className={card}>
        <h2 id="aufgaben-arbeitstage" className="text-lg font-semibold text-ink">
          Bestrittene Arbeitstage ({data.workReportsDisputed.length})
        </h2>
        {data.workReportsDisputed.map((report) => {
          const title = `${report.pharmacyName}: ${report.staffName}, ${formatGermanPeriod(report.periodStart, report.periodEnd)}`;
          return (
            <article key={report.id} aria-label={title} className="flex flex-col gap-2">
              <h3 className="font-semibold text-ink">{title}</h3>
              <WorkedDaysList days={report.staffDays} label="Angaben der Fachkraft" />
              <p className="text-sm text-ink-muted">Angaben der Fachkraft (oben), der Apotheke:</p>
              <WorkedDaysList days={report.ownerDays} label="Angaben der Apotheke" />
              <p className="text-ink">Anmerkung der Apotheke: {report.ownerNote}</p>
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    ["Fachkraft", report.staffDays],
                    ["Apotheke", report.ownerDays],
                  ] as const
                ).map(([who, days]) => (
                  <RowButton
                    key={who}
                    label={`Angaben der ${who} übernehmen (${title})`}
                    onClick={() =>
                      void act(
                        () =>
                          apiRequest("POST /admin/work-reports/:id/resolve", {
                            params: { id: report.id },
                            body: { days: [...days] },
                          }),
                        "Die Arbeitstage sind geklärt.",
                        "Die Arbeitstage konnten nicht geklärt werden.",
                      )
                    }
                  >
                    Angaben der {who} übernehmen
                  </RowButton>
                ))}
              </div>
            </article>
          );
        })}
      </section>
      <section aria-labelledby="aufgaben-abrechnen" className={card}>
        <h2 id="aufgaben-abrechnen" className="text-lg font-semibold text-ink">
          Arbeitstage bestätigt, Rechnung prüfen ({data.placementsToInvoice.length})
        </h2>
        <ul className="flex flex-col gap-2">
          {data.placementsToInvoice.map((row) => {
            const title = `${row.pharmacyName}: ${row.staffName}, ${formatGermanPeriod(row.firstDay, row.lastDay)}`;
            return (
              <li key={row.placementId} className="flex flex-col items-start gap-1 text-ink">
                <span>
                  {title}: {row.workedDays === 1 ? "1 Arbeitstag" : `${row.workedDays} Arbeitstage`}
                  , {formatEuro(row.grossCents)} brutto
                </span>
                <RowButton
                  label={`Rechnung stellen (${title})`}
                  onClick={() =>
                    void act(
                      () =>
                        apiRequest("POST /admin/placements/:id/invoice", {
                          params: { id: row.placementId },
                        }),
                      "Die Rechnung ist gestellt und an die Apotheke gesendet.",
                      "Die Rechnung konnte nicht gestellt werden.",
                    )
                  }
                >
                  Rechnung stellen
                </RowButton>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="aufgaben-mahnungen" className={card}>
        <h2 id="aufgaben-mahnungen" className="text-lg font-semibold text-ink">
          Mahnungen fällig ({data.totals.remindersDue})
        </h2>
        <FirstOf shown={data.remindersDue.length} total={data.totals.remindersDue} />
        <ul className="flex flex-col gap-1">
          {data.remindersDue.map((due) => (
            <li key={due.id} className="text-ink">
              {due.number}, {due.pharmacyName}: {DUNNING_TITLES[due.level]} (offen{" "}
              {formatEuro(due.openCents)}, Frist seit {formatGermanDate(due.since)})
            </li>
          ))}
        </ul>
        <Link to={`${paths.adminInvoices}?status=overdue`} className={linkClass}>
          Zu den überfälligen Rechnungen
        </Link>
      </section>
    </div>
  );
}
