import { useState } from "react";
import toast from "react-hot-toast/headless";
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
 * sends and one that goes back. The button refuses with `requiredMessage` until the box
 * is ticked; the server checks the same flag.
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
  submit: () => Promise<ApiResult<{ message: string }>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const fee = useOrderFee(orderId);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!accepted) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    const result = await submit();
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onDone();
      return;
    }
    showServerErrors(result, { translate: translateSearchOrderMessage });
  };

  return (
    <>
      <FeeSummary fee={fee} {...(feeTitle ? { title: feeTitle } : {})} />
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
        <Button onClick={send} busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
