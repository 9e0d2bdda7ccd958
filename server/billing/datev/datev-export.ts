import { and, asc, eq, gt, gte, inArray, lte, max } from "drizzle-orm";
import { DUNNING_TITLES } from "../../../domain/billing/dunning";
import type { DatevSettings } from "../../company-settings";
import type { Database } from "../../db/client";
import {
  datevDebtors,
  type Invoice,
  invoicePayments,
  invoiceReminders,
  invoices,
} from "../../db/schema";
import { amount, type DatevField, datevFile, headerLine, line, text } from "./datev-format";

/**
 * The month for the tax advisor (issue 28, item 5): its invoices, cancellation invoices,
 * payments and the dunning fees charged as a DATEV Buchungsstapel, and the debtors they
 * name as master data. A dunning fee is a claim on the debtor against other income
 * without VAT (`dunningFeeAccount`).
 * Gross amounts on the revenue account, an automatic 19 % VAT account in SKR03/SKR04
 * (so no tax key); each buyer on a debtor account of its own; Belegfeld 1 carries the
 * invoice number, so the advisor's open-item list matches payments to invoices.
 */

/** The Buchungsstapel's columns we fill, as DATEV names them (its first 14 and 37). */
export const BOOKING_COLUMNS = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
] as const;

/** The debtor master data's first columns (category 16). */
export const DEBTOR_COLUMNS = [
  "Konto",
  "Name (Adressatentyp Unternehmen)",
  "Unternehmensgegenstand",
  "Name (Adressatentyp natürl. Person)",
  "Vorname (Adressatentyp natürl. Person)",
  "Name (Adressatentyp keine Angabe)",
  "Adressatentyp",
  "Kurzbezeichnung",
  "EU-Land",
  "EU-UStID",
  "Anrede",
  "Titel/Akad. Grad",
  "Adelstitel",
  "Namensvorsatz",
  "Adressart",
  "Straße",
  "Postfach",
  "Postleitzahl",
  "Ort",
  "Land",
] as const;

const buyerKey = (invoice: Pick<Invoice, "buyerId" | "buyer">) =>
  invoice.buyerId ?? `name:${invoice.buyer.name}`;

/** "2026-11" -> first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** The debtor account of each buyer, giving the next free number to a new one. */
async function debtorAccounts(
  tx: Database,
  keys: string[],
  settings: DatevSettings,
): Promise<Map<string, number>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const known = await tx.select().from(datevDebtors).where(inArray(datevDebtors.buyerKey, unique));
  const accounts = new Map(known.map((row) => [row.buyerKey, row.account]));
  const [{ highest } = { highest: null }] = await tx
    .select({ highest: max(datevDebtors.account) })
    .from(datevDebtors);
  let next = Math.max(highest ?? settings.debtorStart - 1, settings.debtorStart - 1) + 1;
  for (const key of unique.sort()) {
    if (accounts.has(key)) continue;
    await tx.insert(datevDebtors).values({ buyerKey: key, account: next }).onConflictDoNothing();
    const [row] = await tx.select().from(datevDebtors).where(eq(datevDebtors.buyerKey, key));
    accounts.set(key, row!.account);
    next = Math.max(next, row!.account) + 1;
  }
  return accounts;
}

/** Belegdatum "TTMM" (the year is the batch's), unquoted. */
const ddmm = (isoDate: string) => ({ raw: `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}` });

function booking(
  cents: number,
  side: "S" | "H",
  account: number,
  contra: number,
  date: string,
  document: string,
  reference: string | null,
  description: string,
): DatevField[] {
  return [
    amount(cents),
    side,
    "EUR",
    null,
    null,
    null,
    account,
    contra,
    null,
    ddmm(date),
    text(document, 36),
    text(reference, 12),
    null,
    text(description, 60),
  ];
}

export interface DatevExport {
  bookings: Uint8Array;
  debtors: Uint8Array;
  counts: {
    invoices: number;
    cancellations: number;
    payments: number;
    dunningFees: number;
    debtors: number;
  };
}

