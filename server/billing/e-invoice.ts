import type { EInvoiceFormat, Invoice, ValidationService } from "@e-invoice-eu/core";
import type { ValidateFunction } from "ajv/dist/2019.js";
import { decimalPoint, vatOf } from "../../domain/billing/money";
import { type InvoiceDocument, vatBreakdown } from "./invoice-document";

/**
 * The invoice as EN 16931 data, written by @e-invoice-eu/core
 * (docs/decisions/0020-invoices.md): Factur-X/ZUGFeRD (profile EN 16931) embedded into
 * our PDF, and XRechnung (CII) as a file of its own. The library fills in each
 * format's specification identifier (BT-24). Its `InvoiceService` compiles its JSON schema on every call (about a second); we compile once per format
 * and keep the formatter, then run the same steps it runs.
 */
export const FACTUR_X_FORMAT = "Factur-X-EN16931";
export const XRECHNUNG_FORMAT = "XRECHNUNG-CII";

const quiet = { log() {}, warn() {}, error() {} } as unknown as ConstructorParameters<
  typeof ValidationService
>[0];

/**
 * The library and its schema validator, loaded at the first invoice: with its
 * spreadsheet and code-page tables it holds about 60 MB, which a process that never
 * invoices should not carry (issue 29, docs/decisions/0068-memory.md).
 */
async function importLibrary() {
  const [library, { default: Ajv2019 }] = await Promise.all([
    import("@e-invoice-eu/core"),
    import("ajv/dist/2019.js"),
  ]);
  return {
    library,
    Ajv2019,
    factory: new library.FormatFactoryService(),
    validation: new library.ValidationService(quiet),
  };
}
let loadingLibrary: ReturnType<typeof importLibrary> | undefined;
const loadLibrary = () => (loadingLibrary ??= importLibrary());
const prepared = new Map<string, { formatter: EInvoiceFormat; validate: ValidateFunction }>();

async function formatterFor(format: string) {
  const { library, Ajv2019, factory } = await loadLibrary();
  let entry = prepared.get(format);
  if (!entry) {
    const formatter = factory.createFormatService(format, quiet);
    const schema = structuredClone(library.invoiceSchema);
    formatter.patchSchema(schema);
    const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
    entry = { formatter, validate: ajv.compile(schema) };
    prepared.set(format, entry);
  }
  return entry;
}

async function generate(data: Invoice, format: string, pdf?: Uint8Array) {
  const { factory, validation } = await loadLibrary();
  const { formatter, validate } = await formatterFor(format);
  const invoice = validation.validate("invoice", validate, structuredClone(data)) as Invoice;
  formatter.fillInvoiceDefaults(invoice);
  precedingInvoiceWhereTheMappingReadsIt(invoice);
  return formatter.generate(invoice, {
    format: factory.normalizeFormat(format),
    lang: "de-de",
    ...(pdf ? { pdf: { buffer: pdf, filename: "rechnung.pdf", mimetype: "application/pdf" } } : {}),
  });
}

/**
 * The preceding invoice of a cancellation (BT-25) in CII:
 * `ram:InvoiceReferencedDocument/ram:IssuerAssignedID`. @e-invoice-eu/core 2.x reads it
 * from `cac:BillingReference[].cbc:ID`, while its own schema (and UBL) put it under
 * `cac:InvoiceDocumentReference`, so the validated input lost the reference
 * (gflohr/e-invoice-eu#455, fixed in 3.0). After validation the number is copied to
 * where 2.x looks; a later version ignores the copy. The date (BT-26) is not copied:
 * 2.x would write it as `udt:DateTimeString`, which the CII schema refuses, and EN 16931
 * asks for it only when numbers are not unique, which ours are.
 */
function precedingInvoiceWhereTheMappingReadsIt(invoice: Invoice) {
  const references = (invoice as unknown as { "ubl:Invoice": Record<string, unknown> })[
    "ubl:Invoice"
  ]["cac:BillingReference"] as
    | { "cbc:ID"?: string; "cac:InvoiceDocumentReference": { "cbc:ID": string } }[]
    | undefined;
  for (const reference of references ?? [])
    reference["cbc:ID"] = reference["cac:InvoiceDocumentReference"]["cbc:ID"];
}

/** The PDF with the Factur-X XML embedded (PDF/A-3). */
export async function embedFacturX(
  document: InvoiceDocument,
  pdf: Uint8Array,
): Promise<Uint8Array> {
  const result = await generate(toEn16931(document), FACTUR_X_FORMAT, pdf);
  if (typeof result === "string") throw new Error("Factur-X generation returned text");
  return result;
}

/** The XRechnung (CII syntax) XML. */
export async function xrechnungXml(document: InvoiceDocument): Promise<string> {
  const result = await generate(toEn16931(document), XRECHNUNG_FORMAT);
  return typeof result === "string" ? result : new TextDecoder().decode(result);
}

const EUR = "EUR";
const money = (cents: number) => decimalPoint(Math.abs(cents));
const taxCategory = (rate: number) => ({
  "cbc:ID": rate === 0 ? ("Z" as const) : ("S" as const),
  "cbc:Percent": String(rate),
  "cac:TaxScheme": { "cbc:ID": "VAT" },
});

function address(party: { street: string; city: string; postalCode: string; country: string }) {
  return {
    "cbc:StreetName": party.street,
    "cbc:CityName": party.city,
    "cbc:PostalZone": party.postalCode,
    "cac:Country": { "cbc:IdentificationCode": party.country as "DE" },
  };
}

/**
 * Maps our document to the library's UBL-shaped input. A cancellation invoice is a
 * credit note (type 381) with positive amounts that references the original (BT-25).
 */
