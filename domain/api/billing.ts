import { DUNNING_LEVELS } from "../billing/dunning";
import { INVOICE_STATUSES } from "../billing/invoice-status";
import { FEE_ORDER_KINDS, FEE_UNITS, priceListSchema } from "../billing/price-list";
import { isIsoDate, todayIsoDate } from "../dates";
import { JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../enums";
import { SEARCH_ORDER_MAX_PERIODS } from "../limits";
import { z } from "../zod";
import { messageResponse } from "./common";

/** What the billing routes take and answer (docs/decisions/0019 and 0020). */
export const feeResponse = z.object({
  role: z.string(),
  kind: z.string(),
  unit: z.enum(FEE_UNITS),
  unitNetCents: z.number().int(),
  quantity: z.number().int(),
  placementDays: z.number().int(),
  netCents: z.number().int(),
  vatRate: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});
export type FeeResponse = z.infer<typeof feeResponse>;

export const feeAnswer = z.object({ fee: feeResponse.nullable() });

/**
 * GET /api/search-orders/:id/fee: the fee under the prices agreed now, and the one the
 * owner was shown when ordering (null before it was kept or without a price), so that
 * a changed fee is shown with its old and new amount (issue 28, item 3).
 */
export const orderFeeAnswer = feeAnswer.extend({ orderedFee: feeResponse.nullable() });

export const priceResponse = z.object({
  role: z.enum(STAFF_PROFESSIONS),
  kind: z.enum(FEE_ORDER_KINDS),
  unit: z.enum(FEE_UNITS),
  netCents: z.number().int(),
  vatRate: z.number(),
});

export const ownerInvoice = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(["invoice", "cancellation"]),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.string(),
  due_date: z.string(),
  service_start: z.string(),
  service_end: z.string(),
  gross_cents: z.number().int(),
  paid_on: z.string().nullable(),
});
export type OwnerInvoice = z.infer<typeof ownerInvoice>;

/** GET /api/admin/price-lists: the default list, or one pharmacy's own prices beside it. */
export const priceListsAnswer = z.object({
  default: z.array(priceResponse),
  own: z.array(priceResponse).nullable(),
  owners: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      own_prices: z.boolean(),
    }),
  ),
});

/** PUT /api/admin/price-lists: the default list (owner_id null) or a pharmacy's own. */
export const priceListBody = z.object({ owner_id: z.uuid().nullable(), prices: priceListSchema });
export const priceListSaved = messageResponse.extend({ changed: z.number().int() });
export const priceListsQuery = z.object({ owner_id: z.uuid().optional() });

/** Confirmed orders without a valid invoice, with the fee they would be invoiced. */
/**
 * Billable orders come in pages of this many, latest confirmation first; `next` is the
 * `after` of the following page (keyset; docs/decisions/0062-keyset-pages-and-streams.md).
 */
export const BILLABLE_ORDERS_PAGE = 50;
export const billableOrdersQuery = z.object({ after: z.uuid().optional() });
export const billableOrdersAnswer = z.object({
  next: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      pharmacy_name: z.string(),
      role: z.string(),
      type: z.string(),
      periods: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
      /**
       * The fee the invoice would carry: with a placement, for its confirmed worked days
       * once they are confirmed, for the planned days while they wait.
       */
      fee: feeResponse.nullable(),
      /**
       * Null for an order without a placement (invoiced for the planned days); else
       * whether every period's worked days are confirmed and, if so, how many were
       * worked. Until then the order cannot be invoiced.
       */
      worked_days: z
        .object({ confirmed: z.boolean(), worked: z.number().int().nullable() })
        .nullable(),
    }),
  ),
});

/** An invoice or cancellation invoice just issued. */
export const invoiceIssued = messageResponse.extend({ id: z.string(), number: z.string() });

export const invoiceCancelBody = z.object({ reason: z.string().trim().min(3).max(500) });

/** A correction: cancellation plus a new invoice with what the operator changed. */
export const invoiceCorrectBody = invoiceCancelBody.extend({
  quantity: z.number().positive().max(10_000).optional(),
  unit_net_cents: z.number().int().min(0).max(100_000_000).optional(),
  description: z.string().trim().min(3).max(500).optional(),
});

/** Both documents of a correction. */
export const invoiceCorrected = messageResponse.extend({
  cancellation: z.object({ id: z.string(), number: z.string() }),
  corrected: z.object({ id: z.string(), number: z.string() }),
});

export const paymentBody = z.object({
  paid_on: z
    .string()
    .refine(isIsoDate, { error: "Invalid date" })
    .refine((value) => value <= todayIsoDate(), { error: "The date lies in the future" })
    .nullable(),
  /** Cents received; the amount still open when left out. */
  amount_cents: z.number().int().min(1).max(100_000_000).optional(),
});

/** POST /api/admin/invoices/:id/reminder: the level the operator confirmed. */
export const reminderBody = z.object({ level: z.enum(DUNNING_LEVELS) });

const reminderResponse = z.object({
  id: z.string(),
  level: z.enum(DUNNING_LEVELS),
  sent_on: z.string(),
  pay_by: z.string(),
  open_cents: z.number().int(),
  fee_cents: z.number().int(),
});

/** GET /api/admin/invoices/:id/lines: what the invoice bills, as the correction form starts. */
export const invoiceLinesAnswer = z.object({
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit_code: z.enum(["DAY", "C62"]),
      unit_net_cents: z.number().int(),
      net_cents: z.number().int(),
      vat_rate: z.number(),
    }),
  ),
});

/** GET /api/admin/invoices/:id/dunning: payments, reminders sent and the next step. */
export const dunningAnswer = z.object({
  gross_cents: z.number().int(),
  paid_cents: z.number().int(),
  payments: z.array(
    z.object({
      id: z.string(),
      paid_on: z.string(),
      amount_cents: z.number().int(),
      source: z.enum(["manual", "camt053"]),
    }),
  ),
  reminders: z.array(reminderResponse),
  /** The level the operator may send now, with its fee; null when none is due. */
  next: z.object({ level: z.enum(DUNNING_LEVELS), fee_cents: z.number().int() }).nullable(),
  /** Why no level is due, or what is due, in German for the console. */
  note: z.string(),
});

/** POST /api/admin/bank-statements: what a CAMT.053 file booked. */
export const bankStatementAnswer = z.object({
  booked: z.array(
    z.object({ number: z.string(), amount_cents: z.number().int(), paid_on: z.string() }),
  ),
  /** Credits without a known, payable invoice number in their remittance text. */
  unmatched: z.array(
    z.object({ amount_cents: z.number().int(), booked_on: z.string(), text: z.string() }),
  ),
  /** Entries booked by an earlier import of the same statement. */
  duplicates: z.number().int(),
});

const isoDate = z.string().refine(isIsoDate, { error: "Invalid date" });

/** An order being written: only what the fee depends on (POST /api/search-orders/fee-quote). */
export const draftOrderBody = z.object({
  type: z.enum(JOB_OFFER_TYPES),
  role: z.enum(STAFF_PROFESSIONS),
  ownerCover: z.boolean().default(false),
  periods: z
    .array(z.object({ startDate: isoDate, endDate: isoDate }))
    .min(1)
    .max(SEARCH_ORDER_MAX_PERIODS),
});

export const ownerPricesAnswer = z.object({ prices: z.array(priceResponse) });
export const ownerInvoicesAnswer = z.object({ invoices: z.array(ownerInvoice) });

export const invoiceIssueBody = z.object({ order_id: z.uuid() });
