import { describe, expect, it } from "vitest";
import { type CleaningRequestInput, cleaningRequestSchema } from "./cleaning-request";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import { fieldErrors, messageList } from "./validation";

const validRequest = {
  pharmacy_name: "Dom-Apotheke",
  email: "team@dom-apotheke.de",
  telephone: "0221 123 45 67",
  first_name: "Jonas",
  last_name: "Becker",
  street: "Am Hof 3",
  zip_code: "50667",
  city: "Köln",
  gender: "Mr",
  room_count: 6,
  sqm: 180,
  tasks_should: "Böden wischen, Offizin und Labor reinigen, zweimal pro Woche.",
  approved_ABG_data_protection: true,
  "g-recaptcha-response": "token-456",
} satisfies CleaningRequestInput;

function parse(overrides: Record<string, unknown>) {
  return cleaningRequestSchema.safeParse({ ...validRequest, ...overrides });
}

function germanErrors(overrides: Record<string, unknown>) {
  const result = parse(overrides);
  return result.success ? {} : fieldErrors(result.error, messagesDe);
}

const text = (length: number) => "x".repeat(length);
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.de".length)}@example.de`;

describe("cleaningRequestSchema", () => {
  it("accepts a complete request with exactly the API's field names", () => {
    const parsed = cleaningRequestSchema.parse({ ...validRequest, extra: "dropped" });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "pharmacy_name",
        "email",
        "telephone",
        "first_name",
        "last_name",
        "street",
        "zip_code",
        "city",
        "gender",
        "room_count",
        "sqm",
        "tasks_should",
        "approved_ABG_data_protection",
        "g-recaptcha-response",
      ].sort(),
    );
  });

  it.each([
    [6, 6],
    ["6", 6],
    [" 12 ", 12],
    [1, 1],
    [100, 100],
  ])("reads room_count %j as %j", (input, expected) => {
    const result = parse({ room_count: input });
    expect(result.success && result.data.room_count).toBe(expected);
  });

  it.each([
    [180, 180],
    ["85.5", 85.5],
    [1, 1],
    [10_000, 10_000],
    ["", undefined],
    [undefined, undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])("reads sqm %j as %j", (input, expected) => {
    const result = parse({ sqm: input });
    expect(result.success).toBe(true);
    expect(result.success && result.data.sqm).toBe(expected);
  });

  it.each([
    ["pharmacy_name", text(100)],
    ["email", emailOfLength(100)],
    ["telephone", text(20)],
    ["first_name", text(50)],
    ["last_name", text(50)],
    ["street", text(100)],
    ["zip_code", "01067"],
    ["city", text(50)],
    ["tasks_should", text(1000)],
    ["gender", "Ms"],
  ])("accepts %s at its limit: %j", (field, value) => {
    expect(germanErrors({ [field]: value })).toEqual({});
  });

  it.each([
    ["pharmacy_name", "", "Name der Apotheke ist erforderlich"],
    ["pharmacy_name", text(101), "Name der Apotheke darf maximal 100 Zeichen lang sein"],
    ["email", "", "Email ist erforderlich"],
    ["email", "team@", "Ungültige Email-Adresse"],
    ["email", emailOfLength(101), "Email darf maximal 100 Zeichen lang sein"],
    ["telephone", "", "Telefonnummer ist erforderlich"],
    ["telephone", text(21), "Telefonnummer darf maximal 20 Zeichen lang sein"],
    ["first_name", "", "Vorname ist erforderlich"],
    ["first_name", text(51), "Vorname darf maximal 50 Zeichen lang sein"],
    ["last_name", text(51), "Nachname darf maximal 50 Zeichen lang sein"],
    ["street", "", "Straße & Hausnummer ist erforderlich"],
    ["street", text(101), "Straße darf maximal 100 Zeichen lang sein"],
    ["zip_code", "", "PLZ ist erforderlich"],
    ["zip_code", "<script>", "Die PLZ muss aus fünf Ziffern bestehen."],
    ["city", "", "Ort ist erforderlich"],
    ["city", text(51), "Ort darf maximal 50 Zeichen lang sein"],
    ["gender", undefined, "Bitte wählen Sie eine Anrede"],
    ["gender", "Mrs", "Bitte wählen Sie eine Anrede"],
    ["room_count", undefined, "Anzahl der Räume ist erforderlich"],
    ["room_count", "", "Anzahl der Räume ist erforderlich"],
    ["room_count", Number.NaN, "Anzahl der Räume ist erforderlich"],
    ["room_count", "viele", "Anzahl der Räume muss eine Zahl sein"],
    ["room_count", "12abc", "Anzahl der Räume muss eine Zahl sein"],
    ["room_count", true, "Anzahl der Räume muss eine Zahl sein"],
    ["room_count", 0, "Anzahl der Räume muss mindestens 1 sein"],
    ["room_count", "0", "Anzahl der Räume muss mindestens 1 sein"],
    ["room_count", 101, "Anzahl der Räume darf maximal 100 sein"],
    ["room_count", 2.5, "Anzahl der Räume muss eine ganze Zahl sein"],
    ["sqm", 0, "Quadratmeter muss mindestens 1 sein"],
    ["sqm", 10_001, "Quadratmeter darf maximal 10000 sein"],
    ["sqm", "10001", "Quadratmeter darf maximal 10000 sein"],
    ["sqm", "groß", "Quadratmeter muss eine Zahl sein"],
    ["tasks_should", "", "Bitte beschreiben Sie die erforderlichen Aufgaben"],
    ["tasks_should", text(1001), "Beschreibung darf maximal 1000 Zeichen lang sein"],
    ["approved_ABG_data_protection", false, "Sie müssen die Datenschutzbestimmungen akzeptieren"],
    ["g-recaptcha-response", "", "Bitte bestätigen Sie, dass Sie kein Roboter sind"],
    [
      "g-recaptcha-response",
      text(10_001),
      "Ungültige reCAPTCHA-Antwort. Bitte versuchen Sie es erneut.",
    ],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(germanErrors({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("answers in English for the API, as a flat list", () => {
    const result = parse({ room_count: "viele", sqm: 20_000, approved_ABG_data_protection: false });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messageList(result.error, messagesEn)).toEqual([
      "Room count must be a number",
      "Square meters must not exceed 10000",
      "You must accept the privacy policy",
    ]);
  });

  it("answers an empty body with every required field", () => {
    const result = cleaningRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messageList(result.error, messagesEn)).toEqual([
      "Pharmacy name is required",
      "Email is required",
      "Phone number is required",
      "First name is required",
      "Last name is required",
      "Street and house number are required",
      "Postal code is required",
      "City is required",
      "Contact salutation is required",
      "Room count is required",
      "Tasks description is required",
      "You must accept the privacy policy",
      "The reCAPTCHA response is required",
    ]);
  });
});
