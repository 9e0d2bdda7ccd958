import { useEffect, useRef } from "react";
import { messagesDe } from "../../../domain/messages/de";
import { apiRequest } from "../../lib/api";
import { FeeAcceptance } from "../billing/fee-acceptance";

/**
 * The separate, explicit step before the candidate is confirmed: confirming makes the
 * placement fee due, so the owner sees the fee for this order and accepts it first
 * (docs/decisions/0019-fees-and-price-lists.md); the invoice follows the worked days
 * (docs/decisions/0057-worked-days-and-corrections.md). It takes the place of the button
 * that opened it, and the focus.
 */
export function ConfirmCandidatePanel({
  orderId,
  onConfirmed,
  onCancel,
}: {
  orderId: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const step = useRef<HTMLElement>(null);
  useEffect(() => {
    step.current?.focus();
  }, []);
  return (
    <section
      ref={step}
      tabIndex={-1}
      aria-label="Fachkraft verbindlich bestätigen"
      className="flex scroll-mt-6 flex-col gap-4 rounded-card border border-brand-700 bg-brand-50 p-4"
    >
      <p className="text-ink">
        Mit der Bestätigung kommt der Einsatz zustande und die Vermittlungsgebühr wird fällig. Wir
        stellen sie in Rechnung, sobald die gearbeiteten Tage bestätigt sind.
      </p>
      <FeeAcceptance
        orderId={orderId}
        feeTitle="Vermittlungsgebühr für diesen Einsatz"
        acceptLabel="Ich nehme die Vermittlungsgebühr an und bestätige die Fachkraft verbindlich."
        requiredMessage={messagesDe["confirmFee.required"]}
        submitLabel="Verbindlich bestätigen"
        cancelLabel="Abbrechen"
        submit={(shownFee) =>
          apiRequest("POST /search-orders/:id/confirm", {
            params: { id: orderId },
            // The fee the owner saw: the server fixes it only if it is still the price.
            body: { feeAccepted: true, feeGrossCents: shownFee?.grossCents ?? null },
          })
        }
        onDone={onConfirmed}
        onCancel={onCancel}
      />
    </section>
  );
}
