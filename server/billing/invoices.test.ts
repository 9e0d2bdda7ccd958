import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { invoices, outboxEmails } from "../db/schema";
import { seedUser } from "../testing/accounts";
import {
  inspectPdf,
  invoiceInput,
  invoicePdfFindings,
  validateCii,
} from "../testing/billing-tools";
import { schematronErrors } from "../testing/schematron";
import { testDatabaseKinds } from "../testing/test-database";
import { toEn16931, xrechnungXml } from "./e-invoice";
import { cancelInvoice, documentOf, issueInvoice } from "./issue-invoice";

const context = { publicUrl: "http://localhost:3000", now: new Date("2026-11-23T10:00:00Z") };

describe.each(testDatabaseKinds)("invoices on $name", (kind) => {
  let database: DatabaseHandle;
  let buyerId: string;

  beforeAll(async () => {
    database = await kind.open();
    buyerId = (await seedUser(database.db, { role: "pharmacy_owner" })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives 50 concurrent issues 50 distinct consecutive numbers", async () => {
    // On PostgreSQL, five connection pools stand for five server processes, so all 50
    // transactions are open at once and wait for the counter row, not for a connection.
    const pools =
      kind.name === "postgres"
        ? await Promise.all(
            Array.from({ length: 5 }, () => openDatabase({ databaseUrl: database.url })),
          )
        : [database];
    const issued = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        pools[index % pools.length]!.db.transaction((tx) =>
          issueInvoice(tx, invoiceInput(buyerId), context),
        ),
      ),
    ).finally(() =>
      Promise.all(pools.filter((pool) => pool !== database).map((pool) => pool.close())),
    );
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe("RE-2026-00001");
    expect(numbers[49]).toBe("RE-2026-00050");
    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "invoice-issued"));
    expect(mails).toHaveLength(50);
    expect(mails[0]?.attachments?.[0]).toMatchObject({ contentType: "application/pdf" });
  }, 120_000);

  it("is due 14 working days in NRW after the invoice date", async () => {
    const invoice = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), context),
    );
    expect(invoice).toMatchObject({ issueDate: "2026-11-23", dueDate: "2026-12-11" });
    // Over Christmas and New Year (25, 26 Dec, 1 Jan are holidays in NRW).
    const winter = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), {
        ...context,
        now: new Date("2026-12-18T10:00:00Z"),
      }),
    );
    expect(winter).toMatchObject({ issueDate: "2026-12-18", dueDate: "2027-01-11" });
  });

  it("does not use up a number when the issuing transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx, invoiceInput(buyerId), context);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const next = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), context),
    );
    expect(next.number).toBe("RE-2026-00053");
  });

  it("keeps an invoice unchanged: content updates and deletes are refused, payment is not", async () => {
    const invoice = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), context),
    );
    await expect(
      database.db.update(invoices).set({ netCents: 1 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await database.db
      .update(invoices)
      .set({ paidOn: "2026-11-30" })
      .where(eq(invoices.id, invoice.id));
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ paidOn: "2026-11-30", netCents: 30000, grossCents: 35700 });
  });

  it("cancels with a numbered cancellation invoice that references the unchanged original", async () => {
    const original = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), context),
    );
    const storno = await database.db.transaction((tx) =>
      cancelInvoice(
        tx,
        { invoiceId: original.id, reason: "Einsatz abgesagt", issuedBy: "op" },
        context,
      ),
    );
    expect(storno).toMatchObject({
      kind: "cancellation",
      cancelsInvoiceId: original.id,
      grossCents: -35700,
    });
    expect(storno.number).not.toBe(original.number);
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, original.id));
    expect(after).toEqual(original);
    await expect(
      database.db.transaction((tx) =>
        cancelInvoice(tx, { invoiceId: original.id, reason: "nochmal", issuedBy: "op" }, context),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    const { attachments } = inspectPdf(storno.pdf);
    expect(invoicePdfFindings(storno.pdf, storno)).toEqual({ pages: 1, overlaps: [], missing: [] });
    expect(attachments["factur-x.xml"]).toContain("<ram:TypeCode>381</ram:TypeCode>");
    // The preceding invoice (BT-25) where software reads it, in the embedded XML and in
    // the XRechnung, both still valid against the CII schema.
    const reference = new RegExp(
      `<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${original.number}</ram:IssuerAssignedID>`,
    );
    const xrechnung = await xrechnungXml(documentOf(storno, original));
    for (const xml of [attachments["factur-x.xml"]!, xrechnung]) {
      expect(xml).toMatch(reference);
      expect(validateCii(xml)).toMatchObject({ valid: true });
    }
    expect(await schematronErrors(attachments["factur-x.xml"]!, { xrechnung: false })).toEqual([]);
    expect(await schematronErrors(xrechnung, { xrechnung: true })).toEqual([]);
  });

  it("prints no negative zero on the cancellation of an invoice at 0 % VAT", async () => {
    const [line] = invoiceInput(buyerId).lines;
    const original = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId, { lines: [{ ...line!, vatRate: 0 }] }), context),
    );
    const storno = await database.db.transaction((tx) =>
      cancelInvoice(tx, { invoiceId: original.id, reason: "Doppelt", issuedBy: "op" }, context),
    );
    const { text } = inspectPdf(storno.pdf);
    expect(text).toMatch(/Umsatzsteuer 0 % auf -300,00\s€\s+0,00\s€/);
    expect(text).not.toMatch(/-0,00/);
  });

  it("writes a PDF that renders and carries schema-valid EN 16931 XML, and valid XRechnung", async () => {
    const invoice = await database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(buyerId), context),
    );
    expect(Buffer.from(invoice.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pngBytes, attachments } = inspectPdf(invoice.pdf);
    expect(pngBytes).toBeGreaterThan(1000);
    expect(invoicePdfFindings(invoice.pdf, invoice)).toEqual({
      pages: 1,
      overlaps: [],
      missing: [],
    });
    const xml = attachments["factur-x.xml"];
    expect(xml).toBeDefined();
    expect(validateCii(xml!)).toMatchObject({ valid: true });
    expect(xml).toContain("urn:cen.eu:en16931:2017");
    // § 14 UStG details in the XML: seller's tax ids, period, VAT rate and amounts.
    for (const fact of [
      "DE000000000",
      "217/0000/0000",
      "20260701",
      "20260705",
      "357.00",
      "57.00",
      invoice.number,
    ]) {
      expect(xml).toContain(fact);
    }
    const xrechnung = await xrechnungXml(documentOf(invoice));
    expect(validateCii(xrechnung)).toMatchObject({ valid: true });
    expect(xrechnung).toContain("xrechnung");
    // The official rules: EN 16931 for both, the XRechnung CIUS for the download.
    expect(await schematronErrors(xml!, { xrechnung: false })).toEqual([]);
    expect(await schematronErrors(xrechnung, { xrechnung: true })).toEqual([]);
  });

  it("refuses TRUNCATE of invoices", async () => {
    await expect(database.db.execute(sql`truncate invoices cascade`)).rejects.toThrow();
  });
});

