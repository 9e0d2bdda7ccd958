import { Link } from "react-router";
import { DUNNING_TITLES } from "../../../domain/billing/dunning";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate, formatGermanPeriods } from "../../../domain/dates";
import { paths } from "../../../domain/paths";
import {
  SEARCH_ORDER_STATUS_LABELS,
  type SearchOrderStatus,
} from "../../../domain/search-order-status";
import { useApiData } from "../../lib/use-api-data";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";
const card = "flex flex-col gap-2 rounded-card bg-white p-5 shadow-card";

/**
 * The operator's day on the console's start page: orders waiting for acceptance with
 * their deadline (overdue first), confirmed placements waiting for "vermittelt", missing
 * invoice copies and due dunning levels; each list links to where the action is.
 */
export function OperatorDay() {
  const { data, failed } = useApiData("GET /admin/work");
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
          Bestätigt, warten auf „vermittelt“ ({data.placementsToArrange.length})
        </h2>
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
          Fehlende Rechnungskopien ({data.invoiceCopiesMissing.length})
        </h2>
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
      <section aria-labelledby="aufgaben-mahnungen" className={card}>
        <h2 id="aufgaben-mahnungen" className="text-lg font-semibold text-ink">
          Mahnungen fällig ({data.remindersDue.length})
        </h2>
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
