import { Link } from "react-router";
import type { OwnerOrder } from "../../../domain/api/job-board";
import { messagesDe } from "../../../domain/messages/de";
import { paths } from "../../../domain/paths";
import { apiRequest } from "../../lib/api";
import { FeeAcceptance } from "../billing/fee-acceptance";
import { OrderFacts } from "./order-facts";

/**
 * The summary before the binding order: what is ordered, the fee terms (a fee only on
 * successful placement, per the agreed price list and the owners' terms), the fee
 * computed from the order's periods, a confirmation, then "Zahlungspflichtig beauftragen".
 */
export function SendOrderPanel({
  order,
  onSent,
  onCancel,
}: {
  order: OwnerOrder;
  onSent: () => void;
  onCancel: () => void;
}) {
  return (
    <section aria-labelledby="zusammenfassung" className="flex flex-col gap-5">
      <h2
        id="zusammenfassung"
        tabIndex={-1}
        className="scroll-mt-6 text-2xl font-semibold text-ink"
      >
        Zusammenfassung Ihres Suchauftrags
      </h2>
      <OrderFacts order={order} />
      <div className="rounded-card border border-brand-700 bg-brand-50 p-4 text-ink">
        <h3 className="mb-2 font-semibold">Vergütung</h3>
        <p>
          Mit „Zahlungspflichtig beauftragen“ erteilen Sie uns einen verbindlichen Suchauftrag. Eine
          Vermittlungsgebühr fällt nur bei erfolgreicher Vermittlung an; ihre Höhe richtet sich nach
          der mit Ihnen vereinbarten Preisliste. Es gelten unsere{" "}
          <Link to={paths.termsOwners} className="font-semibold underline underline-offset-2">
            AGB für Apothekeninhaber/-innen
          </Link>
          . Wir bestätigen den Eingang per E-Mail und nehmen den Auftrag innerhalb von zwei
          Werktagen an oder lehnen ihn mit Begründung ab.
        </p>
      </div>
      <FeeAcceptance
        orderId={order.id}
        acceptLabel="Ich habe die Vergütungsbedingungen gelesen und beauftrage die Vermittlung zahlungspflichtig."
        requiredMessage={messagesDe["sendTerms.required"]}
        submitLabel="Zahlungspflichtig beauftragen"
        cancelLabel="Zurück"
        submit={() =>
          apiRequest("POST /search-orders/:id/send", {
            params: { id: order.id },
            body: { feeTermsAccepted: true },
          })
        }
        onDone={onSent}
        onCancel={onCancel}
      />
    </section>
  );
}
