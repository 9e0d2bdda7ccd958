import { describe, expect, it } from "vitest";
import { translateServiceRequestMessage } from "../../domain/messages/server-messages";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/**
 * Every rule of the courier and cleaning forms, through the API: the answer is 422 with
 * the English message, and the site's table turns it into the forms' German text.
 * These bodies fail validation, so their captcha answer is never looked at.
 */
const text = (length: number) => "x".repeat(length);
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.de".length)}@example.de`;
const UNCHECKED_ANSWER = "not-looked-at";

type Case = [field: string, value: unknown, english: string, german: string];

const courierCases: Case[] = [
  ["pharmacy_name", "", "Pharmacy name is required", "Name der Apotheke ist erforderlich"],
  [
    "pharmacy_name",
    text(101),
    "Pharmacy name must not exceed 100 characters",
    "Name der Apotheke darf maximal 100 Zeichen lang sein",
  ],
  ["email", "", "Email is required", "Email ist erforderlich"],
  [
    "email",
    "kontakt(at)apotheke.de",
    "Email must be a valid email address",
    "Ungültige Email-Adresse",
  ],
  [
    "email",
    emailOfLength(101),
    "Email must not exceed 100 characters",
    "Email darf maximal 100 Zeichen lang sein",
  ],
  ["telephone", "   ", "Phone number is required", "Telefonnummer ist erforderlich"],
  [
    "telephone",
    text(21),
    "Phone number must not exceed 20 characters",
    "Telefonnummer darf maximal 20 Zeichen lang sein",
  ],
  ["street", "", "Street and house number are required", "Straße & Hausnummer ist erforderlich"],
  [
    "street",
    text(101),
    "Street must not exceed 100 characters",
    "Straße darf maximal 100 Zeichen lang sein",
  ],
  ["zip_code", "", "Postal code and city are required", "PLZ & Ort ist erforderlich"],
  [
    "zip_code",
    text(101),
    "Postal code and city must not exceed 100 characters",
    "PLZ & Ort darf maximal 100 Zeichen lang sein",
  ],
  ["zip_code", "99999 Köln", "This postal code does not exist", "Diese PLZ gibt es nicht."],
  ["gender", undefined, "Contact salutation is required", "Bitte wählen Sie eine Anrede"],
  ["gender", "Mrs", "Salutation must be Mr or Ms", "Bitte wählen Sie eine Anrede"],
  ["first_name", "", "First name is required", "Vorname ist erforderlich"],
  [
    "first_name",
    text(51),
    "First name must not exceed 50 characters",
    "Vorname darf maximal 50 Zeichen lang sein",
  ],
  ["last_name", "", "Last name is required", "Nachname ist erforderlich"],
  [
    "last_name",
    text(51),
    "Last name must not exceed 50 characters",
    "Nachname darf maximal 50 Zeichen lang sein",
  ],
  ["existing_delivery_area", "", "Delivery area is required", "Liefergebiet ist erforderlich"],
  [
    "existing_delivery_area",
    text(1001),
    "Delivery area must not exceed 1000 characters",
    "Liefergebiet darf maximal 1000 Zeichen lang sein",
  ],
  [
    "existing_delivery_equipment",
    "",
    "Delivery equipment is required",
    "Liefer-Ausstattung ist erforderlich",
  ],
  [
    "existing_delivery_equipment",
    text(1001),
    "Delivery equipment must not exceed 1000 characters",
    "Liefer-Ausstattung darf maximal 1000 Zeichen lang sein",
  ],
  [
    "existing_software",
    [],
    "Existing software is required and must be one of the available options",
    "Bitte wählen Sie mindestens eine Software aus",
  ],
  [
    "existing_software",
    ["Andere"],
    "Existing software is required and must be one of the available options",
    "Bitte wählen Sie mindestens eine Software aus",
  ],
  [
    "existing_software",
    "ADG",
    "Existing software is required and must be one of the available options",
    "Bitte wählen Sie mindestens eine Software aus",
  ],
  [
    "approved_ABG_data_protection",
    false,
    "You must accept the terms and the privacy policy",
    "Sie müssen die AGB und Datenschutzerklärung akzeptieren",
  ],
  [
    "approved_ABG_data_protection",
    "true",
    "You must accept the terms and the privacy policy",
    "Sie müssen die AGB und Datenschutzerklärung akzeptieren",
  ],
  [
    "g-recaptcha-response",
    "",
    "The reCAPTCHA response is required",
    "Bitte bestätigen Sie, dass Sie kein Roboter sind",
  ],
  [
    "g-recaptcha-response",
    undefined,
    "The reCAPTCHA response is required",
    "Bitte bestätigen Sie, dass Sie kein Roboter sind",
  ],
];

