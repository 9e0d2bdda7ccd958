import toast from "react-hot-toast/headless";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanPeriods } from "../../../domain/dates";
import { messagesDe } from "../../../domain/messages/de";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { useKeysetList } from "../../lib/use-keyset-list";
import { RowButton } from "../admin/row-button";
import { LoadMore } from "../ui/load-more";
import { ScrollBox } from "../ui/scroll-box";

const NO_QUERY = {};

type BillableOrder = AnswerOf<"GET /admin/billable-orders">["orders"][number];

const cell = "border-b border-line px-2 py-2 text-left align-top";

/**
 * Why an order cannot be invoiced yet, or null: an order with a placement is invoiced
 * for its confirmed worked days (docs/decisions/0057-worked-days-and-corrections.md).
 */
function waitingReason(order: BillableOrder): string | null {
  if (!order.fee && !order.worked_days?.confirmed) return "Kein Preis in der Preisliste.";
  if (order.worked_days && !order.worked_days.confirmed) {
    return "Wartet auf die bestätigten Arbeitstage: Die Rechnung folgt ihnen.";
  }
  if (order.worked_days?.worked === 0 || !order.fee) {
    return "Kein Tag gearbeitet: nichts abzurechnen.";
  }
  return null;
}

/** The fee column: for confirmed worked days, or what the planned days would cost. */
function feeText(order: BillableOrder): string {
  if (!order.fee) return "–";
  const amount = formatEuro(order.fee.grossCents);
  if (!order.worked_days) return amount;
  if (!order.worked_days.confirmed) return `geplant ${amount}`;
  const days = order.fee.placementDays;
  return `${amount} (${days === 1 ? "1 Arbeitstag" : `${days} Arbeitstage`})`;
}

/**
 * Confirmed orders not yet invoiced, with the fee their invoice would carry. An order
 * with a placement waits for its confirmed worked days (the row says so); the operator's
 * to-do lists it too once they are confirmed. An order confirmed before placements
 * existed is invoiced for its planned days.
 */
export function BillableOrders({ onIssued }: { onIssued: () => void }) {
  const {
    items: orders,
    next,
    reload: load,
    loadMore,
    loadingMore,
  } = useKeysetList("GET /admin/billable-orders", "orders", NO_QUERY);

  const issue = async (order: BillableOrder) => {
    const result = await apiRequest("POST /admin/invoices", { body: { order_id: order.id } });
    if (result.kind === "ok") {
      toast.success(`Rechnung ${result.body.number} gestellt und an die Apotheke gesendet.`);
      void load();
      onIssued();
    } else {
      showServerErrors(result, {
        translate: translateSearchOrderMessage,
        // A refusal with a known reason (days not confirmed, ...) says it; else ours.
        text: (failure) =>
          failure.kind === "error" &&
          failure.status === 409 &&
          typeof failure.body.message === "string" &&
          translateSearchOrderMessage(failure.body.message) !== messagesDe["common.unexpectedError"]
            ? undefined
            : "Die Rechnung konnte nicht gestellt werden.",
      });
    }
  };

  return (
    <section aria-labelledby="abzurechnen" className="flex flex-col gap-3">
      <h2 id="abzurechnen" className="text-xl font-semibold text-ink">
        Abzurechnende Aufträge
      </h2>
      {orders === undefined && <p>Wird geladen …</p>}
      {orders?.length === 0 && (
        <p className="text-ink-muted">Keine bestätigten Aufträge ohne Rechnung.</p>
      )}
      {orders && orders.length > 0 && (
        <ScrollBox caption="Abzurechnende Aufträge">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Abzurechnende Aufträge</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Apotheke
                </th>
                <th scope="col" className={cell}>
                  Auftrag
                </th>
                <th scope="col" className={cell}>
                  Zeitraum
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Gebühr brutto
                </th>
                <th scope="col" className={cell}>
                  Aktion
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className={cell}>{order.pharmacy_name}</td>
                  <td className={cell}>
                    {order.role}, {order.type}
                  </td>
                  <td className={cell}>{formatGermanPeriods(order.periods)}</td>
                  <td className={`${cell} text-right`}>{feeText(order)}</td>
                  <td className={cell}>
                    {waitingReason(order) ?? (
                      <RowButton
                        label={`Rechnung für ${order.pharmacy_name} stellen`}
                        onClick={() => void issue(order)}
                      >
                        Rechnung stellen
                      </RowButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <LoadMore next={next} loading={loadingMore} onLoad={() => void loadMore()} />
    </section>
  );
}
