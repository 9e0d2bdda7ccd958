import { useState } from "react";
import { DUNNING_TITLES } from "../../../domain/billing/dunning";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate } from "../../../domain/dates";
import type { ApiResult } from "../../lib/api";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { Button } from "../ui/button";

/**
 * Payments and dunning of one invoice in the console (issue 28, item 4): what was paid,
 * which levels went out, and the level due now, sent only after the operator confirms.
 */
export function DunningPanel({
  invoiceId,
  number,
  run,
}: {
  invoiceId: string;
  number: string;
  run: (sent: Promise<ApiResult<unknown>>, success: string) => Promise<void>;
}) {
  const { data, failed } = useApiData("GET /admin/invoices/:id/dunning", {
    params: { id: invoiceId },
  });
  const [confirming, setConfirming] = useState(false);
  if (failed) return <p role="alert">Zahlungen und Mahnungen konnten nicht geladen werden.</p>;
  if (!data) return <p role="status">Zahlungen und Mahnungen werden geladen …</p>;
  const { next } = data;
  return (
    <section aria-labelledby="mahnwesen" className="flex flex-col gap-2">
      <h3 id="mahnwesen" className="text-lg font-semibold text-ink">
        Zahlungen und Mahnungen
      </h3>
      <p>
        Bezahlt {formatEuro(data.paid_cents)} von {formatEuro(data.gross_cents)}
        {data.payments.length > 0 &&
          ` (${data.payments
            .map(
              (payment) =>
                `${formatGermanDate(payment.paid_on)}: ${formatEuro(payment.amount_cents)}${payment.source === "camt053" ? ", Kontoauszug" : ""}`,
            )
            .join("; ")})`}
      </p>
      {data.reminders.length > 0 && (
        <ul className="list-disc pl-5">
          {data.reminders.map((reminder) => (
            <li key={reminder.id}>
              {DUNNING_TITLES[reminder.level]} vom {formatGermanDate(reminder.sent_on)}, zahlbar bis{" "}
              {formatGermanDate(reminder.pay_by)}
              {reminder.fee_cents > 0 && `, Gebühr ${formatEuro(reminder.fee_cents)}`}
            </li>
          ))}
        </ul>
      )}
      <p>{data.note}</p>
      {next && !confirming && (
        <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
          {DUNNING_TITLES[next.level]} vorbereiten
        </Button>
      )}
      {next && confirming && (
        <div className="flex flex-col gap-2 rounded-card border border-line p-3">
          <p>
            {DUNNING_TITLES[next.level]} zu {number} mit PDF an die Apotheke senden? Gebühr:{" "}
            {next.fee_cents > 0 ? formatEuro(next.fee_cents) : "keine"}.
          </p>
          <div className="flex gap-2">
            <Button
              onClick={() =>
                void run(
                  apiRequest("POST /admin/invoices/:id/reminder", {
                    params: { id: invoiceId },
                    body: { level: next.level },
                  }),
                  `${DUNNING_TITLES[next.level]} zu ${number} gesendet.`,
                )
              }
            >
              Jetzt senden
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
