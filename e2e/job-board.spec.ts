import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import {
  field,
  isoIn,
  operatorApi,
  registerActiveOwner,
  signedInPage,
  uniqueEmail,
} from "./support/accounts";
import { activateStaff, registerStaff } from "./support/console";
import { waitForMail } from "./support/mailbox";

async function openConsole(page: Page, status: string) {
  await page.goto("/admin/suchauftraege");
  await field(page, "Status").selectOption({ label: status });
}

test("an owner's order is accepted, published, found, applied to, proposed, confirmed and its documents downloaded", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The owner registers and confirms the address through the real flow.
  const ownerEmail = uniqueEmail("inhaber-board");
  await registerActiveOwner(request, ownerEmail);

  // Logged out, the page asks to log in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/arbeitsangebote-erstellen");
  await expect(visitor.getByRole("main").getByRole("status")).toContainText(
    "Bitte melden Sie sich an",
  );
  await expect(visitor.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute(
    "href",
    "/login",
  );

  const owner = await signedInPage(browser, ownerEmail);
  await expect(owner).toHaveURL(/\/arbeitsangebote-erstellen$/);
  await owner.getByRole("button", { name: "Neuen Suchauftrag erstellen" }).click();
  await expect(field(owner, "PLZ")).toHaveValue("50668");
  await expect(field(owner, "Straße und Hausnummer")).toHaveValue("Rheinufer 7");
  await field(owner, "Art des Angebots").selectOption("Vertretungsangebot");
  await field(owner, "Gesuchte Berufsgruppe").selectOption("PTA");
  await owner.getByRole("checkbox", { name: /Inhabervertretung/ }).check();
  const period = owner.getByRole("group", { name: "Zeitraum 1" });
  await period.getByLabel(/^Beginn/).fill(isoIn(-3));
  await period.getByLabel(/^Ende/).fill(isoIn(-5));
  await field(owner, "Arbeitszeiten").fill("8:00–18:30");
  await field(owner, "Bundesland").selectOption({ label: "Nordrhein-Westfalen" });
  await owner.getByRole("button", { name: "Als Entwurf speichern" }).click();
  // Client-side checks in German: past start, end before start, role vs. owner cover.
  await expect(
    owner.getByText("Das Startdatum darf nicht in der Vergangenheit liegen."),
  ).toBeVisible();
  await expect(
    owner.getByText("Eine Inhabervertretung kann nur ein/e Apotheker/in übernehmen."),
  ).toBeVisible();
  await field(owner, "Gesuchte Berufsgruppe").selectOption("Apotheker/in");
  await period.getByLabel(/^Beginn/).fill(isoIn(10));
  await period.getByLabel(/^Ende/).fill(isoIn(5));
  await owner.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(owner.getByText("Das Enddatum darf nicht vor dem Startdatum liegen.")).toBeVisible();
  await period.getByLabel(/^Ende/).fill(isoIn(20));
  await owner.getByRole("button", { name: "Weiter zur Beauftragung" }).click();

  await expect(
    owner.getByRole("heading", { name: "Zusammenfassung Ihres Suchauftrags" }),
  ).toBeVisible();
  await expect(
    owner.getByText("Vermittlungsgebühr fällt nur bei erfolgreicher Vermittlung an"),
  ).toBeVisible();
  await owner.getByRole("button", { name: "Zahlungspflichtig beauftragen" }).click();
  await expect(owner.getByText("Bitte bestätigen Sie die Vergütungsbedingungen.")).toBeVisible();
  await owner.getByRole("checkbox", { name: /zahlungspflichtig/ }).check();
  await owner.getByRole("button", { name: "Zahlungspflichtig beauftragen" }).click();
  await expect(owner.getByText("Status: Gesendet")).toBeVisible();
  await waitForMail((mail) => mail.to === ownerEmail && mail.template === "search-order-received");

  // The operator accepts and publishes.
  const admin = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await openConsole(admin, "Gesendet");
  const adminOrder = admin.getByRole("article").filter({ hasText: ownerEmail });
  await expect(adminOrder.getByText(/Annahmefrist: \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await adminOrder.getByRole("button", { name: "Annehmen" }).click();
  await openConsole(admin, "Angenommen");
  await admin
    .getByRole("article")
    .filter({ hasText: ownerEmail })
    .getByRole("button", { name: "Veröffentlichen" })
    .click();
  await expect(admin.getByText("Der Suchauftrag wurde veröffentlicht.")).toBeVisible();

  // A pharmacist registers, the operator activates her, she searches and applies.
  const staffEmail = uniqueEmail("apothekerin-board");
  await registerStaff(request, {
    email: staffEmail,
    firstName: "Mia",
    lastName: "Vertretung",
    iam: "Apotheker/in",
    wws: "ADG",
  });
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, staffEmail);
  await operator.dispose();

  const staff = await signedInPage(browser, staffEmail, { from: "/arbeitsangebote-suchen" });
  await expect(staff).toHaveURL(/\/arbeitsangebote-suchen\/2$/);
  // Contact needs a profile at least 80 % complete: she adds VAT ID, capacity, availability.
  await staff.goto("/konto/profil");
  await field(staff, "USt-IdNr.").fill("DE123456789");
  await field(staff, "Kapazität (Tage pro Woche)").fill("4");
  await field(staff, "Verfügbarkeit").fill("Sommerferien, auch Notdienste");
  await staff.getByRole("button", { name: "Profil speichern" }).click();
  await expect(staff.getByText("Sie können sich auf Suchaufträge bewerben.")).toBeVisible();
  await staff.goto("/arbeitsangebote-suchen/2");
  // It opens on a type with offers for her profession (Feststelle while it has some),
  // never on an empty list beside offers of another type; each type says how many.
  const results = staff.getByRole("region", { name: "Passende Arbeitsangebote" });
  await expect(results.getByRole("status")).toHaveText(/^[1-9]\d* passende/);
  await expect(
    staff.getByRole("radio", { name: /^Vertretungsangebot \([1-9]\d* Angebot/ }),
  ).toBeVisible();
  await staff.getByRole("radio", { name: "Vertretungsangebot" }).check();
  await field(staff, "Ort oder PLZ").fill("Köln");
  await field(staff, "Bundesland").selectOption({ label: "Nordrhein-Westfalen" });
  await staff.getByRole("button", { name: "Suchen" }).click();
  await expect(staff.getByText("Arbeitsangebot erfolgreich gesendet")).toBeVisible();
  await expect(field(staff, "Ort oder PLZ")).toHaveValue("Köln");
  const offer = staff.getByRole("article").filter({ hasText: "Apotheker/in (Inhabervertretung)" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Jetzt bewerben" }).click();
  await expect(
    offer.getByText("Bitte willigen Sie in die Weitergabe Ihrer Daten ein."),
  ).toBeVisible();
  await offer.getByRole("checkbox", { name: /Ich willige ein/ }).check();
  await offer.getByRole("button", { name: "Jetzt bewerben" }).click();
  await expect(offer.getByText("Sie haben sich beworben.")).toBeVisible();
  // The application's own words, not the search's "Arbeitsangebot erfolgreich gesendet".
  await expect(staff.getByText("Ihre Bewerbung wurde gesendet.")).toBeVisible();
  const myApplications = staff.getByRole("region", { name: "Meine Bewerbungen" });
  await expect(myApplications).toContainText("Köln");
  // She withdraws (revoking the consent), is asked once more, then applies again. Asked,
  // she first steps back: the focus returns to the button.
  const withdraw = myApplications.getByRole("button", { name: "Bewerbung zurückziehen" });
  await withdraw.click();
  await expect(staff.getByText("Möchten Sie die Bewerbung wirklich zurückziehen?")).toBeFocused();
  await myApplications.getByRole("button", { name: "Abbrechen" }).click();
  await expect(withdraw).toBeFocused();
  await withdraw.click();
  await expect(staff.getByText("Möchten Sie die Bewerbung wirklich zurückziehen?")).toBeFocused();
  await myApplications.getByRole("button", { name: "Ja, zurückziehen" }).click();
  await expect(staff.getByText("Ihre Bewerbung ist zurückgezogen")).toBeVisible();
  await expect(myApplications).toContainText("Sie haben sich noch auf kein Angebot beworben.");
  await offer.getByRole("checkbox", { name: /Ich willige ein/ }).check();
  await offer.getByRole("button", { name: "Jetzt bewerben" }).click();
  await expect(offer.getByText("Sie haben sich beworben.")).toBeVisible();
  await expect(myApplications).toContainText("Köln");

  // The operator proposes her; the owner sees the name only.
  await openConsole(admin, "Veröffentlicht");
  const published = admin.getByRole("article").filter({ hasText: ownerEmail });
  await published.getByText("Bewerbungen und passende Fachkräfte").click();
  // Her application (a Mia of an earlier run may be among the matching staff below it).
  await published
    .getByRole("table", { name: "Bewerbungen" })
    .getByRole("button", { name: "Mia Vertretung vorschlagen" })
    .click();
  await expect(admin.getByText("Die Fachkraft wurde vorgeschlagen.")).toBeVisible();
  await waitForMail((mail) => mail.to === ownerEmail && mail.template === "search-order-candidate");

  await owner.reload();
  const candidate = owner.getByRole("region", { name: "Vorgeschlagene Fachkraft" });
  await expect(candidate).toContainText("Mia Vertretung");
  await expect(candidate).not.toContainText(staffEmail);
  await expect(candidate.getByRole("link")).toHaveCount(0);
  await owner.getByRole("button", { name: "Fachkraft bestätigen" }).click();
  await owner.getByRole("checkbox", { name: /Ich nehme die Vermittlungsgebühr an/ }).check();
  await owner.getByRole("button", { name: "Verbindlich bestätigen" }).click();
  await expect(owner.getByText("Status: Bestätigt")).toBeVisible();
  // No longer a proposal: the section is called what she now is.
  await expect(candidate).toHaveCount(0);
  const confirmedPerson = owner.getByRole("region", { name: "Bestätigte Fachkraft" });
  await expect(
    confirmedPerson.getByRole("heading", { name: "Bestätigte Fachkraft" }),
  ).toBeVisible();
  await expect(confirmedPerson).toContainText(staffEmail);
  const download = owner.waitForEvent("download");
  await confirmedPerson
    .getByRole("link", { name: "Approbationsurkunde / Zeugnis herunterladen" })
    .click();
  expect((await download).suggestedFilename()).toBe("approbation.pdf");

  await owner.getByText("Verlauf", { exact: true }).click();
  await expect(owner.getByRole("table", { name: "Verlauf des Suchauftrags" })).toContainText(
    "Fachkraft vorgeschlagen",
  );
});

test("the owner's order views (list, form, summary) each take the focus at their heading", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("inhaber-fokus");
  await registerActiveOwner(request, email);
  const owner = await signedInPage(browser, email);
  await expect(owner).toHaveURL(/\/arbeitsangebote-erstellen$/);
  // Each step replaces the one before, with the button that led there.
  await owner.getByRole("button", { name: "Neuen Suchauftrag erstellen" }).click();
  await expect(owner.getByRole("heading", { name: "Neuer Suchauftrag" })).toBeFocused();
  await field(owner, "Art des Angebots").selectOption("Vertretungsangebot");
  await field(owner, "Gesuchte Berufsgruppe").selectOption("PTA");
  const period = owner.getByRole("group", { name: "Zeitraum 1" });
  await period.getByLabel(/^Beginn/).fill(isoIn(10));
  await period.getByLabel(/^Ende/).fill(isoIn(11));
  await field(owner, "Arbeitszeiten").fill("8:00–18:30");
  await field(owner, "Bundesland").selectOption({ label: "Nordrhein-Westfalen" });
  await owner.getByRole("button", { name: "Weiter zur Beauftragung" }).click();
  await expect(
    owner.getByRole("heading", { name: "Zusammenfassung Ihres Suchauftrags" }),
  ).toBeFocused();
  await owner.getByRole("button", { name: "Zurück" }).click();
  await expect(owner.getByRole("heading", { name: "Meine Suchaufträge" })).toBeFocused();
});
