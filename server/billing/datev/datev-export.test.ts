import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { invoiceReminders } from "../../db/schema";
import { seedUser } from "../../testing/accounts";
import { invoiceInput } from "../../testing/billing-tools";
import { testConfig } from "../../testing/test-app";
import { testDatabaseKinds } from "../../testing/test-database";
import { cancelInvoice, issueInvoice } from "../issue-invoice";
import { bookPayment, payableInvoice } from "../payments";
import { BOOKING_COLUMNS, DEBTOR_COLUMNS, datevExport } from "./datev-export";
import { decodeWindows1252, encodeWindows1252 } from "./windows-1252";

/** Reads a DATEV CSV back: Windows-1252, CRLF, `;`, text in quotes with "" inside. */
function readDatev(bytes: Uint8Array): { raw: string; rows: string[][]; quoted: boolean[][] } {
  const raw = decodeWindows1252(bytes);
  expect(raw.endsWith("\r\n")).toBe(true);
  const lines = raw.slice(0, -2).split("\r\n");
  const rows: string[][] = [];
  const quoted: boolean[][] = [];
  for (const text of lines) {
    const fields: string[] = [];
    const marks: boolean[] = [];
    let index = 0;
    while (index <= text.length) {
      if (text[index] === '"') {
        let value = "";
        index++;
        while (index < text.length) {
          if (text[index] === '"' && text[index + 1] === '"') {
            value += '"';
            index += 2;
          } else if (text[index] === '"') {
            index++;
            break;
          } else value += text[index++];
        }
        fields.push(value);
        marks.push(true);
        index++; // the ";"
      } else {
        const end = text.indexOf(";", index);
        fields.push(text.slice(index, end === -1 ? text.length : end));
        marks.push(false);
        index = end === -1 ? text.length + 1 : end + 1;
      }
    }
    rows.push(fields);
    quoted.push(marks);
  }
  return { raw, rows, quoted };
}

const context = (day: string) => ({
  publicUrl: "http://localhost:3000",
  now: new Date(`${day}T10:00:00Z`),
});

describe("Windows-1252", () => {
  it("encodes the characters that differ from Latin-1 and reads them back", () => {
    const text = "„Zur Linde“ – Müßig € ä";
    const bytes = encodeWindows1252(text);
    expect([...bytes.slice(0, 1)]).toEqual([0x84]);
    expect(bytes).toContain(0x80);
    expect(bytes).toContain(0x96);
    expect(bytes).toContain(0xdf);
    expect(decodeWindows1252(bytes)).toBe(text);
    expect(decodeWindows1252(encodeWindows1252("✓"))).toBe("?");
  });
});

