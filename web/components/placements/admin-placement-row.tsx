import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { AdminPlacementView } from "../../../domain/api/placements";
import { formatGermanDate, formatGermanPeriods } from "../../../domain/dates";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { CANCELLED_BY_LABELS } from "../../../domain/placement-status";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";
import { TitleText } from "../ui/title-text";
import { CancelPlacement } from "./cancel-placement";

function invoiceCopyText(placement: AdminPlacementView): string {
  if (placement.invoiceCopy) return `hochgeladen (${placement.invoiceCopy.name})`;
  if (!placement.staffAccount && placement.status !== "cancelled") {
    return "nicht mehr zu erwarten (Konto der Fachkraft gelöscht)";
  }
  if (placement.invoiceCopyOverdue)
    return `fehlt – überfällig seit ${formatGermanDate(placement.invoiceCopyDue)}`;
  if (placement.invoiceCopyMissing)
    return `fehlt – fällig bis ${formatGermanDate(placement.invoiceCopyDue)}`;
  return "noch nicht fällig";
}

/**
 * One placement record in the console: shown whatever happened to the accounts, with
 * "Als vermittelt markieren" while it is confirmed and the cancellation while it stands
 * (a "vermittelt" one until its last day; its invoice is corrected separately).
 */
export function AdminPlacementRow({
  placement,
  onChanged,
}: {
  placement: AdminPlacementView;
  onChanged: () => void;
}) {
  const titleId = `einsatz-${placement.id}`;
  // Issuing the invoice (PDF with its e-invoice) takes a moment: the button says so.
  const [arranging, setArranging] = useState(false);
  const arrange = async () => {
    setArranging(true);
    const result = await apiRequest("POST /admin/placements/:id/arrange", {
      params: { id: placement.id },
    });
    setArranging(false);
    if (result.kind === "ok") {
      toast.success(
        `${translateSearchOrderMessage(result.body.message)} Er steht jetzt unter Status „Vermittelt“.`,
      );
      onChanged();
    } else showServerErrors(result, { translate: translateSearchOrderMessage });
  };
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-card bg-white p-5 shadow-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          <TitleText
            text={`${placement.pharmacyName}: ${placement.staffName} (${placement.staffProfession})`}
          />
        </h2>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {placement.statusLabel}
        </p>
      </header>
      <p className="text-ink">
        {placement.type} · {formatGermanPeriods(placement.periods)} · {placement.workingHours} ·{" "}
        {placement.street}, {placement.postalCode} {placement.city}
      </p>
      <p className="text-ink">
        Apotheke: {placement.pharmacyName} · Inhaber/-in: {placement.ownerName}
        {placement.ownerAccount ? "" : " (Konto gelöscht)"} · Fachkraft: {placement.staffName}
        {placement.staffAccount ? "" : " (Konto gelöscht)"}
      </p>
      <p className="text-ink">Rechnungskopie: {invoiceCopyText(placement)}</p>
      {placement.cancelledBy && (
        <p className="text-ink">
          Abgesagt von {CANCELLED_BY_LABELS[placement.cancelledBy]}: {placement.cancelReason}
        </p>
      )}
      {(placement.status === "confirmed" ||
        (placement.status === "arranged" && !placement.past)) && (
        <div className="flex flex-wrap items-start gap-2">
          {placement.status === "confirmed" && (
            <Button
              onClick={arrange}
              aria-describedby={titleId}
              busy={arranging}
              busyLabel="Rechnung wird erstellt..."
            >
              Als vermittelt markieren
            </Button>
          )}
          <CancelPlacement
            placementId={placement.id}
            titleId={titleId}
            onCancelled={onChanged}
            disabled={arranging}
          />
        </div>
      )}
    </article>
  );
}
