import { useEffect, useState } from "react";
import type { OwnerInvoice } from "../../../domain/api/billing";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from "../../../domain/billing/invoice-status";
import { formatEuro } from "../../../domain/billing/money";
import { FEE_UNIT_LABELS } from "../../../domain/billing/price-list";
import { formatGermanDate } from "../../../domain/dates";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { ScrollBox } from "../ui/scroll-box";

type AgreedPrice = AnswerOf<"GET /account/prices">["prices"][number];

const card = "flex flex-col gap-3 rounded-card bg-white p-6 shadow-card";
const cell = "border-b border-line px-2 py-2 text-left align-top";

/** /konto for owners: the prices agreed with the pharmacy (net, plus VAT). */
export function OwnerPrices() {
  const [prices, setPrices] = useState<AgreedPrice[]>();
  useEffect(() => {
    void apiRequest("GET /account/prices").then((result) => {
      setPrices(result.kind === "ok" ? result.body.prices : []);
    });
  }, []);
  return (
    <section className={card} aria-labelledby="konto-preise">
      <h2 id="konto-preise" className="text-xl font-semibold text-ink">
        Vereinbarte Preise
      </h2>
      <p className="text-ink-muted">
        Vermittlungsgebühren, die nur bei erfolgreicher Vermittlung anfallen; netto, zuzüglich
        Umsatzsteuer.
      </p>
      {prices === undefined ? (
        <p>Preise werden geladen …</p>
      ) : (
        <ScrollBox caption="Vereinbarte Preise">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">Vereinbarte Preise</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Beruf
                </th>
                <th scope="col" className={cell}>
                  Auftragsart
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Preis netto
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  USt.
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.map((price) => (
                <tr key={`${price.role}|${price.kind}`}>
                  <td className={cell}>{price.role}</td>
                  <td className={cell}>{price.kind}</td>
                  <td className={`${cell} text-right`}>
                    {formatEuro(price.netCents)} {FEE_UNIT_LABELS[price.unit]}
                  </td>
                  <td className={`${cell} text-right`}>{price.vatRate} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}

/** /konto for owners: the pharmacy's invoices with their downloads. */
export function OwnerInvoices() {
  const [invoices, setInvoices] = useState<OwnerInvoice[]>();
  useEffect(() => {
    void apiRequest("GET /account/invoices").then((result) => {
      setInvoices(result.kind === "ok" ? result.body.invoices : []);
    });
  }, []);
  return (
    <section className={card} aria-labelledby="konto-rechnungen">
      <h2 id="konto-rechnungen" className="text-xl font-semibold text-ink">
        Rechnungen
      </h2>
      {invoices === undefined && <p>Rechnungen werden geladen …</p>}
      {invoices?.length === 0 && <p className="text-ink-muted">Noch keine Rechnungen.</p>}
      {invoices && invoices.length > 0 && (
        <ul className="flex flex-col gap-3">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="rounded-control border border-line p-3">
              <p className="font-semibold text-ink">
                {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number} ·{" "}
                {formatEuro(invoice.gross_cents)}
              </p>
              <p className="text-sm text-ink-muted">
                vom {formatGermanDate(invoice.issue_date)}
                {invoice.kind === "invoice" && `, fällig am ${formatGermanDate(invoice.due_date)}`}{" "}
                · {INVOICE_STATUS_LABELS[invoice.status]}
                {invoice.paid_on && ` am ${formatGermanDate(invoice.paid_on)}`}
              </p>
              <p className="mt-1 flex flex-wrap gap-4 text-sm">
                <a
                  href={`/api/account/invoices/${invoice.id}/pdf`}
                  download
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  PDF herunterladen<span className="sr-only"> ({invoice.number})</span>
                </a>
                <a
                  href={`/api/account/invoices/${invoice.id}/xrechnung`}
                  download
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  XRechnung (XML)<span className="sr-only"> ({invoice.number})</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