describe.each(testDatabaseKinds)("DATEV export on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes the month's invoices, cancellations, payments and dunning fees as DATEV's layout says", async () => {
    const { db } = database;
    const settings = testConfig().company.datev;
    expect(settings).toMatchObject({
      chartOfAccounts: "03",
      revenueAccount: 8400,
      bankAccount: 1200,
    });
    const linde = (await seedUser(db, { role: "pharmacy_owner" })).id;
    const dom = (await seedUser(db, { role: "pharmacy_owner" })).id;
    const lindeBuyer = {
      ...invoiceInput(linde).buyer,
      name: 'Apotheke „Zur Linde“ Müßig; "Süd"',
      vatId: "DE123456789",
    };
    const first = await db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(linde, { buyer: lindeBuyer }), context("2026-10-05")),
    );
    const second = await db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(dom), context("2026-10-12")),
    );
    const storno = await db.transaction((tx) =>
      cancelInvoice(
        tx,
        { invoiceId: second.id, reason: "Preis falsch", issuedBy: "op" },
        context("2026-10-20"),
      ),
    );
    await db.transaction(async (tx) => {
      const invoice = await payableInvoice(tx, first.id);
      await bookPayment(
        tx,
        invoice,
        { paidOn: "2026-10-28", amountCents: 10000, source: "manual" },
        "op",
      );
      await bookPayment(
        tx,
        invoice,
        { paidOn: "2026-11-03", amountCents: 25700, source: "manual" },
        "op",
      );
    });
    // A reminder with a fee (the fee is booked) and one without (nothing to book).
    await db.insert(invoiceReminders).values([
      {
        invoiceId: first.id,
        level: "reminder",
        sentOn: "2026-10-26",
        payBy: "2026-11-02",
        openCents: 35700,
        feeCents: 500,
        sentBy: "op",
        pdf: new Uint8Array([37]),
      },
      {
        invoiceId: second.id,
        level: "reminder",
        sentOn: "2026-10-19",
        payBy: "2026-10-26",
        openCents: 35700,
        feeCents: 0,
        sentBy: "op",
        pdf: new Uint8Array([37]),
      },
    ]);
    // Another month's invoice stays out.
    await db.transaction((tx) => issueInvoice(tx, invoiceInput(dom), context("2026-11-02")));

    const now = new Date("2026-11-05T08:30:15.042Z");
    const october = await datevExport(db, "2026-10", settings, now);
    expect(october.counts).toEqual({
      invoices: 2,
      cancellations: 1,
      payments: 1,
      dunningFees: 1,
      debtors: 2,
    });
    const { rows, quoted } = readDatev(october.bookings);
    const [header, columns, ...records] = rows;

    // Header line, header version 700 (DATEV's "Header" description, 31 fields).
    expect(header).toHaveLength(31);
    expect(header![0]).toBe("EXTF"); // Kennzeichen
    expect(header![1]).toBe("700"); // Versionsnummer
    expect(header![2]).toBe("21"); // Formatkategorie: Buchungsstapel
    expect(header![3]).toBe("Buchungsstapel"); // Formatname
    expect(header![4]).toBe("13"); // Formatversion
    expect(header![5]).toBe("20261105093015042"); // erzeugt am, Berlin time
    expect(header![7]).toBe("RE"); // Herkunft
    expect(header![10]).toBe(String(settings.consultantNumber)); // Beraternummer
    expect(header![11]).toBe(String(settings.clientNumber)); // Mandantennummer
    expect(header![12]).toBe("20260101"); // WJ-Beginn
    expect(header![13]).toBe("4"); // Sachkontenlänge
    expect(header![14]).toBe("20261001"); // Datum vom
    expect(header![15]).toBe("20261031"); // Datum bis
    expect(header![16]).toBe("Rechnungen 10/2026"); // Bezeichnung
    expect(header![18]).toBe("1"); // Buchungstyp: Finanzbuchführung
    expect(header![19]).toBe("0"); // Rechnungslegungszweck
    expect(header![20]).toBe("0"); // Festschreibung
    expect(header![21]).toBe("EUR"); // WKZ
    expect(header![26]).toBe("03"); // Kontenrahmen SKR03
    expect(quoted[0]!.slice(0, 5)).toEqual([true, false, false, true, false]);

    expect(columns).toEqual([...BOOKING_COLUMNS]);
    expect(records).toHaveLength(5);
    const byDocument = (document: string, side: string) =>
      records.find(
        (record) => record[10] === document && record[1] === side && record[7] !== "2700",
      )!;

    const invoice = byDocument(first.number, "S");
    const debtorLinde = invoice[6]!;
    expect(Number(debtorLinde)).toBeGreaterThanOrEqual(10000);
    expect(invoice.slice(0, 14)).toEqual([
      "357,00", // Umsatz, always positive
      "S", // Soll: the debtor owes
      "EUR",
      "",
      "",
      "",
      debtorLinde, // Konto: the debtor
      "8400", // Gegenkonto: revenue 19 % (automatic VAT account)
      "", // no BU key on an automatic account
      "0510", // Belegdatum TTMM
      first.number, // Belegfeld 1
      "",
      "",
      'Rechnung RE-2026-00001 Apotheke „Zur Linde“ Müßig "Süd"'.slice(0, 60),
    ]);
    const cancellation = byDocument(storno.number, "H");
    const debtorDom = cancellation[6]!;
    expect(debtorDom).not.toBe(debtorLinde);
    expect(cancellation.slice(0, 14)).toEqual([
      "357,00",
      "H", // Haben: the cancellation reduces the debt
      "EUR",
      "",
      "",
      "",
      debtorDom,
      "8400",
      "",
      "2010",
      storno.number,
      "",
      "",
      `Storno ${storno.number} zu ${second.number} Apotheke am Dom`,
    ]);
    expect(byDocument(second.number, "S")[6]).toBe(debtorDom);
    const payment = byDocument(first.number, "H");
    expect(payment.slice(0, 11)).toEqual([
      "100,00",
      "H",
      "EUR",
      "",
      "",
      "",
      debtorLinde,
      "1200", // Gegenkonto: the bank
      "",
      "2810",
      first.number,
    ]);
    // The dunning fee: a claim on the debtor against other income without VAT.
    const fee = records.find((record) => record[7] === "2700")!;
    expect(fee.slice(0, 14)).toEqual([
      "5,00",
      "S",
      "EUR",
      "",
      "",
      "",
      debtorLinde,
      "2700",
      "",
      "2610",
      first.number,
      "",
      "",
      `Mahngebühr Zahlungserinnerung ${first.number} Apotheke „Zur Linde“ Müßig "Süd"`.slice(0, 60),
    ]);
    // Amounts and dates are plain, text is quoted.
    const paymentMarks = quoted[2 + records.indexOf(payment)]!;
    expect(paymentMarks.slice(0, 11)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);

    // Debtor master data, category 16, with the same accounts.
    const debtors = readDatev(october.debtors).rows;
    expect(debtors[0]!.slice(0, 5)).toEqual(["EXTF", "700", "16", "Debitoren/Kreditoren", "5"]);
    expect(debtors[0]![14]).toBe("");
    expect(debtors[1]).toEqual([...DEBTOR_COLUMNS]);
    const linden = debtors.slice(2).find((row) => row[0] === debtorLinde)!;
    expect(linden[1]).toBe('Apotheke „Zur Linde“ Müßig "Süd"');
    expect(linden[6]).toBe("2"); // Adressatentyp Unternehmen
    expect(linden.slice(8, 10)).toEqual(["DE", "123456789"]);
    expect(linden.slice(15, 19)).toEqual(["Domkloster 4", "", "50667", "Köln"]);

    // The next month keeps each pharmacy's debtor account.
    const november = await datevExport(db, "2026-11", settings, now);
    const later = readDatev(november.bookings).rows.slice(2);
    expect(later.find((row) => row[10] === first.number && row[1] === "H")?.[6]).toBe(debtorLinde);
    expect(later.find((row) => row[1] === "S")?.[6]).toBe(debtorDom);
  });
});
