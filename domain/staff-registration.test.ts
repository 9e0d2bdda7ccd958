import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import {
  collectMultipartFields,
  type StaffRegistrationFormInput,
  staffRegistrationFormSchema,
  staffRegistrationRequestSchema,
  toStaffRegistrationMultipart,
} from "./staff-registration";
import { fieldErrors } from "./validation";

const pdf = (name = "approbation.pdf", type = "application/pdf", size = 8) =>
  new File([new Uint8Array(size)], name, { type });

function validForm(): StaffRegistrationFormInput {
  return {
    email: "max.vertretung@example.de",
    password: "Sicher123",
    password_confirmation: "Sicher123",
    iam: "Apotheker/in",
    salutation: "Mr",
    first_name: "Max",
    last_name: "Muster",
    phone: "0170 1234567",
    address: "Hohe Straße",
    street_number: "12a",
    postal_code: "50667",
    city: "Köln",
    wws_software: ["CIDA", "Pharmatechnik"],
    Experience: "2015-09-01",
    certificate: pdf(),
    cv: undefined,
    terms_accepted: true,
  };
}

function formErrors(overrides: Record<string, unknown>) {
  const result = staffRegistrationFormSchema.safeParse({ ...validForm(), ...overrides });
  return result.success ? {} : fieldErrors(result.error, messagesDe);
}

/** The text fields the site sends, as the server collects them. */
function validRequest(): Record<string, string | string[]> {
  const form = staffRegistrationFormSchema.parse(validForm());
  const textFields = toStaffRegistrationMultipart(form).filter(
    (field): field is readonly [string, string] => typeof field[1] === "string",
  );
  return collectMultipartFields(textFields);
}

function requestErrors(body: Record<string, unknown>) {
  const result = staffRegistrationRequestSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error, messagesEn);
}

const text = (length: number) => "x".repeat(length);

