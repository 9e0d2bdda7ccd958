import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetailLines } from "./audit-text";

describe("readable audit entries", () => {
  it("names every action in German and leaves an unknown one as it is", () => {
    expect(auditActionLabel("account.self_delete")).toBe("Konto selbst gelöscht");
    expect(auditActionLabel("something.new")).toBe("something.new");
    expect(Object.values(AUDIT_ACTION_LABELS).every((label) => /^[A-ZÄÖÜ]/.test(label))).toBe(true);
  });

  it("writes status steps with the labels of the record's kind", () => {
    expect(
      auditDetailLines("account.block", { email: "a@b.de", reason: "Alt", from: "active" }),
    ).toEqual(["Status: aktiv → gesperrt", "E-Mail: a@b.de", "Grund: Alt"]);
    expect(auditDetailLines("account.unblock", { to: "unverified" })).toEqual([
      "Status: gesperrt → unbestätigt",
    ]);
    expect(
      auditDetailLines("order.decline", { from: "sent", to: "declined", reason: "Voll" }),
    ).toEqual(["Status: Gesendet → Abgelehnt", "Grund: Voll"]);
    expect(auditDetailLines("service_request.status", { status: "in_progress" })).toEqual([
      "Neuer Status: In Bearbeitung",
    ]);
  });

  it("writes the owner's binding steps and a side's cancellation in words", () => {
    expect(auditDetailLines("order.send", { fee_gross_cents: 53550 })).toEqual([
      "Vermittlungsgebühr: 535,50\u00a0€ brutto",
    ]);
    expect(auditDetailLines("order.confirm", { fee_gross_cents: null, staffId: "x" })).toEqual([
      "Vermittlungsgebühr: kein Preis vereinbart",
    ]);
    expect(
      auditDetailLines("placement.cancel", {
        cancelled_by: "owner",
        reason: "intern besetzt",
        search_again: false,
      }),
    ).toEqual(["Grund: intern besetzt", "Abgesagt von der Apotheke", "Suchauftrag: beendet"]);
  });

  it("writes field changes as 'Feld: alt → neu'", () => {
    expect(
      auditDetailLines("account.profile_update", {
        changes: {
          postal_code: { from: "50667", to: "80331" },
          vat_id: { from: null, to: "DE123456789" },
          wws_software: { from: ["ADG"], to: ["ADG", "CIDA"] },
          state: { from: "DE-NW", to: "DE-BY" },
        },
      }),
    ).toEqual([
      "PLZ: 50667 → 80331",
      "Bundesland: Nordrhein-Westfalen → Bayern",
      "WWS: ADG → ADG, CIDA",
      "USt-IdNr.: – → DE123456789",
    ]);
    expect(auditDetailLines("account.email_change", { from: "alt@x.de", to: "neu@x.de" })).toEqual([
      "E-Mail: alt@x.de → neu@x.de",
    ]);
    expect(
      auditDetailLines("account.branch_update", {
        name: "Filiale Nord",
        changed: ["wwsSoftware", "streetNumber"],
      }),
    ).toEqual(["Filiale: Filiale Nord", "Geändert: Hausnummer, WWS"]);
    expect(
      auditDetailLines("account.pharmacy_update", { changed_fields: ["street", "city"] }),
    ).toEqual(["Geändert: Straße, Ort (Werte mit dem Konto gelöscht)"]);
  });

  it("writes prices, payments and amounts in euro, leaves ids out and never shows JSON", () => {
    const spaced = (lines: string[]) => lines.map((line) => line.replaceAll("\u00a0", " "));
    expect(
      spaced(
        auditDetailLines("price.change", {
          role: "PTA",
          kind: "Feststelle",
          old: null,
          new: { unit: "per_day", net_cents: 5000, vat_rate: 19 },
        }),
      ),
    ).toEqual([
      "Preis: – → 50,00 € netto je Einsatztag, 19 % USt.",
      "Rolle: PTA",
      "Auftragsart: Feststelle",
    ]);
    expect(
      auditDetailLines("invoice.payment", { number: "R-1", old: null, new: "2026-03-01" }),
    ).toEqual(["Bezahlt am: – → 01.03.2026", "Rechnungsnummer: R-1"]);
    expect(auditDetailLines("document.download", { user_id: "f0e1", kind: "certificate" })).toEqual(
      ["Art: Zeugnis"],
    );
    const lines = auditDetailLines("x.y", { nested: { a: 1 }, list: [1, 2] });
    expect(lines).toEqual(["list: 1, 2", "nested: a: 1"]);
    expect(lines.join("")).not.toMatch(/[{}"]/);
  });
});
