import toast from "react-hot-toast/headless";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanPeriods } from "../../../domain/dates";
import { showServerErrors } from "../../forms/server-errors";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { useKeysetList } from "../../lib/use-keyset-list";
import { RowButton } from "../admin/row-button";
import { LoadMore } from "../ui/load-more";

const NO_QUERY = {};

type BillableOrder = AnswerOf<"GET /admin/billable-orders">["orders"][number];

const cell = "border-b border-line px-2 py-2 text-left align-top";

/**
 * Confirmed orders not yet invoiced, with the fee their invoice would carry. Until
 * placements are built, the operator issues the invoice here; afterwards marking a
 * placement "vermittelt" does it.
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
      showServerErrors(result, { text: "Die Rechnung konnte nicht gestellt werden." });
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
        <div className="overflow-x-auto">
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
                  <td className={`${cell} text-right`}>
                    {order.fee ? formatEuro(order.fee.grossCents) : "kein Preis"}
                  </td>
                  <td className={cell}>
                    {order.fee && (
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
        </div>
      )}
      <LoadMore next={next} loading={loadingMore} onLoad={() => void loadMore()} />
    </section>
  );
}