beforeEach(() => {
  // "Today" for the experience date: 15 June 2025 in Köln.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T10:00:00+02:00"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("staffRegistrationFormSchema", () => {
  it("accepts a complete registration", () => {
    expect(formErrors({})).toEqual({});
  });

  it.each([
    ["salutation", ""],
    ["salutation", undefined],
    ["salutation", "Ms"],
    ["cv", pdf("lebenslauf.pdf")],
    ["cv", null],
    ["certificate", pdf("zeugnis.PDF", "")],
    ["certificate", pdf("zeugnis.pdf", "application/pdf", 10 * 1024 * 1024)],
    ["iam", "PKA"],
    ["iam", "PTA"],
    ["Experience", "1950-01-01"],
    ["Experience", "2025-06-15"],
    ["phone", "0".repeat(20)],
    ["first_name", text(50)],
    ["address", text(100)],
    ["city", text(50)],
  ])("accepts %s = %j", (field, value) => {
    expect(formErrors({ [field]: value })).toEqual({});
  });

  it.each([
    ["email", "max@", "Bitte geben Sie eine gültige Email-Adresse ein."],
    ["email", "", "Bitte geben Sie eine gültige Email-Adresse ein."],
    ["iam", "Arzt", "Bitte wählen Sie eine gültige Rolle aus."],
    ["iam", "", "Bitte wählen Sie eine gültige Rolle aus."],
    ["iam", undefined, "Bitte wählen Sie eine gültige Rolle aus."],
    ["salutation", "Mrs", "Bitte wählen Sie eine Anrede"],
    ["first_name", "", "Vorname ist erforderlich"],
    ["last_name", " ", "Nachname ist erforderlich"],
    ["last_name", text(51), "Nachname darf maximal 50 Zeichen lang sein"],
    ["phone", "", "Telefonnummer ist erforderlich"],
    ["phone", "+49 170 1234567", "Bitte geben Sie die Nummer ohne '+' oder +49 ein."],
    ["phone", "(0170) 1234567", "Bitte geben Sie nur Zahlen und Bindestriche ein."],
    ["phone", "0".repeat(21), "Telefonnummer darf maximal 20 Zeichen lang sein"],
    ["address", "", "Straße ist erforderlich"],
    ["street_number", "", "Hausnummer ist erforderlich"],
    ["postal_code", "", "PLZ & Ort ist erforderlich"],
    ["city", "", "Ort ist erforderlich"],
    ["wws_software", [], "Bitte wählen Sie mindestens ein Programm aus."],
    ["Experience", "", "Bitte Datum auswählen"],
    ["Experience", undefined, "Bitte Datum auswählen"],
    ["Experience", "01.09.2015", "Ungültiges Datum"],
    ["Experience", "2023-02-29", "Ungültiges Datum"],
    ["Experience", "1949-12-31", "Das Datum darf nicht vor dem 01.01.1950 liegen."],
    ["Experience", "2025-06-16", "Das Datum darf nicht in der Zukunft liegen."],
    ["certificate", undefined, "Bitte eine PDF-Datei hochladen"],
    ["certificate", "zeugnis.pdf", "Bitte eine PDF-Datei hochladen"],
    ["certificate", pdf("leer.pdf", "application/pdf", 0), "Bitte eine PDF-Datei hochladen"],
    ["certificate", pdf("zeugnis.docx", "application/msword"), "Nur PDF Dateien erlaubt"],
    ["certificate", pdf("zeugnis.png", ""), "Nur PDF Dateien erlaubt"],
    [
      "certificate",
      pdf("zeugnis.pdf", "application/pdf", 10 * 1024 * 1024 + 1),
      "Die Datei darf maximal 10 MB groß sein.",
    ],
    ["cv", pdf("lebenslauf.txt", "text/plain"), "Nur PDF Dateien erlaubt"],
    ["terms_accepted", false, "Bitte akzeptieren Sie die AGB und Datenschutzerklärung."],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(formErrors({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("uses the owner form's password rules", () => {
    expect(formErrors({ password: "abcdefgh", password_confirmation: "abcdefgh" })).toEqual({
      password: ["Das Passwort muss mindestens einen Großbuchstaben und eine Zahl enthalten."],
    });
    expect(formErrors({ password_confirmation: "Sicher124" })).toEqual({
      password_confirmation: ["Passwörter stimmen nicht überein"],
    });
  });

  it("shows the postal code and city errors each under its own field", () => {
    expect(formErrors({ postal_code: "", city: "" })).toEqual({
      postal_code: ["PLZ & Ort ist erforderlich"],
      city: ["Ort ist erforderlich"],
    });
  });

  it("takes today in Köln, not in UTC", () => {
    // 22:30 UTC on 15 June is already 00:30 on 16 June in Köln.
    vi.setSystemTime(new Date("2025-06-15T22:30:00Z"));
    expect(formErrors({ Experience: "2025-06-16" })).toEqual({});
  });
});

describe("toStaffRegistrationMultipart", () => {
  it("encodes arrays with [], terms as 1, phone with +49 and role pharmacist", () => {
    const certificate = pdf();
    const cv = pdf("lebenslauf.pdf");
    const form = staffRegistrationFormSchema.parse({ ...validForm(), certificate, cv });
    expect(toStaffRegistrationMultipart(form)).toEqual([
      ["email", "max.vertretung@example.de"],
      ["password", "Sicher123"],
      ["password_confirmation", "Sicher123"],
      ["iam", "Apotheker/in"],
      ["salutation", "Mr"],
      ["first_name", "Max"],
      ["last_name", "Muster"],
      ["phone", "+49170 1234567"],
      ["address", "Hohe Straße"],
      ["street_number", "12a"],
      ["postal_code", "50667"],
      ["city", "Köln"],
      ["wws_software[]", "CIDA"],
      ["wws_software[]", "Pharmatechnik"],
      ["Experience", "2015-09-01"],
      ["certificate", certificate],
      ["cv", cv],
      ["terms_accepted", "1"],
      ["role", "pharmacist"],
    ]);
  });

  it("leaves out an empty salutation and a missing CV", () => {
    const form = staffRegistrationFormSchema.parse({ ...validForm(), salutation: "" });
    const names = toStaffRegistrationMultipart(form).map(([name]) => name);
    expect(names).not.toContain("salutation");
    expect(names).not.toContain("cv");
  });
});

describe("collectMultipartFields", () => {
  it("collects [] fields into arrays under the bare name", () => {
    expect(
      collectMultipartFields([
        ["wws_software[]", "ADG"],
        ["city", "Bonn"],
        ["wws_software[]", "JUMP"],
        ["city", "Köln"],
      ]),
    ).toEqual({ wws_software: ["ADG", "JUMP"], city: "Köln" });
  });
});

describe("staffRegistrationRequestSchema", () => {
  it("accepts what the site sends, with terms as true and the role pharmacist", () => {
    const parsed = staffRegistrationRequestSchema.parse(validRequest());
    expect(parsed.terms_accepted).toBe(true);
    expect(parsed.role).toBe("pharmacist");
    expect(parsed.phone).toBe("+49170 1234567");
    expect(parsed.wws_software).toEqual(["CIDA", "Pharmatechnik"]);
  });

  it.each([
    ["terms_accepted", true],
    ["wws_software", "ADG"],
    ["salutation", ""],
    ["email", "Max.Vertretung@Example.de"],
  ])("accepts %s = %j", (field, value) => {
    expect(requestErrors({ ...validRequest(), [field]: value })).toEqual({});
  });

  it("drops unknown fields and lower-cases the e-mail", () => {
    const parsed = staffRegistrationRequestSchema.parse({
      ...validRequest(),
      email: "Max@Example.DE",
      active: "1",
    });
    expect(parsed).not.toHaveProperty("active");
    expect(parsed.email).toBe("max@example.de");
  });

  it.each([
    ["terms_accepted", "0", "Terms must be accepted"],
    ["terms_accepted", undefined, "Terms must be accepted"],
    ["terms_accepted", false, "Terms must be accepted"],
    ["role", undefined, "Role is required"],
    ["role", "pharmacy_owner", "This role cannot be registered here"],
    ["role", "admin", "This role cannot be registered here"],
    ["role", "root", "Role must be one of admin, pharmacy_owner, pharmacist"],
    ["phone", "0170 1234567", "Phone number must start with +49"],
    ["iam", undefined, "Profession (iam) is required"],
    ["iam", "Arzt", "Profession (iam) must be one of Apotheker/in, PKA, PTA"],
    [
      "wws_software",
      undefined,
      "WWS software is required and must be one of the available options",
    ],
    ["wws_software", "Excel", "WWS software is required and must be one of the available options"],
    ["Experience", undefined, "Experience date is required"],
    ["Experience", "2015-13-01", "Experience must be a valid date in the format YYYY-MM-DD"],
    ["Experience", "1900-01-01", "Experience date must not be before 1950-01-01"],
    ["Experience", "2030-01-01", "Experience date must not be in the future"],
    ["email", "max", "Email must be a valid email address"],
    ["address", "", "Address is required"],
    ["salutation", "Mrs", "Salutation must be Mr or Ms"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(requestErrors({ ...validRequest(), [field]: value })).toEqual({ [field]: [message] });
  });
});
