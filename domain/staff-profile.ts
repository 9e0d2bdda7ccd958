import {
  CITY_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import { z } from "./zod";

/**
 * The staff profile form (/konto/profil, PUT /api/account/staff-profile). One schema
 * for the form and the API; its messages are German because only this site's form
 * shows them (the API answers them in `errors`).
 */
export const VAT_ID_PATTERN = /^DE\d{9}$/;
export const CAPACITY_MIN_DAYS = 1;
export const CAPACITY_MAX_DAYS = 7;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} ist erforderlich.` })
    .trim()
    .min(1, `${label} ist erforderlich.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);

export const staffProfileSchema = z.object({
  street: text("Straße", STREET_MAX_LENGTH),
  street_number: text("Hausnummer", STREET_NUMBER_MAX_LENGTH),
  postal_code: z
    .string({ error: "PLZ ist erforderlich." })
    .trim()
    .regex(/^\d{5}$/, "Bitte geben Sie eine fünfstellige PLZ ein."),
  city: text("Ort", CITY_MAX_LENGTH),
  vat_id: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine(
      (value) => value === "" || VAT_ID_PATTERN.test(value),
      "Die USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.",
    ),
  capacity_days_per_week: z.union([
    z.literal(""),
    z.coerce
      .number({ error: "Bitte geben Sie eine Zahl ein." })
      .int("Bitte geben Sie ganze Tage an.")
      .min(CAPACITY_MIN_DAYS, `Mindestens ${CAPACITY_MIN_DAYS} Tag pro Woche.`)
      .max(CAPACITY_MAX_DAYS, `Höchstens ${CAPACITY_MAX_DAYS} Tage pro Woche.`),
  ]),
  availability: z
    .string()
    .trim()
    .max(FREE_TEXT_MAX_LENGTH, `Höchstens ${FREE_TEXT_MAX_LENGTH} Zeichen.`),
});

export type StaffProfileInput = z.input<typeof staffProfileSchema>;
export type StaffProfileValues = z.output<typeof staffProfileSchema>;
