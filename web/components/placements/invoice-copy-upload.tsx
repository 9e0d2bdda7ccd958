import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import type { PlacementView } from "../../../domain/api/placements";
import { formatGermanDate, todayIsoDate } from "../../../domain/dates";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { formatDateTime } from "../../lib/job-board-format";
import { controlClasses, FormField } from "../form/form-field";
import { Button } from "../ui/button";

/**
 * The provider's invoice copy (AGB Dienstleister § 8: within 14 days after the last
 * day): a PDF of at most 10 MB, checked by content on the server.
 */
export function InvoiceCopyUpload({
  placement,
  onUploaded,
}: {
  placement: PlacementView;
  onUploaded: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The first day as the server counts it: in Köln, not in UTC.
  const started = placement.firstDay <= todayIsoDate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("invoice_copy");
    if (!(file instanceof File) || file.size === 0) {
      setError("Bitte wählen Sie die Rechnungskopie als PDF-Datei aus.");
      return;
    }
    if (file.size > 10 * 1024 * 1024) {
      setError("Die Datei darf höchstens 10 MB groß sein.");
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /placements/:id/invoice-copy", {
      params: { id: placement.id },
      body: form,
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onUploaded();
    } else showServerErrors(result, { translate: translateSearchOrderMessage, inline: setError });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <p className="text-ink">
        {placement.invoiceCopy
          ? `Rechnungskopie hochgeladen: ${placement.invoiceCopy.name} (${formatDateTime(placement.invoiceCopy.uploadedAt)}).`
          : `Bitte laden Sie die Kopie Ihrer Rechnung an die Apotheke bis zum ${formatGermanDate(placement.invoiceCopyDue)} hoch.`}
      </p>
      {started ? (
        <>
          <FormField
            label={
              placement.invoiceCopy
                ? "Neue Rechnungskopie (PDF, max. 10 MB)"
                : "Rechnungskopie (PDF, max. 10 MB)"
            }
            error={error}
          >
            {(wiring) => (
              <input
                type="file"
                name="invoice_copy"
                accept="application/pdf,.pdf"
                {...wiring}
                className={controlClasses}
                onChange={() => setError(undefined)}
              />
            )}
          </FormField>
          <Button type="submit" className="self-start" busy={busy} busyLabel="Wird hochgeladen...">
            Rechnungskopie hochladen
          </Button>
        </>
      ) : (
        <p className="text-sm text-ink-muted">
          Das Hochladen ist ab dem ersten Einsatztag möglich.
        </p>
      )}
    </form>
  );
}
