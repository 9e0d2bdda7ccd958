import { JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../enums";
import { z } from "../zod";

/**
 * A pharmacy's agreed fees (docs/decisions/0019-fees-and-price-lists.md): one price per
 * role and kind of order, either per placement day or once per placement, net, with its
 * VAT rate. An Inhabervertretung (covering the owner) is priced as a kind of its own.
 */
export const OWNER_COVER_KIND = "Inhabervertretung";
export const FEE_ORDER_KINDS = [...JOB_OFFER_TYPES, OWNER_COVER_KIND] as const;
export type FeeOrderKind = (typeof FEE_ORDER_KINDS)[number];

export const FEE_UNITS = ["per_day", "per_placement"] as const;
export type FeeUnit = (typeof FEE_UNITS)[number];

export const FEE_UNIT_LABELS: Readonly<Record<FeeUnit, string>> = {
  per_day: "je Einsatztag",
  per_placement: "je Vermittlung",
};

/** VAT rates the agency may invoice with: 19 % standard, 7 % reduced, 0 %. */
export const VAT_RATES = [19, 7, 0] as const;
/** Highest fee one price may name (net, euro): guards against typing an extra zero. */
export const FEE_MAX_EUR = 100_000;

export const priceEntrySchema = z.object({
  role: z.enum(STAFF_PROFESSIONS),
  kind: z.enum(FEE_ORDER_KINDS),
  unit: z.enum(FEE_UNITS),
  /** Net amount in euro cents. */
  netCents: z
    .number()
    .int()
    .min(0)
    .max(FEE_MAX_EUR * 100),
  vatRate: z.union(
    VAT_RATES.map((rate) => z.literal(rate)) as [
      z.ZodLiteral<19>,
      z.ZodLiteral<7>,
      z.ZodLiteral<0>,
    ],
  ),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

/** A whole list as the operator saves it: at most one price per role and kind. */
export const priceListSchema = z
  .array(priceEntrySchema)
  .max(STAFF_PROFESSIONS.length * FEE_ORDER_KINDS.length)
  .refine(
    (entries) =>
      new Set(entries.map((entry) => `${entry.role}|${entry.kind}`)).size === entries.length,
    { error: "Only one price per role and kind of order" },
  );

/** The kind an order is priced as. */
export function feeOrderKind(order: { type: string; ownerCover: boolean }): FeeOrderKind {
  return order.ownerCover ? OWNER_COVER_KIND : (order.type as FeeOrderKind);
}
