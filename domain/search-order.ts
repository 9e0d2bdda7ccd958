import { addMonthsToIsoDate, isIsoDate, todayIsoDate } from "./dates";
import { FEDERAL_STATES, JOB_OFFER_TYPES, STAFF_PROFESSIONS, WWS_SOFTWARE } from "./enums";
import { choiceField, requiredText, softwareListField, toNumberIfNumeric } from "./fields";
import {
  BROKERAGE_MAX_MONTHS,
  CITY_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  HOURLY_RATE_MAX_EUR,
  SEARCH_ORDER_MAX_PERIODS,
  SEARCH_ORDER_PERIOD_MAX_MONTHS,
  STREET_MAX_LENGTH,
  WORKING_HOURS_MAX_LENGTH,
} from "./limits";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * A search order (Suchauftrag) as the owner enters it at /arbeitsangebote-erstellen and
 * the API receives it (POST/PUT /api/search-orders). One schema for the form and the
 * server; the server adds the postcode check against the list of known postcodes.
 */

/** The profession an Inhabervertretung (covering the owner) needs. */
export const OWNER_COVER_PROFESSION = "Apotheker/in";

const key = (value: MessageKey) => value;

function periodSchema(today: () => string) {
  return z
    .object({
      startDate: z
        .string({ error: key("periodStart.invalid") })
        .trim()
        .refine(isIsoDate, { error: key("periodStart.invalid") })
        .refine((value) => value >= today(), { error: key("periodStart.inPast") })
        // The brokerage ends after 12 months at the latest, and on the start day without
        // a placement (docs/product.md): a later start could never be placed.
        .refine((value) => value <= addMonthsToIsoDate(today(), BROKERAGE_MAX_MONTHS), {
          error: key("periodStart.tooLate"),
        }),
      endDate: z
        .string({ error: key("periodEnd.invalid") })
        .trim()
        .refine(isIsoDate, { error: key("periodEnd.invalid") }),
    })
    .refine(({ startDate, endDate }) => endDate >= startDate, {
      error: key("endDate.beforeStart"),
      path: ["endDate"],
      when: bothDatesValid,
    })
    .refine(
      ({ startDate, endDate }) =>
        endDate <= addMonthsToIsoDate(startDate, SEARCH_ORDER_PERIOD_MAX_MONTHS),
      { error: key("periodEnd.tooLate"), path: ["endDate"], when: bothDatesValid },
    );
}

/** A period's own checks run only once both of its dates are real days. */
function bothDatesValid(payload: { value: unknown }): boolean {
  const value = payload.value as { startDate?: unknown; endDate?: unknown } | undefined;
  return (
    typeof value?.startDate === "string" &&
    typeof value.endDate === "string" &&
    isIsoDate(value.startDate) &&
    isIsoDate(value.endDate)
  );
}

type Period = { startDate: string; endDate: string };

/** True when two of the periods share a day (one person works one place at a time). */
export function periodsOverlap(periods: readonly Period[]): boolean {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return sorted.some(
    (period, index) => index > 0 && period.startDate <= sorted[index - 1]!.endDate,
  );
}

/** `today` is a function so the server and tests can fix the clock. */
export function searchOrderSchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      /**
       * The pharmacy the order is for: the id of one of the owner's branches, or null
       * (also "" or missing) for the main pharmacy. The server checks that the branch
       * is the owner's (docs/decisions/0035-pharmacy-branches.md).
       */
      branchId: z.preprocess(
        (value) => (value === "" || value === undefined ? null : value),
        z.uuid({ error: key("orderPharmacy.invalid") }).nullable(),
      ),
      type: choiceField(JOB_OFFER_TYPES, {
        required: "jobType.invalid",
        invalid: "jobType.invalid",
      }),
      role: choiceField(STAFF_PROFESSIONS, {
        required: "searchRole.required",
        invalid: "searchRole.required",
      }),
      ownerCover: z.boolean({ error: key("common.invalid") }).default(false),
      periods: z
        .array(periodSchema(today), { error: key("periods.required") })
        .min(1, { error: key("periods.required") })
        .max(SEARCH_ORDER_MAX_PERIODS, { error: key("periods.tooMany") })
        .refine((periods) => !periodsOverlap(periods), { error: key("periods.overlap") }),
      workingHours: requiredText(WORKING_HOURS_MAX_LENGTH, {
        required: "workingHours.required",
        tooLong: "workingHours.tooLong",
      }),
      street: requiredText(STREET_MAX_LENGTH, {
        required: "serviceStreet.required",
        tooLong: "street.tooLong",
      }),
      postalCode: z
        .string({ error: key("zipCode.required") })
        .trim()
        .min(1, { error: key("zipCode.required") })
        .pipe(z.string().regex(/^\d{5}$/, { error: key("postalCode.format") })),
      city: requiredText(CITY_MAX_LENGTH, { required: "city.required", tooLong: "city.tooLong" }),
      state: choiceField(FEDERAL_STATES, { required: "state.required", invalid: "state.invalid" }),
      wwsSoftware: softwareListField("wwsSoftware.required"),
      /**
       * Euro per hour, as a number or as typed ("42,50" or "42.50"); "" or missing when
       * not given. At most two decimals (cents).
       */
      hourlyRate: z
        .preprocess(
          (value) => toNumberIfNumeric(value) ?? null,
          z.number({ error: key("hourlyRate.invalid") }).nullable(),
        )
        .refine(
          (value) =>
            value === null ||
            (value > 0 &&
              value <= HOURLY_RATE_MAX_EUR &&
              Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
          { error: key("hourlyRate.invalid") },
        ),
      note: z
        .string({ error: key("common.invalid") })
        .trim()
        .max(FREE_TEXT_MAX_LENGTH, { error: key("message.tooLong") })
        .default(""),
    })
    .refine((order) => !order.ownerCover || order.role === OWNER_COVER_PROFESSION, {
      error: key("ownerCover.roleMismatch"),
      path: ["role"],
    });
}

export const searchOrderInputSchema = searchOrderSchema();
export type SearchOrderInput = z.input<typeof searchOrderInputSchema>;
export type SearchOrderFields = z.output<typeof searchOrderInputSchema>;

export const SEARCH_ORDER_WWS = WWS_SOFTWARE;
