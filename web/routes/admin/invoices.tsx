import { useState } from "react";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from "../../../domain/billing/invoice-status";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate } from "../../../domain/dates";
import { paths } from "../../../domain/paths";
import { type Column, DataTable } from "../../components/admin/data-table";
import { RowButton } from "../../components/admin/row-button";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { BankStatementImport } from "../../components/billing/bank-statement-import";
import { BillableOrders } from "../../components/billing/billable-orders";
import { DatevExport } from "../../components/billing/datev-export";
import { InvoiceActions } from "../../components/billing/invoice-actions";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Rechnungen – Konsole",
    description:
      "Betreiberkonsole: Rechnungen stellen, Zahlungseingänge, Mahnungen, Storno und CSV-Export.",
    path: paths.adminInvoices,
    noIndex: true,
  });

type InvoiceItem = ItemOf<"GET /admin/invoices">;

const link = "font-semibold text-brand-800 underline underline-offset-2";

/** /admin/rechnungen: confirmed orders to invoice, and the receivables. */
export default function AdminInvoicesPage() {
  const list = useAdminList("GET /admin/invoices");
  const [selected, setSelected] = useState<InvoiceItem>();
  const columns: Column<InvoiceItem>[] = [
    { label: "Nummer", sort: "number", render: (item) => item.number },
    { label: "Art", render: (item) => INVOICE_KIND_LABELS[item.kind] },
    { label: "Apotheke", render: (item) => item.buyer_name },
    { label: "Datum", sort: "issue_date", render: (item) => formatGermanDate(item.issue_date) },
    {
      label: "Fällig",
      sort: "due_date",
      render: (item) => (item.kind === "invoice" ? formatGermanDate(item.due_date) : "–"),
    },
    { label: "Brutto", sort: "gross", render: (item) => formatEuro(item.gross_cents) },
    {
      label: "Status",
      render: (item) =>
        `${INVOICE_STATUS_LABELS[item.status]}${item.paid_on ? ` am ${formatGermanDate(item.paid_on)}` : ""}${item.reminder_count ? ` (${item.reminder_count}× erinnert)` : ""}`,
    },
    {
      label: "Dateien",
      render: (item) => (
        <span className="flex flex-col gap-1">
          <a className={link} href={`/api/admin/invoices/${item.id}/pdf`} download>
            PDF<span className="sr-only"> {item.number}</span>
          </a>
          <a className={link} href={`/api/admin/invoices/${item.id}/xrechnung`} download>
            XRechnung<span className="sr-only"> {item.number}</span>
          </a>
        </span>
      ),
    },
    {
      label: "Aktion",
      render: (item) =>
        item.kind === "invoice" && item.status !== "cancelled" ? (
          <RowButton label={`Rechnung ${item.number} bearbeiten`} onClick={() => setSelected(item)}>
            Bearbeiten
          </RowButton>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-ink">Rechnungen</h1>
      <BillableOrders onIssued={() => void list.reload()} />
      <BankStatementImport onImported={() => void list.reload()} />
      <DatevExport />
      {selected && (
        <section
          aria-labelledby="rechnung-aktion"
          className="rounded-card border border-line bg-white p-5"
        >
          <h2 id="rechnung-aktion" className="mb-3 text-xl font-semibold text-ink">
            Rechnung {selected.number} · {selected.buyer_name}
          </h2>
          <InvoiceActions
            key={selected.id}
            invoice={selected}
            onDone={() => {
              setSelected(undefined);
              void list.reload();
            }}
          />
        </section>
      )}
      <section aria-labelledby="forderungen" className="flex flex-col gap-3">
        <h2 id="forderungen" className="text-xl font-semibold text-ink">
          Forderungen
        </h2>
        <DataTable
          caption="Rechnungen und Stornorechnungen"
          list={list}
          columns={columns}
          rowKey={(item) => item.id}
          defaultSort="issue_date"
          filters={[
            {
              name: "status",
              label: "Status",
              options: Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => ({
                value,
                label,
              })),
            },
          ]}
        />
      </section>
    </div>
  );
}
