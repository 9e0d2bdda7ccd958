import { OFFER_REASONS } from "../availability";
import { FEDERAL_STATES, JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../enums";
import { DECLINE_REASON_MAX_LENGTH } from "../limits";
import { APPLICATION_STATUSES } from "../placement-status";
import { SEARCH_ORDER_STATUSES } from "../search-order-status";
import { z } from "../zod";
import { messageResponse } from "./common";

/** The job board's answers (docs/product.md, "Job board"). */

export const periodResponse = z.object({ startDate: z.string(), endDate: z.string() });

/** What every reader of an order sees. */
export const publicOrderResponse = z.object({
  id: z.string(),
  type: z.enum(JOB_OFFER_TYPES),
  role: z.enum(STAFF_PROFESSIONS),
  ownerCover: z.boolean(),
  periods: z.array(periodResponse),
  workingHours: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.enum(FEDERAL_STATES),
  wwsSoftware: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  note: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderResponse>;

const proposedCandidate = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  confirmed: z.boolean(),
  /** Only once the owner confirmed (terms): contact and documents. */
  email: z.string().optional(),
  phone: z.string().optional(),
  profession: z.enum(STAFF_PROFESSIONS).optional(),
  documents: z
    .array(z.object({ id: z.string(), kind: z.enum(["certificate", "cv"]), name: z.string() }))
    .optional(),
});

/** The owner's (and operator's) full view: history and the candidate. */
export const ownerOrderResponse = publicOrderResponse.extend({
  /** The pharmacy the order is for: a branch, or the main pharmacy (branchId null). */
  pharmacy: z.object({ branchId: z.string().nullable(), name: z.string(), main: z.boolean() }),
  status: z.enum(SEARCH_ORDER_STATUSES),
  street: z.string(),
  declineReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  candidate: proposedCandidate.nullable(),
  events: z.array(
    z.object({
      status: z.enum(SEARCH_ORDER_STATUSES),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type OwnerOrder = z.infer<typeof ownerOrderResponse>;

/** What a new order starts with: the chosen pharmacy's address and WWS. */
const prefillResponse = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  wwsSoftware: z.array(z.string()),
});

/**
 * GET /api/search-orders: the owner's orders; `prefill` is the main pharmacy's data for a
 * new one, `pharmacies` the main pharmacy (branchId null) and each branch with its own.
 */
export const ownerOrdersAnswer = z.object({
  orders: z.array(ownerOrderResponse),
  prefill: prefillResponse,
  pharmacies: z.array(
    z.object({
      branchId: z.string().nullable(),
      name: z.string(),
      main: z.boolean(),
      prefill: prefillResponse,
    }),
  ),
});

/** A saved, sent or confirmed order. */
export const orderAnswer = messageResponse.extend({ order: ownerOrderResponse });

/** Sending a draft: the owner's binding order ('Zahlungspflichtig beauftragen'). */
export const sendOrderBody = z.object({
  feeTermsAccepted: z.literal(true, { error: "sendTerms.required" }),
});

/**
 * Confirming the candidate: the separate, explicit acceptance of the fee
 * (docs/decisions/0019), with the gross fee the page showed (null: "no price agreed").
 * The server fixes the fee only when it is still that one, else 409.
 */
export const confirmCandidateBody = z.object({
  feeAccepted: z.literal(true, { error: "confirmFee.required" }),
  feeGrossCents: z.number({ error: "confirmFee.changed" }).int().nullable(),
});

/** The operator's list: each order with its owner and the acceptance deadline. */
export const adminOrderResponse = ownerOrderResponse.extend({
  owner: z.object({ email: z.string(), name: z.string(), pharmacyName: z.string() }),
  /** Last day to accept or decline (two NRW working days after sending). */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  /** Still open and its first day within three days (docs/decisions/0056). */
  urgent: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderResponse>;
/**
 * The operator's order list comes in pages of this many, newest sent first; `next` is
 * the `after` of the following page, null on the last (keyset paging,
 * docs/decisions/0062-keyset-pages-and-streams.md).
 */
export const ADMIN_ORDERS_PAGE = 50;
export const adminOrdersAnswer = z.object({
  orders: z.array(adminOrderResponse),
  next: z.string().nullable(),
});
export const adminOrdersQuery = z.object({
  status: z.enum(SEARCH_ORDER_STATUSES).optional(),
  after: z.uuid().optional(),
});

/** A person who could fill an order, as the operator's ranking shows them. */
export const candidateResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.enum(STAFF_PROFESSIONS),
  postalCode: z.string(),
  city: z.string(),
  roleFit: z.number(),
  eligible: z.boolean(),
  distanceKm: z.number().nullable(),
  wwsOverlap: z.array(z.string()),
  available: z.boolean(),
  applied: z.boolean(),
  /** Urgent cover (docs/decisions/0056): their calendar says they can on one of the days. */
  availableOnDays: z.boolean(),
  favourite: z.boolean(),
  /** "Nicht mehr vorschlagen" by this pharmacy. */
  blockedByPharmacy: z.boolean(),
  /** Earlier placements at this pharmacy (the owner's). */
  earlierPlacements: z.number(),
  /** The owners' average stars for the person, null when nobody rated them. */
  rating: z.number().nullable(),
  /** Why the person is or is not offered the order, and the offer's state if there is one. */
  offerReason: z.enum(OFFER_REASONS),
  offerStatus: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateResponse>;
export const candidatesAnswer = z.object({
  applicants: z.array(candidateResponse),
  others: z.array(candidateResponse),
});

export const proposeBody = z.object({ staffId: z.uuid() });

/** Declining a sent order: the reason is mailed to the owner. */
export const declineBody = z.object({
  reason: z
    .string({ error: "declineReason.required" })
    .trim()
    .min(1, { error: "declineReason.required" })
    .max(DECLINE_REASON_MAX_LENGTH, { error: "declineReason.tooLong" }),
});

// --- Staff: the search, the alerts, the applications.

/** A published order as the search answers it. */
export const foundOrderResponse = publicOrderResponse.extend({
  /** The logged-in staff member has applied to it. */
  applied: z.boolean(),
  /**
   * The logged-in staff member may apply: the order asks for their profession. Always
   * true for owners and operators, who apply to nothing.
   */
  openToYou: z.boolean(),
});
export type FoundOrder = z.infer<typeof foundOrderResponse>;
export const foundOrdersAnswer = z.object({
  orders: z.array(foundOrderResponse),
  /**
   * How many offers open to the person match the other filters, per type: the form
   * shows them beside each type and opens on one that has offers.
   */
  typeCounts: z.object({
    Feststelle: z.number().int(),
    Nachtdienst: z.number().int(),
    Vertretungsangebot: z.number().int(),
  } satisfies Record<(typeof JOB_OFFER_TYPES)[number], z.ZodNumber>),
});
export const foundOrderAnswer = z.object({ order: foundOrderResponse });

/** The filters as the search form and its schema know them ("" for "any"). */
export const jobSearchResponse = z.object({
  type: z.enum(JOB_OFFER_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  state: z.enum(["", ...FEDERAL_STATES]),
});

export const searchAlertResponse = z.object({
  id: z.string(),
  filters: jobSearchResponse,
  paused: z.boolean(),
  createdAt: z.string(),
});
export type SearchAlert = z.infer<typeof searchAlertResponse>;

/** POST /api/arbeitsangebote-suchen: the stored alert (staff only) and the matching orders. */
export const storedSearchAnswer = z.object({
  message: z.string(),
  /** True when this request stored a new alert (staff only). */
  saved: z.boolean(),
  /** The stored alert, or the one with the same filters kept before (staff only). */
  alert: searchAlertResponse.nullable(),
  orders: z.array(foundOrderResponse),
});

export const searchAlertsAnswer = z.object({ alerts: z.array(searchAlertResponse) });
export const searchAlertPausedBody = z.object({ paused: z.boolean() });
export const searchAlertChanged = messageResponse.extend({ alert: searchAlertResponse });

/** An unsubscribe link's token (no login). */
export const unsubscribeBody = z.object({ token: z.string().min(1).max(200) });
export const unsubscribeAlertAnswer = z.object({
  alert: searchAlertResponse.pick({ filters: true }),
});

/** Applying to a published order: the data-consent opt-in is required. */
export const applicationBody = z.object({
  orderId: z.uuid(),
  dataConsent: z.literal(true, { error: "dataConsent.required" }),
});

export const applicationResponse = z.object({
  id: z.string(),
  createdAt: z.string(),
  dataConsentAt: z.string(),
  /** Still published: the operator has not yet proposed anyone. */
  open: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  /** The status as every screen and mail names it ("Beworben", ...). */
  statusLabel: z.string(),
  order: publicOrderResponse,
});
export type Application = z.infer<typeof applicationResponse>;
export const applicationsAnswer = z.object({ applications: z.array(applicationResponse) });
