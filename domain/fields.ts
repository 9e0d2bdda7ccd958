import { isIsoDate } from "./dates";
import { ROLES, type Role, WWS_SOFTWARE } from "./enums";
import {
  CAPTCHA_RESPONSE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PDF_MIME_TYPE,
  PHONE_COUNTRY_PREFIX,
  TELEPHONE_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
  ZIP_CODE_MAX_LENGTH,
} from "./limits";
import type { MessageKey } from "./messages/message-key";
import { isCleanText } from "./text-characters";
import { z } from "./zod";

/**
 * Reusable field rules. Every rule reports a message KEY (typed `MessageKey`, so a typo
 * does not compile); the catalogues turn keys into German or English.
 *
 * Text fields are trimmed before they are checked, so "   " is empty and the stored value
 * has no stray spaces.
 *
 * Rules that would fail together run in stages with `.pipe()`: a later stage runs only
 * when the earlier ones passed, so an empty password gets "required", not also "too
 * short". Not `abort: true`: zod then also skips every cross-field check of the form
 * (the password confirmation), which the form must show at once.
 */

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

const invalidCharacters: MessageKey = "common.invalidCharacters";

/** Text of any field: no NUL, control characters or lone surrogates (text-characters.ts). */
export function cleanString(error: MessageKey) {
  return z.string({ error }).refine(isCleanText, { error: invalidCharacters });
}

/** Required text with a maximum length. */
export function requiredText(max: number, keys: { required: MessageKey; tooLong: MessageKey }) {
  return cleanString(keys.required)
    .trim()
    .min(1, { error: keys.required })
    .max(max, { error: keys.tooLong });
}

/** Optional text with a maximum length; a missing value stays `undefined`. */
export function optionalText(max: number, tooLong: MessageKey) {
  return cleanString("common.invalid").trim().max(max, { error: tooLong }).optional();
}

/** E-mail address; `lowercase` for what the API stores and compares. */
export function emailField(options: {
  max: number;
  required: MessageKey;
  invalid: MessageKey;
  tooLong: MessageKey;
  lowercase?: boolean;
}) {
  const trimmed = cleanString(options.required).trim();
  return (options.lowercase ? trimmed.toLowerCase() : trimmed)
    .min(1, { error: options.required })
    .pipe(
      z
        .string()
        .max(options.max, { error: options.tooLong })
        .regex(z.regexes.email, { error: options.invalid }),
    );
}

/** A German postcode: five digits, nothing else (decision 5 checks that it exists). */
export function postcodeField(required: MessageKey) {
  return cleanString(required)
    .trim()
    .min(1, { error: required })
    .pipe(z.string().regex(/^\d{5}$/, { error: "postalCode.format" }));
}

/** The courier form's one field "PLZ & Ort": a five-digit postcode, then the town. */
export function postcodeAndTownField(required: MessageKey, tooLong: MessageKey) {
  return cleanString(required)
    .trim()
    .min(1, { error: required })
    .max(ZIP_CODE_MAX_LENGTH, { error: tooLong })
    .pipe(z.string().regex(/^\d{5}(\s+\S.*)?$/, { error: "postalCode.format" }));
}

/** Required, at least 8 characters, at least one uppercase letter and one digit. */
export function passwordField() {
  const keys = {
    required: "password.required",
    tooShort: "password.tooShort",
    weak: "password.weak",
    tooLong: "password.tooLong",
  } as const satisfies Record<string, MessageKey>;
  return z
    .string({ error: keys.required })
    .min(1, { error: keys.required })
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, { error: keys.tooShort })
        .refine((value) => /\p{Lu}/u.test(value) && /\d/.test(value), { error: keys.weak })
        .max(PASSWORD_MAX_LENGTH, { error: keys.tooLong }),
    );
}

const passwordMismatch: MessageKey = "passwordConfirmation.mismatch";

/** The confirmation itself; that it equals the password is `withPasswordConfirmation`. */
export function passwordConfirmationField() {
  return z.string({ error: passwordMismatch });
}

type WithPasswords = { password: string; password_confirmation: string };

