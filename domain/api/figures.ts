import { isIsoDate } from "../dates";
import { FEDERAL_STATES, STAFF_PROFESSIONS } from "../enums";
import {
  CANCELLATION_LATENESS,
  FIGURE_CHARTS,
  FIGURES_CUSTOM_MAX_MONTHS,
  FIGURES_PERIODS,
  monthsBetween,
  RECEIVABLE_AGE_BUCKETS,
} from "../figures";
import { CANCELLED_BY } from "../placement-status";
import { z } from "../zod";

/** GET /api/admin/figures: the agency's figures (docs/product.md, "The agency's numbers"). */

const isoDay = z.string().trim().refine(isIsoDate, "Expected a date YYYY-MM-DD");

/**
 * `period` month, quarter or year: the whole one around `from` (any day in it; today
 * when left out). `custom`: `from` to `to`, both needed, at most ten years.
 */
const figuresQueryShape = {
  period: z.enum(FIGURES_PERIODS).default("year"),
  from: isoDay.optional(),
  to: isoDay.optional(),
  region: z.enum(FEDERAL_STATES).optional(),
  profession: z.enum(STAFF_PROFESSIONS).optional(),
};

function checkFreePeriod(
  query: { period: string; from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  if (query.period !== "custom") return;
  if (!query.from || !query.to) {
    context.addIssue({ code: "custom", path: ["to"], message: "A free period needs from and to" });
  } else if (query.to < query.from) {
    context.addIssue({ code: "custom", path: ["to"], message: "to lies before from" });
  } else if (monthsBetween(query.from, query.to).length > FIGURES_CUSTOM_MAX_MONTHS) {
    context.addIssue({ code: "custom", path: ["to"], message: "At most ten years" });
  }
}

export const figuresQuery = z.object(figuresQueryShape).superRefine(checkFreePeriod);

/** GET /api/admin/figures/csv: one chart's table (domain/figures-tables.ts) as CSV. */
export const figuresCsvQuery = z
  .object({ ...figuresQueryShape, chart: z.enum(FIGURE_CHARTS) })
  .superRefine(checkFreePeriod);

const month = z.string().describe("YYYY-MM, in Europe/Berlin");
const count = z.number().int();
/** Days, one decimal; null when nothing was measured. */
const days = z.number().nullable();
const profession = z.enum(STAFF_PROFESSIONS);

export const figuresAnswer = z.object({
  period: z.object({
    kind: z.enum(FIGURES_PERIODS),
    from: z.string(),
    to: z.string(),
    months: z.array(month),
  }),
  region: z.enum(FEDERAL_STATES).nullable(),
  profession: profession.nullable(),
  orders: z.object({
    /** Orders by the month they were sent, first published, first filled, ended unfilled. */
    per_month: z.array(
      z.object({
        month,
        received: count,
        published: count,
        filled: count,
        ended_unfilled: count,
      }),
    ),
    /** Filled / (filled + ended unfilled) over the period; null when neither happened. */
    fill_rate: z.number().nullable(),
    /**
     * Days from the first publication to the first confirmation (by the confirmation's
     * month) and to the first application (by the application's month).
     */
    time_to_fill: z.array(
      z.object({
        month,
        confirmation_median: days,
        confirmation_p90: days,
        first_applicant_median: days,
        first_applicant_p90: days,
      }),
    ),
    time_to_fill_total: z.object({
      confirmation_median: days,
      confirmation_p90: days,
      first_applicant_median: days,
      first_applicant_p90: days,
    }),
  }),
  placements: z.object({
    /** Calendar days of standing placements that fall in each month, by the ordered role. */
    days_per_month: z.array(z.object({ month, profession, days: count })),
    /** Placements cancelled in the period, by side and by how late. */
    cancellations: z.array(
      z.object({
        side: z.enum(CANCELLED_BY),
        lateness: z.enum(CANCELLATION_LATENESS),
        count,
      }),
    ),
  }),
  money: z.object({
    /** Net of the invoices issued in each month, cancellation invoices subtracted. */
    net_revenue_per_month: z.array(z.object({ month, net_cents: count })),
    /** What was open on `as_of` (the period's last day, or today if earlier), by age. */
    receivables: z.object({
      as_of: z.string(),
      buckets: z.array(
        z.object({
          bucket: z.enum(RECEIVABLE_AGE_BUCKETS),
          invoices: count,
          open_cents: count,
          overdue_cents: count,
        }),
      ),
    }),
    /** Invoices paid in the period: mean days from issue to payment. */
    days_to_payment: z.object({ average: days, invoices: count }),
  }),
  people: z.object({
    /** Activated staff as of the period's last day, by profession and federal state. */
    active_staff: z.array(
      z.object({
        profession,
        /** From the postcode; null when the postcode is unknown. */
        region: z.enum(FEDERAL_STATES).nullable(),
        count,
      }),
    ),
    /** New accounts per month; owners null under a profession filter (a pharmacy has none). */
    registrations_per_month: z.array(z.object({ month, owners: count.nullable(), staff: count })),
    /** Staff waiting for activation: now, and at each month's end (null in the future). */
    activation_backlog: z.object({
      waiting_now: count,
      per_month: z.array(z.object({ month, waiting: count.nullable() })),
    }),
  }),
});
export type FiguresAnswer = z.infer<typeof figuresAnswer>;