const cleaningCases: Case[] = [
  ["pharmacy_name", "", "Pharmacy name is required", "Name der Apotheke ist erforderlich"],
  [
    "pharmacy_name",
    text(101),
    "Pharmacy name must not exceed 100 characters",
    "Name der Apotheke darf maximal 100 Zeichen lang sein",
  ],
  ["email", "", "Email is required", "Email ist erforderlich"],
  ["email", "team@", "Email must be a valid email address", "Ungültige Email-Adresse"],
  [
    "email",
    emailOfLength(101),
    "Email must not exceed 100 characters",
    "Email darf maximal 100 Zeichen lang sein",
  ],
  ["telephone", "", "Phone number is required", "Telefonnummer ist erforderlich"],
  [
    "telephone",
    text(21),
    "Phone number must not exceed 20 characters",
    "Telefonnummer darf maximal 20 Zeichen lang sein",
  ],
  ["first_name", "", "First name is required", "Vorname ist erforderlich"],
  [
    "first_name",
    text(51),
    "First name must not exceed 50 characters",
    "Vorname darf maximal 50 Zeichen lang sein",
  ],
  ["last_name", "", "Last name is required", "Nachname ist erforderlich"],
  [
    "last_name",
    text(51),
    "Last name must not exceed 50 characters",
    "Nachname darf maximal 50 Zeichen lang sein",
  ],
  ["street", "", "Street and house number are required", "Straße & Hausnummer ist erforderlich"],
  [
    "street",
    text(101),
    "Street must not exceed 100 characters",
    "Straße darf maximal 100 Zeichen lang sein",
  ],
  ["zip_code", "", "Postal code is required", "PLZ ist erforderlich"],
  ["zip_code", "99999", "This postal code does not exist", "Diese PLZ gibt es nicht."],
  [
    "zip_code",
    "5066",
    "Postal code must have five digits",
    "Die PLZ muss aus fünf Ziffern bestehen.",
  ],
  ["city", "", "City is required", "Ort ist erforderlich"],
  ["city", text(51), "City must not exceed 50 characters", "Ort darf maximal 50 Zeichen lang sein"],
  ["room_count", undefined, "Room count is required", "Anzahl der Räume ist erforderlich"],
  ["room_count", "sechs", "Room count must be a number", "Anzahl der Räume muss eine Zahl sein"],
  [
    "room_count",
    2.5,
    "Room count must be a whole number",
    "Anzahl der Räume muss eine ganze Zahl sein",
  ],
  ["room_count", 0, "Room count must be at least 1", "Anzahl der Räume muss mindestens 1 sein"],
  ["room_count", 101, "Room count must not exceed 100", "Anzahl der Räume darf maximal 100 sein"],
  ["gender", "", "Contact salutation is required", "Bitte wählen Sie eine Anrede"],
  ["gender", "Mrs", "Salutation must be Mr or Ms", "Bitte wählen Sie eine Anrede"],
  ["sqm", "groß", "Square meters must be a number", "Quadratmeter muss eine Zahl sein"],
  ["sqm", 0.5, "Square meters must be at least 1", "Quadratmeter muss mindestens 1 sein"],
  ["sqm", 10_001, "Square meters must not exceed 10000", "Quadratmeter darf maximal 10000 sein"],
  [
    "tasks_should",
    "",
    "Tasks description is required",
    "Bitte beschreiben Sie die erforderlichen Aufgaben",
  ],
  [
    "tasks_should",
    text(1001),
    "Tasks description must not exceed 1000 characters",
    "Beschreibung darf maximal 1000 Zeichen lang sein",
  ],
  [
    "approved_ABG_data_protection",
    false,
    "You must accept the privacy policy",
    "Sie müssen die Datenschutzbestimmungen akzeptieren",
  ],
  [
    "g-recaptcha-response",
    "   ",
    "The reCAPTCHA response is required",
    "Bitte bestätigen Sie, dass Sie kein Roboter sind",
  ],
];

describe.each(testDatabaseKinds)("service request rules on $name", (kind) => {
  const ctx = useTestApp(kind);

  // Each case from its own address, so the rate limit never answers instead.
  let sent = 0;
  const nextAddress = () => {
    sent += 1;
    return `198.51.100.${sent}`;
  };
  const send = (url: string, body: Record<string, unknown>, remoteAddress: string) =>
    ctx.app.inject({ method: "POST", url, payload: body, remoteAddress });

  describe.each([
    ["/api/boten-service", validCourierRequest, courierCases],
    ["/api/reinigung-service", validCleaningRequest, cleaningCases],
  ] as const)("%s", (url, valid, cases) => {
    it.each(cases)("%s = %j -> %s", async (field, value, english, german) => {
      const body: Record<string, unknown> = {
        ...valid,
        "g-recaptcha-response": UNCHECKED_ANSWER,
        [field]: value,
      };
      if (value === undefined) delete body[field];
      const response = await send(url, body, nextAddress());
      expect(response.statusCode).toBe(422);
      const { errors } = response.json() as { errors: string[] };
      expect(errors).toEqual([english]);
      expect(errors.map(translateServiceRequestMessage)).toEqual([german]);
    });
  });

  it("lists every missing field of an empty courier body at once", async () => {
    const response = await send("/api/boten-service", {}, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveLength(13);
  });

  it("lists every missing field of an empty cleaning body at once", async () => {
    const response = await send("/api/reinigung-service", {}, nextAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
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

  it("answers a body that is not an object with a 422 list too", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/boten-service",
      headers: { "content-type": "application/json" },
      payload: "[1, 2]",
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(["Invalid input"]);
  });
});
