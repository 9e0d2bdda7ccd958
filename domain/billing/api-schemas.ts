import { z } from "../zod";
import { INVOICE_STATUSES } from "./invoice-status";
import { FEE_ORDER_KINDS, FEE_UNITS } from "./price-list";

/** What the billing routes answer; the site infers its types from these. */
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
  role: z.string(),
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
