import { request as apiRequest, expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { pdfBytes } from "../server/testing/accounts";
import {
  field,
  isoIn,
  operatorApi,
  PASSWORD,
  registerActiveOwner,
  signedInPage,
  uniqueEmail,
} from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { completeApplyAndPropose } from "./support/job-board";
import { waitForMail } from "./support/mailbox";

test("the owner sees the fee before ordering; the operator invoices; the owner gets the PDF by mail and in the account", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ownerEmail = uniqueEmail("inhaber-rechnung");
  await registerActiveOwner(request, ownerEmail, {
    pharmacy_name: "Severins-Apotheke",
    pharmacy_address: "Severinstraße",
    pharmacy_street_number: "15",
    pharmacy_postal_code: "50678",
    first_name: "Clara",
    last_name: "Kaufmann",
    pharmacy_phone: "+49221 5551234",
  });

  // Three placement days at the default 60 € net per day: 180 € + 19 % = 214,20 €.
  const owner = await signedInPage(browser, ownerEmail);
  await expect(owner).toHaveURL(/\/arbeitsangebote-erstellen$/);
  await owner.getByRole("button", { name: "Neuen Suchauftrag erstellen" }).click();
  await field(owner, "Art des Angebots").selectOption("Vertretungsangebot");
  await field(owner, "Gesuchte Berufsgruppe").selectOption("Apotheker/in");
  const draftFee = owner.getByRole("region", { name: "Vermittlungsgebühr nach Ihren Angaben" });
  await expect(draftFee).toContainText("sobald Berufsgruppe und Zeitraum angegeben sind");
  // The fee's answers are held back until released, to look at the page while it waits.
  const feeAnswers = await holdFeeAnswers(owner);
  // A quote that could not be asked says so; the next change asks again.
  await owner.route(/\/api\/search-orders\/fee-quote$/, (route) => route.abort(), { times: 1 });
  const period = owner.getByRole("group", { name: "Zeitraum 1" });
  await period.getByLabel(/^Beginn/).fill(isoIn(10));
  await period.getByLabel(/^Ende/).fill(isoIn(11));
  await expect(draftFee).toContainText("Die Gebühr konnte gerade nicht berechnet werden.");
  await period.getByLabel(/^Ende/).fill(isoIn(12));
  await field(owner, "Arbeitszeiten").fill("8:00–18:30");
  await field(owner, "Bundesland").selectOption({ label: "Nordrhein-Westfalen" });
  // While writing, the owner already sees the fee of the order as entered; the buttons
  // below it stay where they were while it is computed.
  const next = owner.getByRole("button", { name: "Weiter zur Beauftragung" });
  await expect(draftFee).toContainText("Die Gebühr wird berechnet");
  const nextWhileComputing = await next.boundingBox();
  feeAnswers.release();
  await expect(draftFee).toContainText(/214,20\s€/);
  expect(await next.boundingBox()).toEqual(nextWhileComputing);
  feeAnswers.hold();
  await next.click();
  const fee = owner.getByRole("region", { name: "Voraussichtliche Vermittlungsgebühr" });
  const send = owner.getByRole("button", { name: "Zahlungspflichtig beauftragen" });
  await expect(fee).toContainText("Die Gebühr wird berechnet");
  const sendWhileComputing = await send.boundingBox();
  feeAnswers.release();
  await expect(fee).toContainText("3 Einsatztage × 60,00 €");
  await expect(fee.getByTestId("fee-gross")).toHaveText(/214,20\s€/);
  // The binding button did not move when the fee arrived; the fee stands above it.
  expect(await send.boundingBox()).toEqual(sendWhileComputing);
  await feeAnswers.end();
  const [feeBox, sendBox] = [await fee.boundingBox(), await send.boundingBox()];
  expect(feeBox!.y).toBeLessThan(sendBox!.y);
  await expectNoAxeViolations(owner);
  await owner.getByRole("checkbox", { name: /zahlungspflichtig/ }).check();
  await send.click();
  await expect(owner.getByText("Status: Gesendet")).toBeVisible();

  // Accepted, published, applied to, proposed (through the API) and confirmed by the owner.
  const orders = await (await owner.request.get("/api/search-orders")).json();
  const orderId = orders.orders[0].id as string;
  const operator = await operatorApi(baseURL!);
  expect((await operator.post(`/api/admin/search-orders/${orderId}/accept`)).status()).toBe(200);
  expect((await operator.post(`/api/admin/search-orders/${orderId}/publish`)).status()).toBe(200);
  const staffEmail = uniqueEmail("apotheker-rechnung");
  const staffRegistered = await request.post("/api/pharmacist-worker/register", {
    multipart: {
      email: staffEmail,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      iam: "Apotheker/in",
      salutation: "Mr",
      first_name: "Jonas",
      last_name: "Vertreter",
      phone: "+49170 7654321",
      address: "Hohe Straße",
      street_number: "3",
      postal_code: "50667",
      city: "Köln",
      "wws_software[]": "ADG",
      Experience: "2012-04-01",
      terms_accepted: "1",
      role: "pharmacist",
      certificate: {
        name: "approbation.pdf",
        mimeType: "application/pdf",
        buffer: pdfBytes(),
      },
    },
  });
  expect(staffRegistered.status(), await staffRegistered.text()).toBe(201);
  const staffList = await (await operator.get("/api/admin/staff?status=inactive")).json();
  const staffId = staffList.items.find((item: { email: string }) => item.email === staffEmail).id;
  expect((await operator.post(`/api/admin/staff/${staffId}/activate`)).status()).toBe(200);
  const staff = await apiRequest.newContext({ baseURL: baseURL! });
  expect(
    (
      await staff.post("/api/auth/login", { data: { email: staffEmail, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await completeApplyAndPropose(staff, operator, orderId, staffId);
  await owner.reload();
  // Confirming makes the fee due: a step of its own shows it and asks for acceptance. It
  // takes the focus; „Abbrechen“ gives it back to the button.
  const confirm = owner.getByRole("button", { name: "Fachkraft bestätigen" });
  const step = owner.getByRole("region", { name: "Fachkraft verbindlich bestätigen" });
  await confirm.click();
  await expect(step).toBeFocused();
  await step.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toBeFocused();
  // When the fee cannot be read, nothing can be accepted: the page says so, sends
  // nothing and reads it again on request.
  let feeReads = 0;
  await owner.route(/\/api\/search-orders\/[^/]+\/fee$/, (route) =>
    ++feeReads === 1 ? route.abort() : route.continue(),
  );
  const confirmations: string[] = [];
  owner.on("request", (sent) => {
    if (sent.url().endsWith("/confirm")) confirmations.push(sent.url());
  });
  await confirm.click();
  await expect(owner.getByText("Die Gebühr konnte nicht geladen werden.")).toBeVisible();
  await owner.getByRole("checkbox", { name: /Vermittlungsgebühr/ }).check();
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(owner.getByText("Bitte laden Sie sie erneut.", { exact: false })).toBeVisible();
  expect(confirmations).toEqual([]);
  await owner.getByRole("checkbox", { name: /Vermittlungsgebühr/ }).uncheck();
  await owner.getByRole("button", { name: "Erneut laden" }).click();
  await expect(
    owner.getByRole("region", { name: "Vermittlungsgebühr für diesen Einsatz" }),
  ).toContainText("214,20");
  // On a 320 px phone the amounts stay inside the card (no sideways scrolling).
  const viewport = owner.viewportSize()!;
  await owner.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() => owner.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await owner.setViewportSize(viewport);
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(
    owner.getByText("Bitte bestätigen Sie die Vermittlungsgebühr", { exact: false }).first(),
  ).toBeVisible();
  await expect(owner.getByText("Status: Fachkraft vorgeschlagen")).toBeVisible();
  // While the owner looks at 214,20 €, the operator agrees own prices with the pharmacy:
  // 70 € net per day, 3 days, 210 € + 19 % = 249,90 €. The owner is never billed a fee
  // the page did not show: the confirmation is refused and the new fee shown.
  const lists = await (await operator.get("/api/admin/price-lists")).json();
  const ownerId = lists.owners.find((entry: { email: string }) => entry.email === ownerEmail).id;
  const ownPrices = await operator.put("/api/admin/price-lists", {
    data: {
      owner_id: ownerId,
      prices: [
        {
          role: "Apotheker/in",
          kind: "Vertretungsangebot",
          unit: "per_day",
          netCents: 7000,
          vatRate: 19,
        },
      ],
    },
  });
  expect(ownPrices.status()).toBe(200);
  const acceptFee = owner.getByRole("checkbox", { name: /Ich nehme die Vermittlungsgebühr an/ });
  await acceptFee.check();
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(
    owner.getByText("Die Vermittlungsgebühr hat sich geändert", { exact: false }).first(),
  ).toBeVisible();
  const confirmStep = owner.getByRole("region", { name: "Vermittlungsgebühr für diesen Einsatz" });
  await expect(confirmStep.getByTestId("fee-gross")).toHaveText(/249,90\s€/);
  await expect(acceptFee).not.toBeChecked();
  await expect(owner.getByText("Status: Fachkraft vorgeschlagen")).toBeVisible();
  await acceptFee.check();
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(owner.getByText("Status: Bestätigt")).toBeVisible();
  // The step closes; the focus goes on to the candidate, whose contact data follow.
  await expect(owner.getByRole("region", { name: "Bestätigte Fachkraft" })).toBeFocused();

  // "Vermittelt" waits for the first day worked (docs/decisions/0057): refused, in German.
  const admin = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await admin.goto("/admin/einsaetze");
  await admin
    .getByRole("article")
    .filter({ hasText: "Severins-Apotheke" })
    .getByRole("button", { name: "Als vermittelt markieren" })
    .click();
  await expect(
    admin.getByText("Ein Einsatz kann erst als vermittelt markiert werden").first(),
  ).toBeVisible();
  // The operator issues the invoice of the confirmed order from the console.
  await admin.goto("/admin/rechnungen");
  await admin.getByRole("button", { name: "Rechnung für Severins-Apotheke stellen" }).click();
  await expect(admin.getByText(/gestellt und an die Apotheke gesendet/).first()).toBeVisible();
  const invoices = admin.getByRole("table", { name: "Rechnungen und Stornorechnungen" });
  await expect(invoices).toContainText("Severins-Apotheke");
  await expect(invoices).toContainText("249,90");
  await expectNoAxeViolations(admin);

  // The owner gets the mail with the PDF attached ...
  const mail = await waitForMail(
    (candidate) => candidate.to === ownerEmail && candidate.template === "invoice-issued",
  );
  const number = /RE-\d{4}-\d{5}/.exec(mail.subject)?.[0];
  expect(number).toBeDefined();
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename: `${number}.pdf`, contentType: "application/pdf" }),
  ]);
  expect(Buffer.from(mail.attachments[0]!.contentBase64, "base64").subarray(0, 5).toString()).toBe(
    "%PDF-",
  );

  // ... and finds the invoice and the agreed prices in the account.
  await owner.goto("/konto");
  const account = owner.getByRole("region", { name: "Rechnungen" });
  await expect(account).toContainText(`Rechnung ${number}`);
  await expect(account).toContainText("Offen");
  await expect(
    owner.getByRole("region", { name: "Vereinbarte Preise", exact: true }),
  ).toContainText("70,00 € je Einsatztag");
  const download = owner.waitForEvent("download");
  await account.getByRole("link", { name: `PDF herunterladen (${number})` }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
  await expectNoAxeViolations(owner);

  // The operator: no reminder before the due date; a bank statement pays part of it.
  await admin.goto("/admin/rechnungen");
  await admin.getByRole("button", { name: `Rechnung ${number} bearbeiten` }).click();
  const dunning = admin.getByRole("region", { name: "Zahlungen und Mahnungen" });
  await expect(dunning).toContainText("noch nicht überfällig");
  await expect(dunning.getByRole("button", { name: /vorbereiten/ })).toHaveCount(0);
  const statement = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${isoIn(0)}</Dt></BookgDt><AcctSvcrRef>E2E-${number}</AcctSvcrRef>
<NtryDtls><TxDtls><RmtInf><Ustrd>${number}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
  await admin.getByLabel("Kontoauszug (CAMT.053, XML)").setInputFiles({
    name: "auszug.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(statement),
  });
  await admin.getByRole("button", { name: "Importieren" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Verbucht: 1" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await operator.dispose();
  await staff.dispose();
});

/**
 * Holds the page's fee requests (the draft's quote and an order's fee) until `release`;
 * `hold` holds the next ones again, `end` lets them all through.
 */
async function holdFeeAnswers(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  hold();
  const feeRequests = /\/api\/search-orders\/(fee-quote|[^/]+\/fee)$/;
  await page.route(feeRequests, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), hold, end: () => page.unroute(feeRequests) };
}