describe("invoice XML data", () => {
  it("is checked by the official Schematron rules, which do find errors", async () => {
    const input = invoiceInput("b");
    const xml = await xrechnungXml({
      number: "RE-2026-00001",
      kind: "invoice",
      issueDate: "2026-11-23",
      dueDate: "2026-12-11",
      serviceStart: "2026-07-01",
      serviceEnd: "2026-07-05",
      seller: input.seller,
      buyer: input.buyer,
      lines: input.lines,
      netCents: 30000,
      vatCents: 5700,
      grossCents: 35700,
    });
    expect(await schematronErrors(xml, { xrechnung: true })).toEqual([]);
    const broken = xml
      .replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, "")
      .replace("<ram:GrandTotalAmount>357.00", "<ram:GrandTotalAmount>358.00");
    const errors = await schematronErrors(broken, { xrechnung: true });
    expect(errors).toContainEqual(expect.stringMatching(/^en16931 BR-CO-15:/));
    expect(errors).toContainEqual(expect.stringMatching(/^xrechnung BR-DE-15:/));
  });

  it("runs rules compiled from the vendored sources (manifest.json)", () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "schematron");
    const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
    for (const [source, hash] of Object.entries(manifest)) {
      const actual = createHash("sha256")
        .update(readFileSync(path.join(dir, "source", source)))
        .digest("hex");
      expect(actual, `${source} changed: run node scripts/compile-schematron.mjs`).toBe(hash);
    }
  });

  it("is a credit note referencing the original for a cancellation", () => {
    const data = toEn16931({
      ...documentOf(
        {
          id: "x",
          number: "RE-2026-00002",
          kind: "cancellation",
          cancelsInvoiceId: "y",
          followsCancellationId: null,
          issueDate: "2026-11-23",
          dueDate: "2026-11-23",
          serviceStart: "2026-07-01",
          serviceEnd: "2026-07-05",
          buyerId: null,
          buyer: invoiceInput("b").buyer,
          seller: invoiceInput("b").seller,
          lines: invoiceInput("b").lines,
          netCents: -30000,
          vatCents: -5700,
          grossCents: -35700,
          orderId: null,
          placementId: null,
          note: null,
          issuedBy: "op",
          createdAt: new Date(),
          paidOn: null,
          paymentRecordedBy: null,
          lastReminderAt: null,
          reminderCount: 0,
        },
        { number: "RE-2026-00001", issueDate: "2026-11-20" },
      ),
    }) as unknown as { "ubl:Invoice": Record<string, unknown> };
    expect(data["ubl:Invoice"]).toMatchObject({
      "cbc:InvoiceTypeCode": "381",
      "cac:BillingReference": [{ "cac:InvoiceDocumentReference": { "cbc:ID": "RE-2026-00001" } }],
      "cac:LegalMonetaryTotal": { "cbc:PayableAmount": "357.00" },
    });
  });
});
