import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate } from "../../../domain/dates";
import { showServerErrors } from "../../forms/server-errors";
import type { AnswerOf } from "../../lib/api";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";

/**
 * "Kontoauszug importieren" (issue 28, item 4): the bank's CAMT.053 file; credits naming
 * an open invoice's number are booked as its payment, the rest is listed here.
 */
export function BankStatementImport({ onImported }: { onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<AnswerOf<"POST /admin/bank-statements">>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("statement");
    if (!(file instanceof File) || file.size === 0) {
      setError("Bitte wählen Sie den Kontoauszug als CAMT.053-Datei (XML) aus.");
      return;
    }
    setBusy(true);
    const answer = await apiRequest("POST /admin/bank-statements", { body: form });
    setBusy(false);
    if (answer.kind === "ok") {
      setResult(answer.body);
      toast.success(`${answer.body.booked.length} Zahlungen verbucht.`);
      onImported();
    } else {
      showServerErrors(answer, {
        text: "Die Datei konnte nicht gelesen werden. Ist es ein Kontoauszug im Format CAMT.053?",
      });
    }
  };

  return (
    <section aria-labelledby="kontoauszug" className="flex flex-col gap-3">
      <h2 id="kontoauszug" className="text-xl font-semibold text-ink">
        Kontoauszug importieren
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        {/* The browser's own file field is about 350 px wide: it shrinks on a phone. */}
        <label className="flex min-w-0 max-w-full flex-col gap-1">
          <span>Kontoauszug (CAMT.053, XML)</span>
          <input
            className="max-w-full"
            type="file"
            name="statement"
            accept=".xml,application/xml,text/xml"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "kontoauszug-fehler" : undefined}
            onChange={() => setError(undefined)}
          />
        </label>
        <Button type="submit" busy={busy}>
          Importieren
        </Button>
      </form>
      {error && (
        <p id="kontoauszug-fehler" className="text-danger-700">
          {error}
        </p>
      )}
      {result && (
        <div role="status" className="flex flex-col gap-1">
          <p>
            Verbucht: {result.booked.length}
            {result.duplicates > 0 && `, schon früher verbucht: ${result.duplicates}`}, ohne
            passende offene Rechnung: {result.unmatched.length}
          </p>
          <ul className="list-disc pl-5">
            {result.booked.map((payment) => (
              <li key={`${payment.number}-${payment.amount_cents}`}>
                {payment.number}: {formatEuro(payment.amount_cents)} am{" "}
                {formatGermanDate(payment.paid_on)}
              </li>
            ))}
            {result.unmatched.map((credit) => (
              <li key={`${credit.booked_on}-${credit.amount_cents}-${credit.text}`}>
                Nicht zugeordnet: {formatEuro(credit.amount_cents)} am{" "}
                {formatGermanDate(credit.booked_on)} ({credit.text || "ohne Verwendungszweck"})
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