export function toEn16931(doc: InvoiceDocument): Invoice {
  const { seller, buyer } = doc;
  const breakdown = vatBreakdown(doc.lines, vatOf);
  // BT-25: a cancellation names the invoice it cancels, a corrected invoice the
  // cancellation it follows.
  const preceding = doc.cancels ?? doc.follows;
  const invoice = {
    "cbc:ID": doc.number,
    "cbc:IssueDate": doc.issueDate,
    "cbc:DueDate": doc.dueDate,
    "cbc:InvoiceTypeCode": doc.kind === "cancellation" ? "381" : "380",
    ...(doc.note ? { "cbc:Note": [doc.note] } : {}),
    "cbc:DocumentCurrencyCode": EUR,
    "cbc:BuyerReference": doc.orderReference ?? doc.number,
    "cac:InvoicePeriod": { "cbc:StartDate": doc.serviceStart, "cbc:EndDate": doc.serviceEnd },
    ...(preceding
      ? {
          "cac:BillingReference": [
            {
              "cac:InvoiceDocumentReference": {
                "cbc:ID": preceding.number,
                "cbc:IssueDate": preceding.issueDate,
              },
            },
          ],
        }
      : {}),
    "cac:AccountingSupplierParty": {
      "cac:Party": {
        "cbc:EndpointID": seller.email ?? "",
        "cbc:EndpointID@schemeID": "EM",
        "cac:PartyName": { "cbc:Name": seller.name },
        "cac:PostalAddress": address(seller),
        "cac:PartyTaxScheme": [
          { "cbc:CompanyID": seller.vatId ?? "", "cac:TaxScheme": { "cbc:ID": "VAT" } },
          { "cbc:CompanyID": seller.taxNumber ?? "", "cac:TaxScheme": { "cbc:ID": "FC" } },
        ],
        "cac:PartyLegalEntity": {
          "cbc:RegistrationName": seller.name,
          "cbc:CompanyID": `${seller.registerCourt} ${seller.registerNumber}`,
        },
        "cac:Contact": {
          "cbc:Name": seller.contact ?? seller.name,
          "cbc:Telephone": seller.phone,
          "cbc:ElectronicMail": seller.email ?? "",
        },
      },
    },
    "cac:AccountingCustomerParty": {
      "cac:Party": {
        "cbc:EndpointID": buyer.email ?? "",
        "cbc:EndpointID@schemeID": "EM",
        "cac:PartyName": { "cbc:Name": buyer.name },
        "cac:PostalAddress": address(buyer),
        "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.name },
        ...(buyer.contact ? { "cac:Contact": { "cbc:Name": buyer.contact } } : {}),
      },
    },
    "cac:Delivery": { "cbc:ActualDeliveryDate": doc.serviceEnd },
    "cac:PaymentMeans": [
      {
        "cbc:PaymentMeansCode": "58",
        "cbc:PaymentID": doc.number,
        "cac:PayeeFinancialAccount": {
          "cbc:ID": seller.iban,
          "cbc:Name": seller.name,
          "cac:FinancialInstitutionBranch": { "cbc:ID": seller.bic },
        },
      },
    ],
    "cac:PaymentTerms": { "cbc:Note": paymentTermsNote(doc) },
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": money(doc.vatCents),
        "cbc:TaxAmount@currencyID": EUR,
        "cac:TaxSubtotal": breakdown.map((group) => ({
          "cbc:TaxableAmount": money(group.netCents),
          "cbc:TaxableAmount@currencyID": EUR,
          "cbc:TaxAmount": money(group.vatCents),
          "cbc:TaxAmount@currencyID": EUR,
          "cac:TaxCategory": taxCategory(group.rate),
        })),
      },
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": money(doc.netCents),
      "cbc:LineExtensionAmount@currencyID": EUR,
      "cbc:TaxExclusiveAmount": money(doc.netCents),
      "cbc:TaxExclusiveAmount@currencyID": EUR,
      "cbc:TaxInclusiveAmount": money(doc.grossCents),
      "cbc:TaxInclusiveAmount@currencyID": EUR,
      "cbc:PayableAmount": money(doc.grossCents),
      "cbc:PayableAmount@currencyID": EUR,
    },
    "cac:InvoiceLine": doc.lines.map((line, index) => ({
      "cbc:ID": String(index + 1),
      "cbc:InvoicedQuantity": String(line.quantity),
      "cbc:InvoicedQuantity@unitCode": line.unitCode,
      "cbc:LineExtensionAmount": money(line.netCents),
      "cbc:LineExtensionAmount@currencyID": EUR,
      "cac:Item": {
        "cbc:Name": line.description,
        "cac:ClassifiedTaxCategory": taxCategory(line.vatRate),
      },
      "cac:Price": {
        "cbc:PriceAmount": money(line.unitNetCents),
        "cbc:PriceAmount@currencyID": EUR,
      },
    })),
  };
  return { "ubl:Invoice": invoice } as unknown as Invoice;
}

/** The payment terms in words, on the PDF and in the XML (BT-20). */
export function paymentTermsNote(
  doc: Pick<InvoiceDocument, "kind" | "dueDate" | "cancels">,
): string {
  if (doc.kind === "cancellation") {
    return `Stornierung der Rechnung ${doc.cancels?.number ?? ""}; ein bereits gezahlter Betrag wird erstattet.`;
  }
  const [year, month, day] = doc.dueDate.split("-");
  return `Zahlbar ohne Abzug innerhalb von 14 Werktagen, bis zum ${day}.${month}.${year}.`;
}
