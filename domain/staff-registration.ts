import { isIsoDate, todayIsoDate } from "./dates";
import { SALUTATIONS, STAFF_PROFESSIONS } from "./enums";
import {
  acceptedField,
  choiceField,
  emailField,
  internationalPhoneField,
  nationalPhoneField,
  optionalChoiceField,
  passwordConfirmationField,
  passwordField,
  pdfFileField,
  postcodeField,
  registrationRoleField,
  requiredText,
  softwareListField,
  withCountryPrefix,
  withPasswordConfirmation,
} from "./fields";
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXPERIENCE_MIN_DATE,
  PERSON_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * Registration of substitute pharmacists, PTA and PKA (/vertretungsapotheker,
 * POST /api/pharmacist-worker/register, multipart/form-data).
 *
 * The form schema covers every field including the two PDFs. The request schema covers
 * the multipart TEXT fields only: the server reads and checks the files (content, size)
 * itself. `toStaffRegistrationMultipart` and `collectMultipartFields` are the two ends of
 * the multipart encoding (arrays as `name[]`, terms as 1/0).
 */

const experienceKeys = {
  required: "experience.required",
  invalid: "experience.invalid",
  tooEarly: "experience.tooEarly",
  inFuture: "experience.inFuture",
} as const satisfies Record<string, MessageKey>;

/**
 * Experience: a Y-m-d date from 1950-01-01 to today (the agency's today). Also the staff
 * profile's `experience_since` (domain/staff-profile.ts).
 */
export function experienceDateField() {
  return z
    .string({ error: experienceKeys.required })
    .trim()
    .min(1, { error: experienceKeys.required })
    .pipe(z.string().refine(isIsoDate, { error: experienceKeys.invalid }))
    .pipe(
      z
        .string()
        .refine((date) => date >= EXPERIENCE_MIN_DATE, { error: experienceKeys.tooEarly })
        .refine((date) => date <= todayIsoDate(), { error: experienceKeys.inFuture }),
    );
}

const sharedShape = {
  password: passwordField(),
  password_confirmation: passwordConfirmationField(),
  iam: choiceField(STAFF_PROFESSIONS, { required: "iam.required", invalid: "iam.invalid" }),
  salutation: optionalChoiceField(SALUTATIONS, "salutation.invalid"),
  first_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "firstName.required",
    tooLong: "firstName.tooLong",
  }),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "lastName.required",
    tooLong: "lastName.tooLong",
  }),
  address: requiredText(STREET_MAX_LENGTH, {
    required: "address.required",
    tooLong: "street.tooLong",
  }),
  street_number: requiredText(STREET_NUMBER_MAX_LENGTH, {
    required: "streetNumber.required",
    tooLong: "streetNumber.tooLong",
  }),
  postal_code: postcodeField("postalCode.required"),
  city: requiredText(CITY_MAX_LENGTH, { required: "city.required", tooLong: "city.tooLong" }),
  Experience: experienceDateField(),
};

/** What the form validates (phone without +49, files as `File`). */
export const staffRegistrationFormSchema = withPasswordConfirmation(
  z.object({
    email: emailField({
      max: EMAIL_MAX_LENGTH,
      required: "staffEmail.invalid",
      invalid: "staffEmail.invalid",
      tooLong: "email.tooLong",
    }),
    ...sharedShape,
    phone: nationalPhoneField(),
    wws_software: softwareListField("wwsSoftware.required"),
    certificate: pdfFileField("certificate.required"),
    cv: pdfFileField("file.pdfOnly").nullish(),
    terms_accepted: acceptedField("terms.required"),
  }),
);

export type StaffRegistrationFormInput = z.input<typeof staffRegistrationFormSchema>;
export type StaffRegistrationForm = z.output<typeof staffRegistrationFormSchema>;

/** A single `wws_software[]` value may arrive as a plain string. */
function asList(value: unknown): unknown {
  return typeof value === "string" ? [value] : value;
}

const ACCEPTED_VALUES: ReadonlySet<unknown> = new Set([true, 1, "1", "true", "on"]);

/** Multipart sends "1" or "0"; JSON clients may send a boolean. */
function asAccepted(value: unknown): boolean {
  return ACCEPTED_VALUES.has(value);
}

/**
 * The multipart text fields POST /api/pharmacist-worker/register accepts, after
 * `collectMultipartFields` (so `wws_software`, without the brackets). Unknown fields are
 * dropped; `role` must be `pharmacist`.
 */
export const staffRegistrationRequestSchema = withPasswordConfirmation(
  z.object({
    email: emailField({
      max: EMAIL_MAX_LENGTH,
      required: "email.required",
      invalid: "email.invalid",
      tooLong: "email.tooLong",
      lowercase: true,
    }),
    ...sharedShape,
    phone: internationalPhoneField(),
    wws_software: z.preprocess(asList, softwareListField("wwsSoftware.required")),
    terms_accepted: z.preprocess(asAccepted, acceptedField("terms.required")),
    role: registrationRoleField("pharmacist"),
  }),
);

export type StaffRegistrationRequest = z.output<typeof staffRegistrationRequestSchema>;

/** The multipart file fields; the server checks them (PDF by content, at most 10 MB). */
export const STAFF_REGISTRATION_FILE_FIELDS = ["certificate", "cv"] as const;

const ARRAY_SUFFIX = "[]";

export type MultipartField = readonly [name: string, value: string | Blob];

/**
 * The multipart fields for validated form values, in form order: "+49" before the
 * phone, one `wws_software[]` per programme, files as they are, terms as "1"/"0",
 * role `pharmacist`. An empty salutation and a missing CV are left out.
 */
export function toStaffRegistrationMultipart(values: StaffRegistrationForm): MultipartField[] {
  const fields: MultipartField[] = [
    ["email", values.email],
    ["password", values.password],
    ["password_confirmation", values.password_confirmation],
    ["iam", values.iam],
  ];
  if (values.salutation) fields.push(["salutation", values.salutation]);
  fields.push(
    ["first_name", values.first_name],
    ["last_name", values.last_name],
    ["phone", withCountryPrefix(values.phone)],
    ["address", values.address],
    ["street_number", values.street_number],
    ["postal_code", values.postal_code],
    ["city", values.city],
    ...values.wws_software.map((name): MultipartField => [`wws_software${ARRAY_SUFFIX}`, name]),
    ["Experience", values.Experience],
    ["certificate", values.certificate],
  );
  if (values.cv) fields.push(["cv", values.cv]);
  fields.push(["terms_accepted", values.terms_accepted ? "1" : "0"], ["role", "pharmacist"]);
  return fields;
}

/**
 * The server end: multipart text fields as an object for `staffRegistrationRequestSchema`.
 * A name ending in "[]" collects its values in an array under the bare name; for any
 * other repeated name the last value wins.
 */
export function collectMultipartFields(
  fields: Iterable<readonly [name: string, value: string]>,
): Record<string, string | string[]> {
  const collected = new Map<string, string | string[]>();
  for (const [name, value] of fields) {
    if (name.endsWith(ARRAY_SUFFIX)) {
      const bare = name.slice(0, -ARRAY_SUFFIX.length);
      const existing = collected.get(bare);
      if (Array.isArray(existing)) existing.push(value);
      else collected.set(bare, [value]);
    } else {
      collected.set(name, value);
    }
  }
  return Object.fromEntries(collected);
}
