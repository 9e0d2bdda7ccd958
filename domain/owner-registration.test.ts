import { describe, expect, it } from "vitest";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import {
  type OwnerRegistrationFormInput,
  ownerRegistrationFormSchema,
  ownerRegistrationRequestSchema,
  toOwnerRegistrationRequest,
} from "./owner-registration";
import { fieldErrors } from "./validation";

const validForm = {
  email: "inhaberin@apotheke-am-dom.de",
  password: "Sicher123",
  password_confirmation: "Sicher123",
  pharmacy_name: "Apotheke am Dom",
  pharmacy_address: "Domkloster",
  pharmacy_street_number: "4",
  pharmacy_postal_code: "50667",
  pharmacy_city: "Köln",
  pharmacy_contact_salutation: "Mrs",
  first_name: "Erika",
  last_name: "Mustermann",
  pharmacy_phone: "0221 1234-567",
  pharmacy_wws_software: ["ADG", "andere"],
  pharmacy_message: "Wir suchen ab Juli Vertretung.",
  pharmacy_terms_accepted: true,
} satisfies OwnerRegistrationFormInput;

function formErrors(overrides: Record<string, unknown>) {
  const result = ownerRegistrationFormSchema.safeParse({ ...validForm, ...overrides });
  return result.success ? {} : fieldErrors(result.error, messagesDe);
}

function validRequest() {
  return toOwnerRegistrationRequest(ownerRegistrationFormSchema.parse(validForm));
}

function requestErrors(body: Record<string, unknown>) {
  const result = ownerRegistrationRequestSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error, messagesEn);
}

const text = (length: number) => "x".repeat(length);
const emailOfLength = (length: number) =>
  `${"a".repeat(length - "@apotheke.de".length)}@apotheke.de`;

