import { useState } from "react";
import toast from "react-hot-toast/headless";
import { messagesDe } from "../../../domain/messages/de";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { FeeSummary } from "../billing/fee-summary";
import { useOrderFee } from "../billing/use-order-fee";
import { CheckboxField } from "../form/choices";
import { Button } from "../ui/button";

/**
 * The separate, explicit step before the candidate is confirmed: confirming makes the
 * placement fee due, so the owner sees the fee for this order and accepts it first
 * (docs/decisions/0019-fees-and-price-lists.md).
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
  const fee = useOrderFee(orderId);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!accepted) {
      setError(messagesDe["confirmFee.required"]);
      return;
    }
    setBusy(true);
    const result = await apiRequest<{ message: string }>(
      "POST",
      `/search-orders/${orderId}/confirm`,
      { feeAccepted: true },
    );
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onConfirmed();
      return;
    }
    showServerErrors(result, { translate: translateSearchOrderMessage });
  };

  return (
    <section
      aria-label="Fachkraft verbindlich bestätigen"
      className="flex flex-col gap-4 rounded-card border border-brand-700 bg-brand-50 p-4"
    >
      <p className="text-ink">
        Mit der Bestätigung kommt der Einsatz zustande und die Vermittlungsgebühr wird fällig. Wir
        stellen sie in Rechnung, sobald der Einsatz vermittelt ist.
      </p>
      <FeeSummary fee={fee} title="Vermittlungsgebühr für diesen Einsatz" />
      <CheckboxField
        label="Ich nehme die Vermittlungsgebühr an und bestätige die Fachkraft verbindlich."
        required
        checked={accepted}
        error={error}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={confirm} busy={busy}>
          Verbindlich bestätigen
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </section>
  );
}
