import { isIsoDate } from "./dates";
import {
  DEFAULT_JOB_OFFER_TYPE,
  FEDERAL_STATES,
  JOB_OFFER_TYPES,
  type JobOfferType,
  type StaffProfession,
} from "./enums";
import { optionalChoiceField, optionalIsoDateField, optionalText } from "./fields";
import { JOB_SEARCH_LOCATION_MAX_LENGTH } from "./limits";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * Job-offer search (/arbeitsangebote-suchen/2, POST /api/arbeitsangebote-suchen).
 * The original form had no validation; these rules only keep the saved search meaningful.
 * Every field may be left out: type defaults to Feststelle, the others to "".
 */

const endBeforeStart: MessageKey = "endDate.beforeStart";

function datesAreValid(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { startDate, endDate } = value as Record<string, unknown>;
  const valid = (date: unknown) => typeof date === "string" && (date === "" || isIsoDate(date));
  return valid(startDate) && valid(endDate);
}

export const jobSearchSchema = z
  .object({
    type: z
      .enum(JOB_OFFER_TYPES, { error: "jobType.invalid" satisfies MessageKey })
      .default(DEFAULT_JOB_OFFER_TYPE),
    startDate: optionalIsoDateField("startDate.invalid"),
    endDate: optionalIsoDateField("endDate.invalid"),
    /** Place or postcode. */
    location: optionalText(JOB_SEARCH_LOCATION_MAX_LENGTH, "location.tooLong").default(""),
    state: optionalChoiceField(FEDERAL_STATES, "state.invalid").default(""),
  })
  .refine(({ startDate, endDate }) => startDate === "" || endDate === "" || endDate >= startDate, {
    error: endBeforeStart,
    path: ["endDate"],
    // Also while another field is still invalid, so the form shows it at once.
    when: (payload) => datesAreValid(payload.value),
  });

export type JobSearchInput = z.input<typeof jobSearchSchema>;
export type JobSearch = z.output<typeof jobSearchSchema>;

/** The form's starting values: a new search, and the page without filters in its address. */
export const jobSearchDefaults: JobSearch = {
  type: DEFAULT_JOB_OFFER_TYPE,
  startDate: "",
  endDate: "",
  location: "",
  state: "",
};

/** The search page's parameter naming one offer to show first (alert mails link to it). */
export const OFFER_PARAM = "angebot";
/** Set by an urgent-cover offer (docs/decisions/0056): the button reads "Ich habe Zeit". */
export const HAVE_TIME_PARAM = "zeit";

const SEARCH_FIELDS = ["type", "startDate", "endDate", "location", "state"] as const;

/**
 * The words of a place-or-postcode filter, lower case: "Köln, 50667" and " köln 50667"
 * are one filter. The matching (server/job-board/matching.ts) reads the same words.
 */
export function locationWords(location: string): string[] {
  return location
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** Whether two searches filter alike, so a person never keeps the same alert twice. */
export function sameJobSearch(a: JobSearch, b: JobSearch): boolean {
  return (
    a.type === b.type &&
    a.startDate === b.startDate &&
    a.endDate === b.endDate &&
    a.state === b.state &&
    locationWords(a.location).join(" ") === locationWords(b.location).join(" ")
  );
}

/**
 * The filters as the search page's address carries them (`?type=…&location=…`): the
 * page keeps them there while they change, and alert mails and the account page link
 * to a search with them. Empty filters are left out.
 */
export function jobSearchParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) if (search[field]) params.set(field, search[field]);
  return params;
}

/** The filters of the page's address; a malformed address gives the starting values. */
export function jobSearchFromParams(params: URLSearchParams): JobSearch {
  const values: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  const parsed = jobSearchSchema.safeParse(values);
  return parsed.success ? parsed.data : jobSearchDefaults;
}

/**
 * Whether a person of `profession` may take an order: only the role it asks for (an
 * Inhabervertretung asks for an Apotheker/in). The application's check and the search's
 * marking both ask this (docs/product.md, "Job board").
 */
export function orderOpenTo(
  profession: StaffProfession | null | undefined,
  order: { role: StaffProfession },
): boolean {
  return profession === order.role;
}

/**
 * The type a search opens on when its address names none: the spec's default
 * (Feststelle) while it has offers, else the first type that has some, so the page
 * never opens on an empty list beside offers of another type (issue 26). With no offers
 * at all, the default.
 */
export function typeToOpenOn(counts: Readonly<Record<JobOfferType, number>>): JobOfferType {
  if (counts[DEFAULT_JOB_OFFER_TYPE] > 0) return DEFAULT_JOB_OFFER_TYPE;
  return JOB_OFFER_TYPES.find((type) => counts[type] > 0) ?? DEFAULT_JOB_OFFER_TYPE;
}
