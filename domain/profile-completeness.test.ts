import { describe, expect, it } from "vitest";
import { messagesDe } from "./messages/de";
import { mayContact, missingProfileItems, profileCompleteness } from "./profile-completeness";
import { staffProfileSchema } from "./staff-profile";
import { translate } from "./validation";

const registered = {
  phone: "+49170 1234567",
  street: "Hohe Straße",
  streetNumber: "12a",
  postalCode: "50667",
  city: "Köln",
  experienceSince: "2015-09-01",
  wwsSoftware: ["CIDA"],
  vatId: null,
  capacityDaysPerWeek: null,
  availability: null,
  certificateCount: 1,
  cvCount: 0,
};

describe("profileCompleteness", () => {
  it("is below 80 % right after registration and reaches it with VAT ID, capacity and availability", () => {
    expect(profileCompleteness(registered)).toBe(55);
    expect(mayContact(registered)).toBe(false);
    const filledIn = {
      ...registered,
      vatId: "DE123456789",
      capacityDaysPerWeek: 3,
      availability: "Mo–Mi",
    };
    expect(profileCompleteness(filledIn)).toBe(88);
    expect(mayContact(filledIn)).toBe(true);
    expect(missingProfileItems(filledIn)).toEqual(["Lebenslauf"]);
    expect(profileCompleteness({ ...filledIn, cvCount: 1 })).toBe(100);
  });

  it("counts blank text as missing", () => {
    expect(profileCompleteness({ ...registered, street: "  ", certificateCount: 0 })).toBe(33);
  });
});

describe("staffProfileSchema", () => {
  it("normalises the VAT ID and refuses bad values in German", () => {
    const ok = staffProfileSchema.parse({
      street: "Hohe Straße",
      street_number: "1",
      postal_code: "50667",
      city: "Köln",
      vat_id: "de 123 456 789",
      capacity_days_per_week: "3",
      availability: "",
      phone: "+49170 1234567",
      wws_software: ["CIDA"],
      experience_since: "2015-01-01",
    });
    expect(ok).toMatchObject({ vat_id: "DE123456789", capacity_days_per_week: 3 });
    const bad = staffProfileSchema.safeParse({
      street: "",
      street_number: "1",
      postal_code: "5066",
      city: "Köln",
      vat_id: "123",
      capacity_days_per_week: "9",
      availability: "",
      phone: "+49170 1234567",
      wws_software: ["CIDA"],
      experience_since: "2015-01-01",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => translate(issue.message, messagesDe))).toEqual([
      "Straße ist erforderlich.",
      "Bitte geben Sie eine fünfstellige PLZ ein.",
      "Die USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.",
      "Höchstens 7 Tage pro Woche.",
    ]);
  });
});
