import {
  internationalPhoneField,
  nationalPhoneField,
  softwareListField,
  withCountryPrefix,
} from "./fields";
import {
  CAPACITY_MAX_DAYS,
  CAPACITY_MIN_DAYS,
  CITY_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import type { MessageKey } from "./messages/message-key";
import { experienceDateField } from "./staff-registration";
import { z } from "./zod";

/**
 * The staff profile (/konto/profil, PUT /api/account/staff-profile): address, phone,
 * WWS, experience, VAT id, capacity, availability. Phone, WWS and experience have the
 * staff registration's rules (domain/staff-registration.ts). Messages are keys of the
 * catalogue like every schema's; the form shows them through `germanResolver`, the API
 * answers a 422 with their German texts, since only this site's form shows them.
 * Names and salutation are not here: the agency checked them.
 */
export const VAT_ID_PATTERN = /^DE\d{9}$/;

const text = (max: number, keys: { required: MessageKey; tooLong: MessageKey }) =>
  z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(max, { error: keys.tooLong });

/** What the API takes: the phone with "+49" before it, as the registration API. */
export const staffProfileSchema = z.object({
  street: text(STREET_MAX_LENGTH, {
    required: "profileStreet.required",
    tooLong: "profileStreet.tooLong",
  }),
  street_number: text(STREET_NUMBER_MAX_LENGTH, {
    required: "profileStreetNumber.required",
    tooLong: "profileStreetNumber.tooLong",
  }),
  postal_code: z
    .string({ error: "profilePostalCode.required" })
    .trim()
    .regex(/^\d{5}$/, { error: "profilePostalCode.format" }),
  city: text(CITY_MAX_LENGTH, { required: "profileCity.required", tooLong: "profileCity.tooLong" }),
  phone: internationalPhoneField(),
  wws_software: softwareListField("wwsSoftware.required"),
  experience_since: experienceDateField(),
  vat_id: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value === "" || VAT_ID_PATTERN.test(value), { error: "vatId.invalid" }),
  capacity_days_per_week: z.union([
    z.literal(""),
    z.coerce
      .number({ error: "capacity.notANumber" })
      .int({ error: "capacity.wholeDays" })
      .min(CAPACITY_MIN_DAYS, { error: "capacity.tooFew" })
      .max(CAPACITY_MAX_DAYS, { error: "capacity.tooMany" }),
  ]),
  availability: z.string().trim().max(FREE_TEXT_MAX_LENGTH, { error: "availability.tooLong" }),
});

export type StaffProfileInput = z.input<typeof staffProfileSchema>;
export type StaffProfileValues = z.output<typeof staffProfileSchema>;

/** What the form checks: the phone without "+49", typed next to the fixed prefix. */
export const staffProfileFormSchema = staffProfileSchema.extend({ phone: nationalPhoneField() });

export type StaffProfileFormInput = z.input<typeof staffProfileFormSchema>;
export type StaffProfileForm = z.output<typeof staffProfileFormSchema>;

/** The API body for checked form values: "+49" before the phone. */
export function toStaffProfileRequest(values: StaffProfileForm): StaffProfileInput {
  return { ...values, phone: withCountryPrefix(values.phone) };
}