function hasPasswordStrings(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.password === "string" && typeof record.password_confirmation === "string";
}

/**
 * Adds "confirmation equals password", reported on `password_confirmation`. It runs as
 * soon as both are strings (`when`), not only after every other field is valid, so the
 * form shows it on blur like the other rules.
 */
export function withPasswordConfirmation<S extends z.ZodType<WithPasswords>>(schema: S): S {
  return schema.refine((value: WithPasswords) => value.password === value.password_confirmation, {
    error: passwordMismatch,
    path: ["password_confirmation"],
    when: (payload) => hasPasswordStrings(payload.value),
  });
}

const PHONE_CHARACTERS = /^[\d -]*\d[\d -]*$/;

/**
 * The national number typed next to the fixed "+49" (both registrations): digits,
 * spaces and hyphens, no plus sign.
 */
export function nationalPhoneField() {
  const keys = {
    required: "phone.required",
    noPlus: "phone.noPlus",
    digitsOnly: "phone.digitsOnly",
    tooLong: "phone.tooLong",
  } as const satisfies Record<string, MessageKey>;
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .pipe(z.string().refine((value) => !value.includes("+"), { error: keys.noPlus }))
    .pipe(
      z
        .string()
        .regex(PHONE_CHARACTERS, { error: keys.digitsOnly })
        .max(TELEPHONE_MAX_LENGTH, { error: keys.tooLong }),
    );
}

/** The number as the registration APIs receive it: "+49" followed by the national number. */
export function internationalPhoneField() {
  const keys = {
    required: "phone.required",
    prefix: "phone.prefix",
    digitsOnly: "phone.digitsOnly",
    tooLong: "phone.tooLong",
  } as const satisfies Record<string, MessageKey>;
  const national = (value: string) => value.slice(PHONE_COUNTRY_PREFIX.length).trim();
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .pipe(z.string().startsWith(PHONE_COUNTRY_PREFIX, { error: keys.prefix }))
    .pipe(z.string().refine((value) => national(value) !== "", { error: keys.required }))
    .pipe(
      z
        .string()
        .refine((value) => PHONE_CHARACTERS.test(national(value)), { error: keys.digitsOnly })
        .refine((value) => national(value).length <= TELEPHONE_MAX_LENGTH, {
          error: keys.tooLong,
        }),
    );
}

/**
 * A phone typed into one field on /konto (the pharmacy's and a branch's): "+49 221 …" as
 * stored, or the national number with its area code, "0221 …", which the registration
 * also takes (with "+49" before its field) and which becomes "+49221 …" the same way
 * (withCountryPrefix). Anything else must start with "+49".
 */
export function germanPhoneField() {
  return z
    .string({ error: "phone.required" satisfies MessageKey })
    .trim()
    .transform((value) => (value.startsWith("0") ? withCountryPrefix(value) : value))
    .pipe(internationalPhoneField());
}

/**
 * "+49" before the national number. Surrounding spaces are removed and ONE leading 0
 * (the German trunk prefix) is dropped, because it is not dialled after the country
 * code: "0221 123" becomes "+49221 123", not "+490221 123".
 */
export function withCountryPrefix(nationalNumber: string): string {
  return `${PHONE_COUNTRY_PREFIX}${nationalNumber.trim().replace(/^0/, "")}`;
}

/**
 * The national part of a stored "+49…" number, for a form that shows the "+49" before
 * its input; a number without the prefix stays as it is (the form then asks to fix it).
 */
export function withoutCountryPrefix(phone: string): string {
  return phone.startsWith(PHONE_COUNTRY_PREFIX)
    ? phone.slice(PHONE_COUNTRY_PREFIX.length).trim()
    : phone;
}

/** One of `values`; "required" when missing or empty, "invalid" otherwise. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  keys: { required: MessageKey; invalid: MessageKey },
) {
  return z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? keys.required : keys.invalid),
  });
}

/** One of `values`, or empty ("" from an untouched select), or missing. */
export function optionalChoiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: MessageKey,
) {
  return z.enum(["", ...values], { error: invalid }).optional();
}