export async function datevExport(
  db: Database,
  month: string,
  settings: DatevSettings,
  now = new Date(),
): Promise<DatevExport> {
  const { from, to } = monthRange(month);
  return db.transaction(async (tx) => {
    const issued = await tx
      .select()
      .from(invoices)
      .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to)))
      .orderBy(asc(invoices.issueDate), asc(invoices.number));
    const payments = await tx
      .select({ payment: invoicePayments, invoice: invoices })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(gte(invoicePayments.paidOn, from), lte(invoicePayments.paidOn, to)))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
    const fees = await tx
      .select({ reminder: invoiceReminders, invoice: invoices })
      .from(invoiceReminders)
      .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
      .where(
        and(
          gte(invoiceReminders.sentOn, from),
          lte(invoiceReminders.sentOn, to),
          gt(invoiceReminders.feeCents, 0),
        ),
      )
      .orderBy(asc(invoiceReminders.sentOn), asc(invoiceReminders.createdAt));
    const cancelledIds = issued.flatMap((row) =>
      row.cancelsInvoiceId ? [row.cancelsInvoiceId] : [],
    );
    const originals = cancelledIds.length
      ? await tx.select().from(invoices).where(inArray(invoices.id, cancelledIds))
      : [];
    const parties = [
      ...issued,
      ...payments.map((row) => row.invoice),
      ...fees.map((row) => row.invoice),
    ];
    const accounts = await debtorAccounts(tx, parties.map(buyerKey), settings);

    const rows: DatevField[][] = [];
    for (const invoice of issued) {
      const debtor = accounts.get(buyerKey(invoice))!;
      if (invoice.kind === "invoice") {
        rows.push(
          booking(
            invoice.grossCents,
            "S",
            debtor,
            settings.revenueAccount,
            invoice.issueDate,
            invoice.number,
            null,
            `Rechnung ${invoice.number} ${invoice.buyer.name}`,
          ),
        );
      } else {
        const original = originals.find((row) => row.id === invoice.cancelsInvoiceId);
        rows.push(
          booking(
            invoice.grossCents,
            "H",
            debtor,
            settings.revenueAccount,
            invoice.issueDate,
            invoice.number,
            // Belegfeld 2 holds 12 characters, our numbers 13: the original is named in
            // the booking text.
            null,
            `Storno ${invoice.number} zu ${original?.number ?? ""} ${invoice.buyer.name}`,
          ),
        );
      }
    }
    for (const { payment, invoice } of payments) {
      rows.push(
        booking(
          payment.amountCents,
          "H",
          accounts.get(buyerKey(invoice))!,
          settings.bankAccount,
          payment.paidOn,
          invoice.number,
          null,
          `Zahlung ${invoice.number} ${invoice.buyer.name}`,
        ),
      );
    }
    for (const { reminder, invoice } of fees) {
      rows.push(
        booking(
          reminder.feeCents,
          "S",
          accounts.get(buyerKey(invoice))!,
          settings.dunningFeeAccount,
          reminder.sentOn,
          invoice.number,
          null,
          `Mahngebühr ${DUNNING_TITLES[reminder.level]} ${invoice.number} ${invoice.buyer.name}`,
        ),
      );
    }
    const year = month.slice(0, 4);
    const bookings = datevFile([
      headerLine({
        category: 21,
        formatName: "Buchungsstapel",
        formatVersion: 13,
        settings,
        fiscalYearStart: `${year}-01-01`,
        period: {
          from,
          to,
          label: `Rechnungen ${month.slice(5, 7)}/${year}`,
        },
        now,
      }),
      line([...BOOKING_COLUMNS]),
      ...rows.map(line),
    ]);

    const seen = new Set<string>();
    const debtorRows: DatevField[][] = [];
    for (const party of parties) {
      const key = buyerKey(party);
      if (seen.has(key)) continue;
      seen.add(key);
      const { buyer } = party;
      debtorRows.push([
        accounts.get(key)!,
        text(buyer.name, 50),
        null,
        null,
        null,
        null,
        2, // addressee type: company
        text(buyer.name, 15),
        buyer.vatId ? buyer.vatId.slice(0, 2) : null,
        buyer.vatId ? buyer.vatId.slice(2) : null,
        null,
        null,
        null,
        null,
        "STR", // address type: street
        text(buyer.street, 36),
        null,
        text(buyer.postalCode, 10),
        text(buyer.city, 30),
        buyer.country === "DE" ? null : text(buyer.country, 2),
      ]);
    }
    debtorRows.sort((a, b) => Number(a[0]) - Number(b[0]));
    const debtors = datevFile([
      headerLine({
        category: 16,
        formatName: "Debitoren/Kreditoren",
        formatVersion: 5,
        settings,
        fiscalYearStart: `${year}-01-01`,
        now,
      }),
      line([...DEBTOR_COLUMNS]),
      ...debtorRows.map(line),
    ]);
    return {
      bookings,
      debtors,
      counts: {
        invoices: issued.filter((row) => row.kind === "invoice").length,
        cancellations: issued.filter((row) => row.kind === "cancellation").length,
        payments: payments.length,
        dunningFees: fees.length,
        debtors: debtorRows.length,
      },
    };
  });
}

export const datevFileName = (kind: "bookings" | "debtors", month: string) =>
  kind === "bookings" ? `EXTF_Buchungsstapel_${month}.csv` : `EXTF_Debitoren_${month}.csv`;
