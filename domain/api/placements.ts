import { DUNNING_LEVELS } from "../billing/dunning";
import { FEDERAL_STATES, JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../enums";
import { CANCEL_REASON_MAX_LENGTH, CANCELLED_BY, PLACEMENT_STATUSES } from "../placement-status";
import { z } from "../zod";
import {
  disputedWorkReportResponse,
  placementToInvoiceResponse,
  workReportResponse,
} from "./worked-days";

/** Placements' answers (docs/decisions/0015-placement-record.md). */

const contactResponse = z.object({
  name: z.string(),
  address: z.string().optional(),
  phone: z.string(),
  email: z.string(),
});
export type PlacementContact = z.infer<typeof contactResponse>;

/** One placement as "Meine Einsätze" and the console show it. */
export const placementResponse = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(PLACEMENT_STATUSES),
  statusLabel: z.string(),
  type: z.enum(JOB_OFFER_TYPES),
  role: z.enum(STAFF_PROFESSIONS),
  ownerCover: z.boolean(),
  periods: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
  firstDay: z.string(),
  lastDay: z.string(),
  /** The last day is over. */
  past: z.boolean(),
  workingHours: z.string(),
  pharmacyName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.enum(FEDERAL_STATES),
  ownerName: z.string(),
  staffName: z.string(),
  staffProfession: z.enum(STAFF_PROFESSIONS),
  hourlyRate: z.number().nullable(),
  confirmedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
  arrangedAt: z.string().nullable(),
  invoiceCopy: z.object({ name: z.string(), uploadedAt: z.string() }).nullable(),
  /** Last day for the provider's invoice copy (14 days after the last day). */
  invoiceCopyDue: z.string(),
  /** The other side's contact data: only while confirmed or arranged, never before. */
  contact: contactResponse.nullable(),
  /** "Meine Einsätze": whether the account's side has rated the placement. */
  rated: z.boolean().optional(),
  /** Worked days per reporting period ("Meine Einsätze"; empty in the console's lists). */
  workReports: z.array(workReportResponse),
});
export type PlacementView = z.infer<typeof placementResponse>;
export const placementsAnswer = z.object({ placements: z.array(placementResponse) });

/** A placement as the operator sees it. */
export const adminPlacementResponse = placementResponse.extend({
  /** The accounts may be deleted: the record stays (8 years after the end of its last day's year). */
  ownerAccount: z.boolean(),
  staffAccount: z.boolean(),
  /**
   * The work is over and the provider's invoice copy is not there yet, while the
   * provider's account exists (a deleted one can never send it).
   */
  invoiceCopyMissing: z.boolean(),
  invoiceCopyOverdue: z.boolean(),
});
export type AdminPlacementView = z.infer<typeof adminPlacementResponse>;
/**
 * The operator's placement list comes in pages of this many, latest first day first;
 * `next` is the `after` of the following page, null on the last (keyset paging,
 * docs/decisions/0062-keyset-pages-and-streams.md).
 */
export const ADMIN_PLACEMENTS_PAGE = 50;
export const adminPlacementsAnswer = z.object({
  placements: z.array(adminPlacementResponse),
  next: z.string().nullable(),
});

export const adminPlacementsQuery = z.object({
  status: z.enum(PLACEMENT_STATUSES).optional(),
  invoiceCopyMissing: z.enum(["1"]).optional(),
  after: z.uuid().optional(),
});

/**
 * The operator's day shows the first this many of a long section (the most pressing);
 * `totals` says how many there are (issue 29: 500-row sections took over a second).
 */
export const WORK_SECTION_ROWS = 50;

/** GET /api/admin/work: the operator's day. */
export const operatorWorkAnswer = z.object({
  /** How many each paged section holds in all (it shows WORK_SECTION_ROWS at most). */
  totals: z.object({
    placementsToArrange: z.number().int(),
    invoiceCopiesMissing: z.number().int(),
    remindersDue: z.number().int(),
  }),
  /** Open orders whose first day is within three days: the top of the to-do (docs/decisions/0056). */
  urgentOrders: z.array(
    z.object({
      id: z.string(),
      pharmacyName: z.string(),
      city: z.string(),
      role: z.string(),
      status: z.string(),
      firstDay: z.string(),
    }),
  ),
  ordersToAccept: z.array(
    z.object({
      id: z.string(),
      pharmacyName: z.string(),
      city: z.string(),
      role: z.string(),
      deadline: z.string(),
      overdue: z.boolean(),
    }),
  ),
  placementsToArrange: z.array(adminPlacementResponse),
  /** Worked days the owner disputed, with both versions (issue 28, item 1). */
  workReportsDisputed: z.array(disputedWorkReportResponse),
  /** Confirmed worked days whose invoice waits for the operator (issue 28, item 2). */
  placementsToInvoice: z.array(placementToInvoiceResponse),
  invoiceCopiesMissing: z.array(adminPlacementResponse),
  /** Invoices whose next dunning level is due (issue 28, item 4). */
  remindersDue: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      pharmacyName: z.string(),
      level: z.enum(DUNNING_LEVELS),
      since: z.string(),
      openCents: z.number().int(),
    }),
  ),
});

/** Cancelling a standing placement: a reason is required. */
export const cancelPlacementBody = z.object({
  reason: z
    .string({ error: "cancelReason.required" })
    .trim()
    .min(1, { error: "cancelReason.required" })
    .max(CANCEL_REASON_MAX_LENGTH, { error: "cancelReason.tooLong" }),
  searchAgain: z
    .boolean({ error: "cancelSearchAgain.required" })
    .optional()
    .describe(
      "What becomes of the order: true publishes it again for another person, false ends it. The owner must choose (422 without); the staff member's cancellation always publishes it again; the operator's does unless false is given.",
    ),
});

/** The person's private calendar address (docs/decisions/0054-calendar-feeds.md). */
export const calendarFeedAnswer = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** When a calendar program last fetched it. */
  last_fetched_at: z.string().nullable(),
});
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;

/** A new address, shown once: https for "add by URL", webcal:// to subscribe with a tap. */
export const calendarFeedCreated = z.object({ url: z.string(), webcal_url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
