import {
  CAPACITY_MAX_DAYS,
  CAPACITY_MIN_DAYS,
  CITY_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import { messagesDe } from "./messages/de";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * The staff profile form (/konto/profil, PUT /api/account/staff-profile). One schema
 * for the form and the API; its messages are the German texts of the catalogue
 * (domain/messages/de.ts), not keys, because only this site's form shows them: the
 * form and the API's 422 use them as they are.
 */
export const VAT_ID_PATTERN = /^DE\d{9}$/;

/** The German text of a key. */
const de = (key: MessageKey) => messagesDe[key];

const text = (max: number, keys: { required: MessageKey; tooLong: MessageKey }) =>
  z
    .string({ error: de(keys.required) })
    .trim()
    .min(1, { error: de(keys.required) })
    .max(max, { error: de(keys.tooLong) });

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
    .string({ error: de("profilePostalCode.required") })
    .trim()
    .regex(/^\d{5}$/, { error: de("profilePostalCode.format") }),
  city: text(CITY_MAX_LENGTH, { required: "profileCity.required", tooLong: "profileCity.tooLong" }),
  vat_id: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value === "" || VAT_ID_PATTERN.test(value), { error: de("vatId.invalid") }),
  capacity_days_per_week: z.union([
    z.literal(""),
    z.coerce
      .number({ error: de("capacity.notANumber") })
      .int({ error: de("capacity.wholeDays") })
      .min(CAPACITY_MIN_DAYS, { error: de("capacity.tooFew") })
      .max(CAPACITY_MAX_DAYS, { error: de("capacity.tooMany") }),
  ]),
  availability: z
    .string()
    .trim()
    .max(FREE_TEXT_MAX_LENGTH, { error: de("availability.tooLong") }),
});

export type StaffProfileInput = z.input<typeof staffProfileSchema>;
export type StaffProfileValues = z.output<typeof staffProfileSchema>;
