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
export const billableOrdersAnswer = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      pharmacy_name: z.string(),
      role: z.string(),
      type: z.string(),
      periods: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
      fee: feeResponse.nullable(),
    }),
  ),
});

/** An invoice or cancellation invoice just issued. */
export const invoiceIssued = messageResponse.extend({ id: z.string(), number: z.string() });

export const invoiceCancelBody = z.object({ reason: z.string().trim().min(3).max(500) });

export const paymentBody = z.object({
  paid_on: z
    .string()
    .refine(isIsoDate, { error: "Invalid date" })
    .refine((value) => value <= todayIsoDate(), { error: "The date lies in the future" })
    .nullable(),
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