/** At least one WWS programme, each from the list. */
export function softwareListField(key: MessageKey) {
  return z.array(z.enum(WWS_SOFTWARE, { error: key }), { error: key }).min(1, { error: key });
}

/**
 * A checkbox that must be ticked (terms, data protection). Input `boolean`, so a form
 * can start unticked; output `true`.
 */
export function acceptedField(key: MessageKey) {
  return z.boolean({ error: key }).refine((value): value is true => value, { error: key });
}

/** An optional date, "" when not given, else YYYY-MM-DD. */
export function optionalIsoDateField(invalid: MessageKey) {
  return z
    .string({ error: invalid })
    .trim()
    .refine((value) => value === "" || isIsoDate(value), { error: invalid })
    .default("");
}

/** The role a registration must carry. Missing, unknown and other roles differ. */
export function registrationRoleField<const R extends Role>(expected: R) {
  const keys = {
    required: "role.required",
    invalid: "role.invalid",
    notAllowed: "role.notAllowed",
  } as const satisfies Record<string, MessageKey>;
  return choiceField(ROLES, keys).refine((role): role is R => role === expected, {
    error: keys.notAllowed,
  });
}

/**
 * A PDF picked in the browser. Checked by declared type or, when the browser gives no
 * type, by name; the server checks the content itself.
 */
export function isPdfFile(file: File): boolean {
  return file.type === PDF_MIME_TYPE || (file.type === "" && /\.pdf$/i.test(file.name));
}

export function pdfFileField(missing: MessageKey) {
  const keys = {
    pdfOnly: "file.pdfOnly",
    tooLarge: "file.tooLarge",
  } as const satisfies Record<string, MessageKey>;
  return z
    .file({ error: missing })
    .min(1, { error: missing })
    .pipe(
      z
        .file()
        .refine(isPdfFile, { error: keys.pdfOnly })
        .max(UPLOAD_MAX_BYTES, { error: keys.tooLarge }),
    );
}

/**
 * Numbers arrive as numbers (JSON, `valueAsNumber`) or as numeric strings (inputs,
 * query strings). Numeric strings become numbers, written the German way ("42,50",
 * "1.234,50") or with a decimal point ("42.50"); empty values and NaN (an empty number
 * input) become `undefined`; anything else is left for the number check to refuse.
 */
export function toNumberIfNumeric(value: unknown): unknown {
  if (value === null || (typeof value === "number" && Number.isNaN(value))) return undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Number(text);
  // German: a decimal comma, dots only as thousands separators.
  if (/^[+-]?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/.test(text)) {
    return Number(text.replaceAll(".", "").replace(",", "."));
  }
  return value;
}

type NumberKeys = { invalid: MessageKey; tooSmall: MessageKey; tooLarge: MessageKey };

function boundedNumber(
  range: { min: number; max: number },
  keys: NumberKeys & { required?: MessageKey; notInteger?: MessageKey },
) {
  const number = z.number({
    error: (issue) => (issue.input === undefined && keys.required ? keys.required : keys.invalid),
  });
  return (keys.notInteger ? number.int({ error: keys.notInteger }) : number)
    .min(range.min, { error: keys.tooSmall })
    .max(range.max, { error: keys.tooLarge });
}

export function requiredNumberField(
  range: { min: number; max: number },
  keys: NumberKeys & { required: MessageKey; notInteger?: MessageKey },
) {
  return z.preprocess(toNumberIfNumeric, boundedNumber(range, keys));
}

export function optionalNumberField(range: { min: number; max: number }, keys: NumberKeys) {
  return z.preprocess(toNumberIfNumeric, boundedNumber(range, keys).optional());
}

/** The captcha answer (`g-recaptcha-response`); verified by the server separately. */
export function captchaField() {
  const keys = {
    required: "captcha.required",
    invalid: "captcha.invalid",
  } as const satisfies Record<string, MessageKey>;
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(CAPTCHA_RESPONSE_MAX_LENGTH, { error: keys.invalid });
}
