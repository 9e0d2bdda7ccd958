import { useState } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import { messagesDe } from "../../../domain/messages/de";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { paths } from "../../../domain/paths";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { FeeSummary } from "../billing/fee-summary";
import { useOrderFee } from "../billing/use-order-fee";
import { CheckboxField } from "../form/choices";
import { Button } from "../ui/button";
import { OrderFacts, type OwnerOrder } from "./order-facts";

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
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fee = useOrderFee(order.id);

  const send = async () => {
    if (!accepted) {
      setError(messagesDe["sendTerms.required"]);
      return;
    }
    setBusy(true);
    const result = await apiRequest<{ message: string }>(
      "POST",
      `/search-orders/${order.id}/send`,
      {
        feeTermsAccepted: true,
      },
    );
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onSent();
      return;
    }
    showServerErrors(result, { translate: translateSearchOrderMessage });
  };

  return (
    <section aria-labelledby="zusammenfassung" className="flex flex-col gap-5">
      <h2 id="zusammenfassung" className="text-2xl font-semibold text-ink">
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
      <FeeSummary fee={fee} />
      <CheckboxField
        label="Ich habe die Vergütungsbedingungen gelesen und beauftrage die Vermittlung zahlungspflichtig."
        required
        checked={accepted}
        error={error}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={send} busy={busy}>
          Zahlungspflichtig beauftragen
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Zurück
        </Button>
      </div>
    </section>
  );
}
