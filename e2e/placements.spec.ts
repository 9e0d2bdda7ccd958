import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
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
import { activateStaff, registerStaff } from "./support/console";
import { confirmedPlacement } from "./support/job-board";
import { waitForMail } from "./support/mailbox";

const PDF = pdfBytes();

/** A staff member registered, activated and with a profile complete enough to apply. */
async function readyStaff(
  request: APIRequestContext,
  operator: APIRequestContext,
  iam: "Apotheker/in" | "PTA",
  lastName: string,
) {
  const email = uniqueEmail(`einsatz-${iam === "PTA" ? "pta" : "apo"}`);
  await registerStaff(request, { email, firstName: "Mia", lastName, iam, wws: "ADG" });
  const id = await activateStaff(operator, email);
  return { email, id };
}

async function completeProfile(page: Page) {
  await page.goto("/konto/profil");
  await field(page, "USt-IdNr.").fill("DE123456789");
  await field(page, "Kapazität (Tage pro Woche)").fill("4");
  await field(page, "Verfügbarkeit").fill("Sofort");
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(page.getByText("Sie können sich auf Suchaufträge bewerben.")).toBeVisible();
}

test("a placement from order to the agency's books: every step told, Meine Einsätze, invoice copy, the record outlives the owner's account", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The owner registers and activates; the order is today (one day), as an Inhabervertretung.
  const ownerEmail = uniqueEmail("inhaber-einsatz");
  await registerActiveOwner(request, ownerEmail, {
    pharmacy_name: "Einsatz-Apotheke",
    pharmacy_address: "Domplatz",
    pharmacy_street_number: "3",
    pharmacy_postal_code: "50667",
    first_name: "Otto",
    last_name: "Inhaber",
    pharmacy_phone: "+49221 4443322",
  });
  const owner = await signedInPage(browser, ownerEmail);
  const today = isoIn(0);
  const created = await owner.request.post("/api/search-orders", {
    data: {
      type: "Vertretungsangebot",
      role: "Apotheker/in",
      ownerCover: true,
      periods: [{ startDate: today, endDate: today }],
      workingHours: "8:00–18:30",
      street: "Domplatz 3",
      postalCode: "50667",
      city: "Köln",
      state: "DE-NW",
      wwsSoftware: ["ADG"],
      hourlyRate: 48,
      note: "",
    },
  });
  expect(created.status()).toBe(201);
  const orderId = (await created.json()).order.id as string;
  // (The order form and "Zahlungspflichtig beauftragen" are walked in job-board.spec.ts.)
  const sent = await owner.request.post(`/api/search-orders/${orderId}/send`, {
    data: { feeTermsAccepted: true },
  });
  expect(sent.status()).toBe(200);
  await owner.goto("/arbeitsangebote-erstellen");
  await expect(owner.getByText("Status: Gesendet")).toBeVisible();

  // The operator's day: the order waits for acceptance with its deadline.
  const admin = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await admin.goto("/admin");
  await expect(admin.getByRole("region", { name: /Suchaufträge zur Annahme/ })).toContainText(
    "Einsatz-Apotheke, Köln",
  );
  await admin.goto("/admin/suchauftraege");
  const adminOrder = admin.getByRole("article").filter({ hasText: ownerEmail });
  await adminOrder.getByRole("button", { name: "Annehmen" }).click();
  await expect(admin.getByText(/jetzt unter Status „Angenommen“/)).toBeVisible();
  const accepted = await waitForMail(
    (mail) => mail.to === ownerEmail && mail.template === "search-order-accepted",
  );
  expect(accepted.text).toContain("angenommen");
  await field(admin, "Status").selectOption({ label: "Angenommen" });
  await adminOrder.getByRole("button", { name: "Veröffentlichen" }).click();
  await waitForMail((mail) => mail.to === ownerEmail && mail.template === "search-order-published");

  // A PTA does not see the pharmacists' offer as hers: hidden unless she asks, then
  // marked and without "Jetzt bewerben"; the pharmacist applies.
  const operator = await operatorApi(baseURL!);
  const pta = await readyStaff(request, operator, "PTA", "Technik");
  const pharmacist = await readyStaff(request, operator, "Apotheker/in", "Vertretung");
  await operator.dispose();
  const ptaPage = await signedInPage(browser, pta.email);
  await completeProfile(ptaPage);
  await ptaPage.goto("/arbeitsangebote-suchen/2");
  await ptaPage.getByRole("radio", { name: /^Vertretungsangebot/ }).check();
  const others = ptaPage.getByRole("checkbox", {
    name: /Auch Angebote für andere Berufsgruppen zeigen/,
  });
  await expect(others).toBeVisible();
  await expect(ptaPage.getByRole("article").filter({ hasText: "Apotheker/in" })).toHaveCount(0);
  await others.check();
  const foreign = ptaPage
    .getByRole("article")
    .filter({ hasText: "Apotheker/in (Inhabervertretung)" });
  await expect(foreign.first()).toContainText("Nicht für Ihre Berufsgruppe");
  await expect(foreign.first().getByRole("button", { name: "Jetzt bewerben" })).toHaveCount(0);
  await expectNoAxeViolations(ptaPage);

  const staff = await signedInPage(browser, pharmacist.email);
  await completeProfile(staff);
  const applied = await staff.request.post("/api/applications", {
    data: { orderId, dataConsent: true },
  });
  expect(applied.status()).toBe(201);

  // Proposed: the candidate is told the role, the dates and the city; her list says so.
  await admin.goto("/admin/suchauftraege");
  await field(admin, "Status").selectOption({ label: "Veröffentlicht" });
  await adminOrder.getByText("Bewerbungen und passende Fachkräfte").click();
  // From her application (another test may have registered a namesake who only matches).
  await adminOrder
    .getByRole("table", { name: "Bewerbungen" })
    .getByRole("button", { name: "Mia Vertretung vorschlagen" })
    .click();
  await expect(admin.getByText(/jetzt unter Status „Fachkraft vorgeschlagen“/)).toBeVisible();
  const proposal = await waitForMail(
    (mail) => mail.to === pharmacist.email && mail.template === "application-proposed",
  );
  expect(proposal.text).toContain("Köln");
  await staff.goto("/arbeitsangebote-suchen/2");
  await expect(staff.getByRole("region", { name: "Meine Bewerbungen" })).toContainText(
    "Status: Vorgeschlagen",
  );

  // Confirmed: both mails name the other side and carry the calendar file.
  await owner.reload();
  await owner.getByRole("button", { name: "Fachkraft bestätigen" }).click();
  await owner.getByRole("checkbox", { name: /Ich nehme die Vermittlungsgebühr an/ }).check();
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(owner.getByText("Status: Bestätigt")).toBeVisible();
  const toOwner = await waitForMail(
    (mail) => mail.to === ownerEmail && mail.template === "placement-confirmed",
  );
  const toStaff = await waitForMail(
    (mail) => mail.to === pharmacist.email && mail.template === "placement-confirmed",
  );
  expect(toOwner.text).toContain(pharmacist.email);
  expect(toOwner.text).toContain("Mia Vertretung");
  expect(toStaff.text).toContain("Einsatz-Apotheke");
  expect(toStaff.text).toContain(ownerEmail);
  for (const mail of [toOwner, toStaff]) {
    const ics = mail.attachments.find((file) => file.filename === "einsatz.ics");
    const calendar = Buffer.from(ics!.contentBase64, "base64").toString();
    expect(calendar).toContain(`DTSTART;TZID=Europe/Berlin:${today.replaceAll("-", "")}T080000`);
  }

  // "Meine Einsätze" on both sides: the other side's contact, the calendar file.
  await owner.goto("/konto/einsaetze");
  const ownerPlacement = owner.getByRole("article").filter({ hasText: "Mia Vertretung" });
  await expect(ownerPlacement.getByRole("region", { name: "Kontakt der Fachkraft" })).toContainText(
    pharmacist.email,
  );
  await expect(ownerPlacement).toContainText("Bestätigt");
  await staff.goto("/konto/einsaetze");
  const staffPlacement = staff.getByRole("article").filter({ hasText: "Einsatz-Apotheke" });
  await expect(staffPlacement.getByRole("region", { name: "Kontakt der Apotheke" })).toContainText(
    ownerEmail,
  );
  const download = staff.waitForEvent("download");
  await staffPlacement.getByRole("link", { name: "Kalenderdatei (.ics)" }).click();
  expect((await download).suggestedFilename()).toBe("einsatz.ics");
  await expectNoAxeViolations(staff);

  // The invoice copy: only a PDF passes.
  await staffPlacement.getByLabel(/^Rechnungskopie \(PDF/).setInputFiles({
    name: "rechnung.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await staffPlacement.getByRole("button", { name: "Rechnungskopie hochladen" }).click();
  await expect(staffPlacement).toContainText("Rechnungskopie hochgeladen: rechnung.pdf");

  // The worked days (docs/decisions/0057): the staff member's form, prefilled from the
  // plan, usable on a 320 px phone.
  await staff.setViewportSize({ width: 320, height: 800 });
  const report = staffPlacement.getByRole("form", { name: /^Arbeitstage .* melden$/ });
  await expect(report.getByLabel("Beginn")).toHaveValue("08:00");
  await expect(report.getByLabel("Ende")).toHaveValue("18:30");
  await report.getByLabel("Pause (Minuten)").fill("30");
  await expect
    .poll(() => staff.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await expectNoAxeViolations(staff);
  await report.getByRole("button", { name: "Arbeitstage senden" }).click();
  await expect(staffPlacement).toContainText("wartet auf die Bestätigung der Apotheke");
  await expect(staffPlacement).toContainText("08:00–18:30, 30 Min. Pause (10:00 Std.)");

  // The owner confirms with the link of the mail, without logging in; the fee is stated.
  const workedMail = await waitForMail(
    (mail) => mail.to === ownerEmail && mail.template === "worked-days-to-confirm",
  );
  expect(workedMail.text).toContain("Vermittlungsgebühr");
  const link = new URL(
    /https?:\/\/\S+arbeitstage-bestaetigen\?token=\S+/.exec(workedMail.text)![0],
  );
  const answerContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const answer = await answerContext.newPage();
  await answer.goto(`${link.pathname}${link.search}`);
  await expect(answer.getByRole("heading", { name: "Arbeitstage bestätigen" })).toBeVisible();
  await expect(answer.getByRole("list", { name: "Angegebene Arbeitstage" })).toContainText(
    "30 Min. Pause",
  );
  await expect(
    answer.getByRole("region", { name: "Vermittlungsgebühr für diese Tage" }),
  ).toContainText("brutto");
  await expect
    .poll(() => answer.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await expectNoAxeViolations(answer);
  await answer.getByRole("button", { name: "Arbeitstage bestätigen" }).click();
  await expect(answer.getByText("die Arbeitstage sind bestätigt")).toBeVisible();
  await expectNoAxeViolations(answer);
  await answerContext.close();

  // The operator marks it "vermittelt" (from its first day on); the invoice follows the
  // confirmed days, after the operator's review.
  await admin.goto("/admin");
  const toInvoice = admin.getByRole("region", { name: /Arbeitstage bestätigt, Rechnung prüfen/ });
  await toInvoice.getByRole("button", { name: /Rechnung stellen \(Einsatz-Apotheke/ }).click();
  await expect(admin.getByText("Die Rechnung ist gestellt").first()).toBeVisible();
  await admin.goto("/admin/einsaetze");
  const record = admin.getByRole("article").filter({ hasText: "Einsatz-Apotheke: Mia Vertretung" });
  await expect(record).toContainText("Rechnungskopie: hochgeladen");
  await record.getByRole("button", { name: "Als vermittelt markieren" }).click();
  await expect(admin.getByText(/jetzt unter Status „Vermittelt“/)).toBeVisible();

  // The owner cannot delete the account while the placement lies ahead, "vermittelt" or
  // not: the page says so before anything is typed, and leads to the cancellation.
  await owner.goto("/konto");
  await expect(owner.getByText(/Sie haben einen bevorstehenden Einsatz/)).toBeVisible();
  await field(owner, "Passwort zur Bestätigung").fill(PASSWORD);
  await owner.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(owner.getByText(/Sie haben einen bevorstehenden Einsatz/)).toBeVisible();
  await owner.getByRole("link", { name: /Zu „Meine Einsätze“/ }).click();
  const vermittelt = owner.getByRole("article").filter({ hasText: "Mia Vertretung" });
  await expect(vermittelt).toContainText("Vermittelt");
  await vermittelt.getByRole("button", { name: "Einsatz absagen" }).click();
  await field(owner, "Grund der Absage").fill("intern besetzt");
  // The owner is asked whether we search again; nothing goes without an answer.
  await owner.getByRole("button", { name: "Absage senden" }).click();
  const searchAgain = owner.getByRole("group", {
    name: /Sollen wir eine andere Fachkraft für Sie suchen/,
  });
  await expect(searchAgain).toHaveAccessibleDescription(/Bitte wählen Sie, ob wir/);
  await expect(searchAgain.getByRole("radio").first()).toBeFocused();
  await searchAgain.getByRole("radio", { name: /Nein, Suchauftrag beenden/ }).check();
  await expectNoAxeViolations(owner);
  await owner.getByRole("button", { name: "Absage senden" }).click();
  await expect(vermittelt).toContainText("Abgesagt");
  await owner.goto("/arbeitsangebote-erstellen");
  await expect(owner.getByText("Status: Beendet")).toBeVisible();
  const cancelledMail = await waitForMail(
    (mail) => mail.to === pharmacist.email && mail.template === "placement-cancelled",
  );
  expect(cancelledMail.text).toContain("intern besetzt");

  // Now the owner may go.
  await owner.goto("/konto");
  await field(owner, "Passwort zur Bestätigung").fill(PASSWORD);
  await owner.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(owner).toHaveURL(/\/$/);

  // The record outlives the account: the operator still sees it with the pharmacy's name.
  await admin.reload();
  await expect(record).toContainText("Abgesagt");
  await expect(record).toContainText("(Konto gelöscht)");
});

test("„Einsatz absagen“: a missing reason takes the focus, „Abbrechen“ gives it back to the button that opened the question", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await confirmedPlacement(request, baseURL!);
  const page = await signedInPage(browser, email);
  await page.goto("/konto/einsaetze");
  const cancel = page.getByRole("button", { name: "Einsatz absagen" });
  await cancel.click();
  const reason = page.getByLabel(/^Grund der Absage/);
  await expect(reason).toBeFocused();
  // Sent without a reason, the field says so and takes the focus back.
  await page.getByRole("button", { name: "Absage senden" }).click();
  await expect(reason).toHaveAccessibleDescription(/Bitte geben Sie einen Grund für die Absage an/);
  await expect(reason).toBeFocused();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByLabel(/^Grund der Absage/)).toHaveCount(0);
  await expect(cancel).toBeFocused();
});
