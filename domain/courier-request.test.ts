import { describe, expect, it } from "vitest";
import { type CourierRequestInput, courierRequestSchema } from "./courier-request";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import { fieldErrors, messageList } from "./validation";

const validRequest = {
  pharmacy_name: "Rhein-Apotheke",
  email: "kontakt@rhein-apotheke.de",
  telephone: "0221 555 66 77",
  street: "Rheinufer 7",
  zip_code: "50668 Köln",
  gender: "Ms",
  first_name: "Anna",
  last_name: "Schmitz",
  existing_delivery_area: "50667, 50668, 50670",
  existing_delivery_equipment: "Zwei Lastenräder, Kühlboxen",
  existing_software: ["Lauer Fischer"],
  approved_ABG_data_protection: true,
  "g-recaptcha-response": "token-123",
} satisfies CourierRequestInput;

function germanErrors(overrides: Record<string, unknown>) {
  const result = courierRequestSchema.safeParse({ ...validRequest, ...overrides });
  return result.success ? {} : fieldErrors(result.error, messagesDe);
}

const text = (length: number) => "x".repeat(length);
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.de".length)}@example.de`;

describe("courierRequestSchema", () => {
  it("accepts a complete request with exactly the API's field names", () => {
    const parsed = courierRequestSchema.parse({ ...validRequest, extra: "dropped" });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "pharmacy_name",
        "email",
        "telephone",
        "street",
        "zip_code",
        "gender",
        "first_name",
        "last_name",
        "existing_delivery_area",
        "existing_delivery_equipment",
        "existing_software",
        "approved_ABG_data_protection",
        "g-recaptcha-response",
      ].sort(),
    );
  });

  it.each([
    ["pharmacy_name", text(100)],
    ["telephone", text(20)],
    ["zip_code", `50668 ${text(94)}`],
    ["street", text(100)],
    ["first_name", text(50)],
    ["email", emailOfLength(100)],
    ["gender", "Mr"],
    ["existing_software", ["andere", "ADG"]],
  ])("accepts %s at its limit: %j", (field, value) => {
    expect(germanErrors({ [field]: value })).toEqual({});
  });

  it.each([
    ["pharmacy_name", "", "Name der Apotheke ist erforderlich"],
    ["pharmacy_name", text(101), "Name der Apotheke darf maximal 100 Zeichen lang sein"],
    ["email", "", "Email ist erforderlich"],
    ["email", undefined, "Email ist erforderlich"],
    ["email", "kontakt(at)rhein-apotheke.de", "Ungültige Email-Adresse"],
    ["email", emailOfLength(101), "Email darf maximal 100 Zeichen lang sein"],
    ["telephone", "", "Telefonnummer ist erforderlich"],
    ["telephone", text(21), "Telefonnummer darf maximal 20 Zeichen lang sein"],
    ["street", "", "Straße & Hausnummer ist erforderlich"],
    ["street", text(101), "Straße darf maximal 100 Zeichen lang sein"],
    ["zip_code", "", "PLZ & Ort ist erforderlich"],
    ["zip_code", text(101), "PLZ & Ort darf maximal 100 Zeichen lang sein"],
    ["gender", "", "Bitte wählen Sie eine Anrede"],
    ["gender", "Mrs", "Bitte wählen Sie eine Anrede"],
    ["first_name", "", "Vorname ist erforderlich"],
    ["last_name", "", "Nachname ist erforderlich"],
    ["last_name", text(51), "Nachname darf maximal 50 Zeichen lang sein"],
    ["existing_delivery_area", "", "Liefergebiet ist erforderlich"],
    ["existing_delivery_area", text(1001), "Liefergebiet darf maximal 1000 Zeichen lang sein"],
    ["existing_delivery_equipment", "", "Liefer-Ausstattung ist erforderlich"],
    ["existing_software", [], "Bitte wählen Sie mindestens eine Software aus"],
    ["existing_software", ["Andere"], "Bitte wählen Sie mindestens eine Software aus"],
    [
      "approved_ABG_data_protection",
      false,
      "Sie müssen die AGB und Datenschutzerklärung akzeptieren",
    ],
    ["g-recaptcha-response", "", "Bitte bestätigen Sie, dass Sie kein Roboter sind"],
    ["g-recaptcha-response", undefined, "Bitte bestätigen Sie, dass Sie kein Roboter sind"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(germanErrors({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("answers an empty body with a flat list of English messages", () => {
    const result = courierRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messageList(result.error, messagesEn)).toEqual([
      "Pharmacy name is required",
      "Email is required",
      "Phone number is required",
      "Street and house number are required",
      "Postal code and city are required",
      "Contact salutation is required",
      "First name is required",
      "Last name is required",
      "Delivery area is required",
      "Delivery equipment is required",
      "Existing software is required and must be one of the available options",
      "You must accept the terms and the privacy policy",
      "The reCAPTCHA response is required",
    ]);
  });

  it("names a wrong salutation in English", () => {
    const result = courierRequestSchema.safeParse({ ...validRequest, gender: "Mrs" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messageList(result.error, messagesEn)).toEqual(["Salutation must be Mr or Ms"]);
  });
});
