import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { FeeResponse } from "../../../domain/api/billing";
import { formatEuro } from "../../../domain/billing/money";
import { messagesEn } from "../../../domain/messages/en";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import type { ApiResult } from "../../lib/api";
import { CheckboxField } from "../form/choices";
import { Button } from "../ui/button";
import { FeeSummary } from "./fee-summary";
import { useOrderFee } from "./use-order-fee";

/**
 * A binding step that costs the owner a fee ("Zahlungspflichtig beauftragen",
 * "Verbindlich bestätigen"): the order's fee, a checkbox that accepts it, the button that
 * sends and one that goes back. The button waits, disabled, until the fee shows, and
 * refuses with `requiredMessage` until the box is ticked; the server checks the same flag. `submit` gets the fee shown (null: "no
 * price agreed"); when the server answers that the fee has changed meanwhile, the new
 * fee is shown and the box is unticked, so the owner accepts that one. A fee that
 * differs from the one shown when ordering, or from the one shown a moment ago, is
 * named as changed with the old and the new amount (docs/decisions/0058-fee-at-ordering.md).
 */
export function FeeAcceptance({
  orderId,
  feeTitle,
  acceptLabel,
  requiredMessage,
  submitLabel,
  cancelLabel,
  submit,
  onDone,
  onCancel,
}: {
  orderId: string;
  feeTitle?: string;
  acceptLabel: string;
  requiredMessage: string;
  submitLabel: string;
  cancelLabel: string;
  submit: (shownFee: FeeResponse | null) => Promise<ApiResult<{ message: string }>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { fee, orderedFee, failed, reload } = useOrderFee(orderId);
  /** The fee on the page when the server refused it as changed. */
  const [refusedFee, setRefusedFee] = useState<FeeResponse | null>();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!accepted) {
      setError(requiredMessage);
      return;
    }
    // No fee read (still computing, or failed): there is nothing to accept yet.
    if (fee === undefined) {
      if (failed) setError("Die Gebühr konnte nicht geladen werden. Bitte laden Sie sie erneut.");
      return;
    }
    setBusy(true);
    const result = await submit(fee);
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onDone();
      return;
    }
    const feeChanged =
      result.kind === "error" &&
      result.status === 409 &&
      result.body.message === messagesEn["confirmFee.changed"];
    if (feeChanged) {
      setRefusedFee(fee);
      setAccepted(false);
      void reload();
    }
    showServerErrors(result, {
      translate: translateSearchOrderMessage,
      ...(feeChanged ? { inline: setError } : {}),
    });
  };

  // The fee refused a moment ago (null: the page said "no price"), else the one kept at
  // ordering; a draft, or an order sent before fees were kept, has none (null).
  const previous = refusedFee !== undefined ? refusedFee : (orderedFee ?? undefined);
  const changed =
    fee !== undefined &&
    previous !== undefined &&
    (previous?.grossCents ?? null) !== (fee?.grossCents ?? null);
  return (
    <>
      <FeeSummary
        fee={fee}
        {...(feeTitle ? { title: feeTitle } : {})}
        retry={
          failed
            ? () => {
                setError(undefined);
                void reload();
              }
            : undefined
        }
      />
      <CheckboxField
        label={acceptLabel}
        required
        checked={accepted}
        error={error}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        {/* Not before the fee shows: a press then did nothing (seen in a browser test
            under load). Disabled without a spinner, so nothing beside it moves. */}
        <Button onClick={send} busy={busy} disabled={fee === undefined && !failed}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
      {changed && (
        // Below the buttons: the fee arrives after the first paint, and a notice above
        // them would move the checkbox and the buttons under a pointer on its way.
        <div
          role="status"
          data-testid="fee-changed"
          className="rounded-card border-2 border-danger-700 bg-white p-4 text-ink"
        >
          <p className="font-semibold">
            {refusedFee !== undefined
              ? "Die Vermittlungsgebühr hat sich eben geändert."
              : "Die Vermittlungsgebühr hat sich seit Ihrem Auftrag geändert."}
          </p>
          <p>
            Bisher: {amountText(previous)} · Jetzt: {amountText(fee)}. Bitte prüfen Sie die neue
            Gebühr, bevor Sie sie annehmen.
          </p>
        </div>
      )}
    </>
  );
}

function amountText(fee: FeeResponse | null): string {
  return fee ? `${formatEuro(fee.grossCents)} brutto` : "keine Gebühr vereinbart";
}
