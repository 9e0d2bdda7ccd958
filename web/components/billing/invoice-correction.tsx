import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import { formatEuro, vatOf } from "../../../domain/billing/money";
import { messagesDe } from "../../../domain/messages/de";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { TextareaField, TextField } from "../form/inputs";
import { Button } from "../ui/button";

/** "1.234,56" or "1234.5" -> cents; null when it is no amount. */
function euroCents(text: string): number | null {
  const plain = text.trim().replace(/\s|€/g, "");
  const normalized = plain.includes(",") ? plain.replace(/\./g, "").replace(",", ".") : plain;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** "2" or "1,5" -> 2 or 1.5; null when it is no quantity. */
function quantityOf(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 && value <= 10_000 ? value : null;
}

const germanNumber = (value: number) =>
  value.toLocaleString("de-DE", { maximumFractionDigits: 3, useGrouping: false });
const germanAmount = (cents: number) =>
  (cents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, useGrouping: false });

type Errors = Partial<Record<"quantity" | "price" | "description" | "reason", string>>;

/**
 * The operator's correction of an invoice (issue 28, item 3;
 * docs/decisions/0057-worked-days-and-corrections.md): quantity, net unit price or text
 * of its one line, and the reason. The server writes a cancellation invoice and the new
 * invoice, each naming the other, and mails both to the pharmacy.
 */
export function InvoiceCorrection({
  invoiceId,
  number,
  onDone,
}: {
  invoiceId: string;
  number: string;
  onDone: () => void;
}) {
  const { data, failed } = useApiData("GET /admin/invoices/:id/lines", {
    params: { id: invoiceId },
  });
  if (failed) return <p role="alert">Die Positionen der Rechnung konnten nicht geladen werden.</p>;
  if (!data) return <p role="status">Positionen werden geladen …</p>;
  const [line] = data.lines;
  return (
    <section aria-labelledby="korrektur" className="flex flex-col gap-3">
      <h3 id="korrektur" className="text-lg font-semibold text-ink">
        Rechnung korrigieren
      </h3>
      {data.lines.length === 1 && line ? (
        <CorrectionForm invoiceId={invoiceId} number={number} line={line} onDone={onDone} />
      ) : (
        <p>{messagesDe["invoice.oneLineOnly"]}</p>
      )}
    </section>
  );
}

function CorrectionForm({
  invoiceId,
  number,
  line,
  onDone,
}: {
  invoiceId: string;
  number: string;
  line: {
    description: string;
    quantity: number;
    unit_net_cents: number;
    net_cents: number;
    vat_rate: number;
  };
  onDone: () => void;
}) {
  const [quantity, setQuantity] = useState(germanNumber(line.quantity));
  const [price, setPrice] = useState(germanAmount(line.unit_net_cents));
  const [description, setDescription] = useState(line.description);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const parsedQuantity = quantityOf(quantity);
  const parsedPrice = euroCents(price);
  const net =
    parsedQuantity !== null && parsedPrice !== null
      ? Math.round(parsedQuantity * parsedPrice)
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (parsedQuantity === null) found.quantity = "Bitte eine Menge über 0 angeben, z. B. 2.";
    if (parsedPrice === null) found.price = "Bitte einen Betrag in Euro angeben, z. B. 60,00.";
    if (description.trim().length < 3) found.description = "Bitte den Text der Position angeben.";
    if (reason.trim().length < 3) found.reason = "Bitte geben Sie den Grund der Korrektur an.";
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0 || parsedQuantity === null || parsedPrice === null) return;
    const body = {
      reason: reason.trim(),
      ...(parsedQuantity !== line.quantity ? { quantity: parsedQuantity } : {}),
      ...(parsedPrice !== line.unit_net_cents ? { unit_net_cents: parsedPrice } : {}),
      ...(description.trim() !== line.description ? { description: description.trim() } : {}),
    };
    if (Object.keys(body).length === 1) {
      setFormError(messagesDe["invoice.correctionUnchanged"]);
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /admin/invoices/:id/correct", {
      params: { id: invoiceId },
      body,
    });
    setBusy(false);
    if (result.kind === "ok") {
      const { cancellation, corrected } = result.body;
      toast.success(
        `Rechnung ${number} storniert (${cancellation.number}) und durch ${corrected.number} ersetzt; beide sind an die Apotheke gesendet.`,
      );
      onDone();
    } else {
      showServerErrors(result, {
        translate: translateSearchOrderMessage,
        inline: setFormError,
        text: (failure) =>
          failure.kind === "error" && failure.status === 422 && !failure.body.message
            ? "Die Korrektur konnte nicht gespeichert werden. Bitte prüfen Sie die Angaben."
            : undefined,
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <p className="text-ink-muted">
        Es entstehen eine Stornorechnung zu {number} und eine neue Rechnung; beide nennen einander
        und gehen an die Apotheke.
      </p>
      <div className="flex flex-wrap gap-3">
        <TextField
          label="Menge"
          inputMode="decimal"
          value={quantity}
          error={errors.quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            setErrors((old) => ({ ...old, quantity: undefined }));
          }}
        />
        <TextField
          label="Einzelpreis netto in Euro"
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(event) => {
            setPrice(event.target.value);
            setErrors((old) => ({ ...old, price: undefined }));
          }}
        />
      </div>
      <TextareaField
        label="Text der Position"
        rows={3}
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors((old) => ({ ...old, description: undefined }));
        }}
      />
      <TextareaField
        label="Grund der Korrektur"
        rows={2}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((old) => ({ ...old, reason: undefined }));
        }}
      />
      <p aria-live="polite" data-testid="correction-total">
        {net !== null
          ? `Neue Rechnung: ${formatEuro(net)} netto, ${formatEuro(net + vatOf(net, line.vat_rate))} brutto (bisher ${formatEuro(line.net_cents)} netto)`
          : "Neue Rechnung: bitte Menge und Einzelpreis angeben"}
      </p>
      {formError && (
        <p role="alert" className="font-semibold text-danger-700">
          {formError}
        </p>
      )}
      <Button type="submit" variant="secondary" className="self-start" busy={busy}>
        Korrektur ausstellen
      </Button>
    </form>
  );
}
