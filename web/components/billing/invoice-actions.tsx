import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import { formatEuro } from "../../../domain/billing/money";
import { todayIsoDate } from "../../../domain/dates";
import { showServerErrors } from "../../forms/server-errors";
import { type ApiResult, apiRequest } from "../../lib/api";
import type { ItemOf } from "../admin/use-admin-list";
import { TextareaField, TextField } from "../form/inputs";
import { Button } from "../ui/button";
import { DunningPanel } from "./dunning-panel";
import { InvoiceCorrection } from "./invoice-correction";

/** A row of the console's invoice list. */
export type ConsoleInvoice = ItemOf<"GET /admin/invoices">;

/** The operator's actions on one invoice: payments, dunning, correction, cancellation invoice. */
export function InvoiceActions({
  invoice,
  onDone,
}: {
  invoice: ConsoleInvoice;
  onDone: () => void;
}) {
  const [paidOn, setPaidOn] = useState(invoice.paid_on ?? todayIsoDate());
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (sent: Promise<ApiResult<unknown>>, success: string) => {
    setBusy(true);
    const result = await sent;
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(success);
      onDone();
    } else {
      showServerErrors(result, { text: "Das hat nicht geklappt. Bitte prüfen Sie die Angaben." });
    }
  };
  const params = { id: invoice.id };
  const savePayment = (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (text && !/^\d{1,7}([.,]\d{1,2})?$/.test(text.replace(/\./g, ""))) {
      setAmountError("Bitte einen Betrag in Euro angeben, z. B. 357,00.");
      return;
    }
    const cents = text
      ? Math.round(Number(text.replace(/\./g, "").replace(",", ".")) * 100)
      : undefined;
    void run(
      apiRequest("POST /admin/invoices/:id/payment", {
        params,
        body: { paid_on: paidOn, ...(cents ? { amount_cents: cents } : {}) },
      }),
      `Zahlungseingang für ${invoice.number} gespeichert.`,
    );
  };
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError("Bitte geben Sie einen Grund an.");
      return;
    }
    void run(
      apiRequest("POST /admin/invoices/:id/cancel", { params, body: { reason } }),
      `Stornorechnung zu ${invoice.number} erstellt.`,
    );
  };

  if (invoice.kind === "cancellation" || invoice.status === "cancelled") {
    return <p>Für diese Rechnung gibt es keine weiteren Schritte.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={savePayment} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Zahlungseingang am"
          type="date"
          value={paidOn}
          max={todayIsoDate()}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <TextField
          label="Betrag in Euro (leer: offener Betrag)"
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
        />
        <Button type="submit" busy={busy}>
          Zahlung erfassen
        </Button>
        {invoice.paid_on && (
          <Button
            variant="ghost"
            onClick={() =>
              void run(
                apiRequest("POST /admin/invoices/:id/payment", { params, body: { paid_on: null } }),
                "Zahlungen entfernt.",
              )
            }
          >
            Zahlungen entfernen
          </Button>
        )}
      </form>
      <DunningPanel invoiceId={invoice.id} number={invoice.number} run={run} />
      <InvoiceCorrection invoiceId={invoice.id} number={invoice.number} onDone={onDone} />
      <form onSubmit={cancel} className="flex flex-col gap-3">
        <TextareaField
          label={`Grund der Stornierung (${formatEuro(invoice.gross_cents)})`}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" className="self-start">
          Stornorechnung erstellen
        </Button>
      </form>
    </div>
  );
}