describe("ownerRegistrationFormSchema", () => {
  it("accepts a complete registration and trims the texts", () => {
    const result = ownerRegistrationFormSchema.parse({
      ...validForm,
      first_name: "  Erika ",
      email: " inhaberin@apotheke-am-dom.de ",
    });
    expect(result.first_name).toBe("Erika");
    expect(result.email).toBe("inhaberin@apotheke-am-dom.de");
  });

  it("accepts a missing salutation, an empty one and a missing message", () => {
    expect(formErrors({ pharmacy_contact_salutation: "" })).toEqual({});
    expect(formErrors({ pharmacy_contact_salutation: undefined })).toEqual({});
    expect(formErrors({ pharmacy_contact_salutation: "Mr", pharmacy_message: undefined })).toEqual(
      {},
    );
  });

  it.each([
    ["pharmacy_contact_salutation", "Ms", "Bitte wählen Sie eine Anrede"],
    ["email", "keine-adresse", "Bitte geben Sie eine gültige E-Mail an"],
    ["email", "", "Bitte geben Sie eine gültige E-Mail an"],
    ["email", emailOfLength(256), "E-Mail darf maximal 255 Zeichen lang sein"],
    ["password", "", "Passwort ist erforderlich."],
    ["password", "Abcdef1", "Das Passwort muss mindestens 8 Zeichen lang sein."],
    [
      "password",
      "abcdefgh",
      "Das Passwort muss mindestens einen Großbuchstaben und eine Zahl enthalten.",
    ],
    [
      "password",
      "abcdefg1",
      "Das Passwort muss mindestens einen Großbuchstaben und eine Zahl enthalten.",
    ],
    [
      "password",
      "ABCDEFGH",
      "Das Passwort muss mindestens einen Großbuchstaben und eine Zahl enthalten.",
    ],
    ["password", `A1${text(127)}`, "Das Passwort darf maximal 128 Zeichen lang sein."],
    ["pharmacy_name", "", "Name der Apotheke ist erforderlich"],
    ["pharmacy_name", "   ", "Name der Apotheke ist erforderlich"],
    ["pharmacy_name", text(101), "Name der Apotheke darf maximal 100 Zeichen lang sein"],
    ["pharmacy_address", "", "Straße ist erforderlich"],
    ["pharmacy_address", text(101), "Straße darf maximal 100 Zeichen lang sein"],
    ["pharmacy_street_number", "", "Hausnummer ist erforderlich"],
    ["pharmacy_street_number", text(21), "Hausnummer darf maximal 20 Zeichen lang sein"],
    ["pharmacy_postal_code", "", "PLZ & Ort ist erforderlich"],
    ["pharmacy_postal_code", "<script>", "Die PLZ muss aus fünf Ziffern bestehen."],
    ["pharmacy_city", "", "Ort ist erforderlich"],
    ["pharmacy_city", text(51), "Ort darf maximal 50 Zeichen lang sein"],
    ["first_name", "", "Vorname ist erforderlich"],
    ["first_name", text(51), "Vorname darf maximal 50 Zeichen lang sein"],
    ["last_name", "", "Nachname ist erforderlich"],
    ["last_name", text(51), "Nachname darf maximal 50 Zeichen lang sein"],
    ["pharmacy_phone", "", "Telefonnummer ist erforderlich"],
    ["pharmacy_phone", "0221/123456", "Bitte geben Sie nur Zahlen und Bindestriche ein."],
    ["pharmacy_phone", "0221 abc", "Bitte geben Sie nur Zahlen und Bindestriche ein."],
    ["pharmacy_phone", "+49 221 123456", "Bitte geben Sie die Nummer ohne '+' oder +49 ein."],
    ["pharmacy_phone", "221+123", "Bitte geben Sie die Nummer ohne '+' oder +49 ein."],
    ["pharmacy_phone", "0".repeat(21), "Telefonnummer darf maximal 20 Zeichen lang sein"],
    ["pharmacy_wws_software", [], "Bitte wählen Sie mindestens ein Programm aus."],
    [
      "pharmacy_wws_software",
      ["ADG", "Kasse 3000"],
      "Bitte wählen Sie mindestens ein Programm aus.",
    ],
    ["pharmacy_wws_software", undefined, "Bitte wählen Sie mindestens ein Programm aus."],
    ["pharmacy_message", text(1001), "Nachricht darf maximal 1000 Zeichen lang sein"],
    ["pharmacy_terms_accepted", false, "Bitte akzeptieren Sie die AGB und Datenschutzerklärung."],
  ])("%s = %j -> %s", (field, value, message) => {
    const overrides: Record<string, unknown> = { [field]: value };
    if (field === "password") overrides.password_confirmation = value;
    expect(formErrors(overrides)).toEqual({ [field]: [message] });
  });

  it.each([
    ["email", emailOfLength(255)],
    ["password", "Abcdefg1"],
    ["password", `A1${text(126)}`],
    ["password", "ÄÖÜäöüß1"],
    ["pharmacy_name", text(100)],
    ["pharmacy_address", text(100)],
    ["pharmacy_street_number", text(20)],
    ["pharmacy_postal_code", "01067"],
    ["pharmacy_city", text(50)],
    ["first_name", text(50)],
    ["last_name", text(50)],
    ["pharmacy_phone", "0".repeat(20)],
    ["pharmacy_phone", "0221-123 456"],
    ["pharmacy_message", text(1000)],
    ["pharmacy_wws_software", ["Lauer Fischer"]],
  ])("accepts %s at its limit or edge: %j", (field, value) => {
    const overrides: Record<string, unknown> = { [field]: value };
    if (field === "password") overrides.password_confirmation = value;
    expect(formErrors(overrides)).toEqual({});
  });

  it("reports a mismatching confirmation on password_confirmation", () => {
    expect(formErrors({ password_confirmation: "Sicher124" })).toEqual({
      password_confirmation: ["Passwörter stimmen nicht überein"],
    });
  });

  it("reports the mismatch even while other fields are still invalid", () => {
    expect(formErrors({ password_confirmation: "anders", first_name: "" })).toEqual({
      first_name: ["Vorname ist erforderlich"],
      password_confirmation: ["Passwörter stimmen nicht überein"],
    });
  });

  it("gives an empty form one message per field", () => {
    const result = ownerRegistrationFormSchema.safeParse({
      email: "",
      password: "",
      password_confirmation: "",
      pharmacy_name: "",
      pharmacy_address: "",
      pharmacy_street_number: "",
      pharmacy_postal_code: "",
      pharmacy_city: "",
      first_name: "",
      last_name: "",
      pharmacy_phone: "",
      pharmacy_wws_software: [],
      pharmacy_terms_accepted: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error, messagesDe);
    for (const messages of Object.values(errors)) expect(messages).toHaveLength(1);
    expect(Object.keys(errors).sort()).toEqual(
      [
        "email",
        "password",
        "pharmacy_name",
        "pharmacy_address",
        "pharmacy_street_number",
        "pharmacy_postal_code",
        "pharmacy_city",
        "first_name",
        "last_name",
        "pharmacy_phone",
        "pharmacy_wws_software",
        "pharmacy_terms_accepted",
      ].sort(),
    );
  });
});

describe("toOwnerRegistrationRequest", () => {
  it("prepends +49 in place of the leading 0 and sets the role", () => {
    const form = ownerRegistrationFormSchema.parse({ ...validForm, pharmacy_phone: " 0221 123 " });
    const body = toOwnerRegistrationRequest(form);
    expect(body.pharmacy_phone).toBe("+49221 123");
    expect(body.role).toBe("pharmacy_owner");
    expect(body.pharmacy_wws_software).toEqual(["ADG", "andere"]);
    expect(body.pharmacy_terms_accepted).toBe(true);
  });

  it("produces a body the API accepts", () => {
    expect(requestErrors(validRequest())).toEqual({});
  });
});

describe("ownerRegistrationRequestSchema", () => {
  it("drops unknown keys and stores the e-mail in lower case", () => {
    const parsed = ownerRegistrationRequestSchema.parse({
      ...validRequest(),
      email: "Inhaberin@Apotheke-am-Dom.de",
      is_admin: true,
      status: "active",
    });
    expect(parsed).not.toHaveProperty("is_admin");
    expect(parsed).not.toHaveProperty("status");
    expect(parsed.email).toBe("inhaberin@apotheke-am-dom.de");
    expect(parsed.role).toBe("pharmacy_owner");
  });

  it.each([
    ["role", undefined, "Role is required"],
    ["role", "", "Role is required"],
    ["role", "superuser", "Role must be one of admin, pharmacy_owner, pharmacist"],
    ["role", "admin", "This role cannot be registered here"],
    ["role", "pharmacist", "This role cannot be registered here"],
    ["email", undefined, "Email is required"],
    ["email", "", "Email is required"],
    ["email", "keine-adresse", "Email must be a valid email address"],
    ["email", emailOfLength(256), "Email must not exceed 255 characters"],
    ["pharmacy_phone", "0221 123456", "Phone number must start with +49"],
    ["pharmacy_phone", "+49", "Phone number is required"],
    ["pharmacy_phone", "+49 221/123", "Phone number may only contain digits, spaces and hyphens"],
    ["pharmacy_phone", `+49${"1".repeat(21)}`, "Phone number must not exceed 20 characters"],
    ["pharmacy_contact_salutation", "Ms", "Contact salutation must be Mr or Mrs"],
    [
      "pharmacy_wws_software",
      ["andere", "Excel"],
      "WWS software is required and must be one of the available options",
    ],
    ["pharmacy_terms_accepted", false, "Terms must be accepted"],
    ["pharmacy_terms_accepted", "true", "Terms must be accepted"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(requestErrors({ ...validRequest(), [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ["pharmacy_phone", `+49${"1".repeat(20)}`],
    ["pharmacy_phone", "+49 221-123 456"],
    ["email", emailOfLength(255)],
  ])("accepts %s = %j", (field, value) => {
    expect(requestErrors({ ...validRequest(), [field]: value })).toEqual({});
  });

  it("answers an empty body with the form's English messages", () => {
    expect(requestErrors({})).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
      password_confirmation: ["Password confirmation does not match"],
      pharmacy_name: ["Pharmacy name is required"],
      pharmacy_address: ["Pharmacy address is required"],
      pharmacy_street_number: ["Street number is required"],
      pharmacy_postal_code: ["Postal code is required"],
      pharmacy_city: ["City is required"],
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      pharmacy_phone: ["Phone number is required"],
      pharmacy_wws_software: ["WWS software is required and must be one of the available options"],
      pharmacy_terms_accepted: ["Terms must be accepted"],
      role: ["Role is required"],
    });
  });

  it("answers a mismatching confirmation in English", () => {
    expect(requestErrors({ ...validRequest(), password_confirmation: "Anders123" })).toEqual({
      password_confirmation: ["Password confirmation does not match"],
    });
  });
});
