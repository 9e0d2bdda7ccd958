import { PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT } from "./limits";

/**
 * How complete a staff member's profile is (docs/product.md, "Terms (AGB)": contact,
 * i.e. applying to a search order, needs at least 80 %). Each item weighs the same; the
 * certificate counts once whatever the number of files.
 */
export interface ProfileFacts {
  phone: string | null;
  street: string | null;
  streetNumber: string | null;
  postalCode: string | null;
  city: string | null;
  experienceSince: string | null;
  wwsSoftware: readonly string[];
  vatId: string | null;
  capacityDaysPerWeek: number | null;
  availability: string | null;
  certificateCount: number;
  cvCount: number;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The items of a complete profile, with the German label the profile page lists. */
export const PROFILE_ITEMS: readonly {
  key: string;
  label: string;
  done: (p: ProfileFacts) => boolean;
}[] = [
  { key: "phone", label: "Telefonnummer", done: (p) => filled(p.phone) },
  {
    key: "address",
    label: "Anschrift",
    done: (p) => [p.street, p.streetNumber, p.postalCode, p.city].every(filled),
  },
  { key: "experience", label: "Berufserfahrung seit", done: (p) => filled(p.experienceSince) },
  { key: "software", label: "Warenwirtschaftssysteme", done: (p) => p.wwsSoftware.length > 0 },
  { key: "vatId", label: "USt-IdNr.", done: (p) => filled(p.vatId) },
  { key: "capacity", label: "Kapazität", done: (p) => (p.capacityDaysPerWeek ?? 0) > 0 },
  { key: "availability", label: "Verfügbarkeit", done: (p) => filled(p.availability) },
  { key: "certificate", label: "Zeugnis / Approbation", done: (p) => p.certificateCount > 0 },
  { key: "cv", label: "Lebenslauf", done: (p) => p.cvCount > 0 },
];

/** Completeness in whole percent, 0 to 100. */
export function profileCompleteness(profile: ProfileFacts): number {
  const done = PROFILE_ITEMS.filter((item) => item.done(profile)).length;
  return Math.floor((done / PROFILE_ITEMS.length) * 100);
}

/** The items still missing, for the profile page's hint. */
export function missingProfileItems(profile: ProfileFacts): string[] {
  return PROFILE_ITEMS.filter((item) => !item.done(profile)).map((item) => item.label);
}

/** Whether the person may contact pharmacies (apply to search orders). */
export function mayContact(profile: ProfileFacts): boolean {
  return profileCompleteness(profile) >= PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT;
}
