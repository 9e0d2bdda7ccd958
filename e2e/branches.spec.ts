import { expect, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import {
  field,
  gotoForm,
  isoIn,
  registerActiveOwner,
  signedInPage,
  uniqueEmail,
} from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

/**
 * Several pharmacies per owner (issue 13, item 2; docs/decisions/0035): the owner adds a
 * branch on /konto, orders for it with its address and WWS, cannot remove it while the
 * order runs; the operator sees the group and which pharmacy the order is for.
 */
test("an owner adds a branch, orders for it, and the operator sees the group", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("filiale");
  await registerActiveOwner(request, email);
  const owner = await signedInPage(browser, email);

  await gotoForm(owner, "/konto", "Apotheke speichern");
  const branches = owner.getByRole("region", { name: "Filialen" });
  await expect(branches.getByText("Sie haben noch keine Filialen angelegt.")).toBeVisible();
  await branches.getByRole("button", { name: "Filiale hinzufügen" }).click();
  const form = owner.getByRole("form", { name: "Neue Filiale" });
  await expect(form.getByLabel(/^Name der Filiale/)).toBeFocused();
  await form.getByRole("button", { name: "Filiale anlegen" }).click();
  // Checked in the browser, in German, tied to the fields.
  await expect(form.getByLabel(/^Name der Filiale/)).toHaveAccessibleDescription(
    "Name der Apotheke ist erforderlich",
  );
  await form.getByLabel(/^Name der Filiale/).fill("Rhein-Apotheke Deutz");
  await form.getByLabel(/^Straße/).fill("Deutzer Freiheit");
  await form.getByLabel(/^Hausnummer/).fill("50");
  await form.getByLabel(/^PLZ/).fill("99999");
  await form.getByLabel(/^Ort/).fill("Köln");
  await form.getByLabel(/^Telefon der Filiale/).fill("+49 221 8889900");
  await form.getByRole("checkbox", { name: "CIDA" }).check();
  await expectNoAxeViolations(owner);
  await form.getByRole("button", { name: "Filiale anlegen" }).click();
  // The server knows the postcodes: this one does not exist.
  await expect(form.getByLabel(/^PLZ/)).toHaveAccessibleDescription("Diese PLZ gibt es nicht.");
  await form.getByLabel(/^PLZ/).fill("50679");
  await form.getByRole("button", { name: "Filiale anlegen" }).click();
  await expect(owner.getByText("Die Filiale ist angelegt.")).toBeVisible();
  const list = branches.getByRole("list", { name: "Ihre Filialen" });
  await expect(list.getByText("Deutzer Freiheit 50, 50679 Köln")).toBeVisible();
  await expect(branches.getByRole("heading", { name: "Filialen" })).toBeFocused();

  // A new order: the main pharmacy comes first; choosing the branch brings its data.
  await gotoForm(owner, "/arbeitsangebote-erstellen", "Neuen Suchauftrag erstellen");
  await owner.getByRole("button", { name: "Neuen Suchauftrag erstellen" }).click();
  const pharmacy = field(owner, "Apotheke");
  await expect(pharmacy.locator("option:checked")).toHaveText("Rhein-Apotheke (Hauptapotheke)");
  await expect(field(owner, "PLZ")).toHaveValue("50668");
  await expect(owner.getByRole("checkbox", { name: "ADG" })).toBeChecked();
  await pharmacy.selectOption({ label: "Rhein-Apotheke Deutz (Filiale)" });
  await expect(field(owner, "Straße und Hausnummer")).toHaveValue("Deutzer Freiheit 50");
  await expect(field(owner, "PLZ")).toHaveValue("50679");
  await expect(field(owner, "Bundesland")).toHaveValue("DE-NW");
  await expect(owner.getByRole("checkbox", { name: "CIDA" })).toBeChecked();
  await expect(owner.getByRole("checkbox", { name: "ADG" })).not.toBeChecked();
  await expectNoAxeViolations(owner);
  await field(owner, "Gesuchte Berufsgruppe").selectOption("PTA");
  const period = owner.getByRole("group", { name: "Zeitraum 1" });
  await period.getByLabel(/^Beginn/).fill(isoIn(10));
  await period.getByLabel(/^Ende/).fill(isoIn(12));
  await field(owner, "Arbeitszeiten").fill("8:00–18:30");
  await owner.getByRole("button", { name: "Weiter zur Beauftragung" }).click();
  await owner.getByRole("checkbox", { name: /zahlungspflichtig/ }).check();
  await owner.getByRole("button", { name: "Zahlungspflichtig beauftragen" }).click();
  await expect(owner.getByText("Status: Gesendet")).toBeVisible();
  const card = owner.getByRole("article").filter({ hasText: "Status: Gesendet" });
  await expect(card.getByText("Rhein-Apotheke Deutz (Filiale)")).toBeVisible();
  await expect(card.getByText(/Deutzer Freiheit 50, 50679 Köln/)).toBeVisible();

  // While the order runs, the branch stays.
  await gotoForm(owner, "/konto", "Apotheke speichern");
  await branches.getByRole("button", { name: "Entfernen" }).click();
  await branches.getByRole("button", { name: "Ja, entfernen" }).click();
  await expect(branches.getByRole("alert")).toContainText(
    "Diese Filiale hat noch offene Suchaufträge",
  );
  await expect(list.getByText("Rhein-Apotheke Deutz")).toBeVisible();

  // The operator: the owner's group, and which pharmacy the order is for.
  const admin = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await admin.goto("/admin/apotheken");
  await admin.getByLabel("Suche").fill(email);
  await admin.getByRole("button", { name: "Suchen" }).click();
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Hauptapotheke + 1 Filiale")).toBeVisible();
  await expect(
    row.getByRole("list", { name: "Filialen von Rhein-Apotheke" }).getByRole("listitem"),
  ).toHaveText("Rhein-Apotheke Deutz, Deutzer Freiheit 50, 50679 Köln");
  await expectNoAxeViolations(admin);

  await admin.goto("/admin/suchauftraege");
  await field(admin, "Status").selectOption({ label: "Gesendet" });
  const order = admin.getByRole("article").filter({ hasText: email });
  await expect(order.getByRole("heading", { name: /^Rhein-Apotheke Deutz: / })).toBeVisible();
  await expect(order.getByText("Filiale von Rhein-Apotheke", { exact: false })).toBeVisible();
});
