import { isIsoDate } from "./dates";
import { DEFAULT_JOB_OFFER_TYPE, FEDERAL_STATES, JOB_OFFER_TYPES } from "./enums";
import { optionalChoiceField, optionalIsoDateField, optionalText } from "./fields";
import { JOB_SEARCH_LOCATION_MAX_LENGTH } from "./limits";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * Job-offer search (/arbeitsangebote-suchen/2, POST /api/arbeitsangebote-suchen).
 * The spec shows no validation; these rules only keep the saved search meaningful.
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

/** The form's starting values (and what it resets to after a successful search). */
export const jobSearchDefaults: JobSearch = {
  type: DEFAULT_JOB_OFFER_TYPE,
  startDate: "",
  endDate: "",
  location: "",
  state: "",
};
