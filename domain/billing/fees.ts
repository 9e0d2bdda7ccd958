import { vatOf } from "./money";
import { type FeeUnit, feeOrderKind, type PriceEntry } from "./price-list";

/**
 * The placement fee of a search order, from its periods and the owner's agreed prices.
 * Pure: the server quotes with it (server/billing/quote-fee.ts) and the site shows the
 * same figures. Every calendar day of every period is a placement day: the order names
 * the days the pharmacy needs cover, weekends and holidays included when they lie in a
 * period (docs/decisions/0019-fees-and-price-lists.md).
 */
export interface FeeOrder {
  type: string;
  role: string;
  ownerCover: boolean;
  periods: readonly { startDate: string; endDate: string }[];
}

export interface Fee {
  /** The price applied. */
  role: string;
  kind: string;
  unit: FeeUnit;
  unitNetCents: number;
  /** Placement days (per_day) or 1 (per_placement). */
  quantity: number;
  placementDays: number;
  netCents: number;
  vatRate: number;
  vatCents: number;
  grossCents: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Calendar days from the first to the last day of each period, both included. */
export function placementDays(periods: FeeOrder["periods"]): number {
  return periods.reduce(
    (sum, period) => sum + Math.max(0, dayNumber(period.endDate) - dayNumber(period.startDate) + 1),
    0,
  );
}

/** The fee, or null when the price list names no price for the order's role and kind. */
export function computeFee(order: FeeOrder, prices: readonly PriceEntry[]): Fee | null {
  const kind = feeOrderKind(order);
  const price = prices.find((entry) => entry.role === order.role && entry.kind === kind);
  if (!price) return null;
  const days = placementDays(order.periods);
  const quantity = price.unit === "per_day" ? days : 1;
  const netCents = price.netCents * quantity;
  const vatCents = vatOf(netCents, price.vatRate);
  return {
    role: price.role,
    kind,
    unit: price.unit,
    unitNetCents: price.netCents,
    quantity,
    placementDays: days,
    netCents,
    vatRate: price.vatRate,
    vatCents,
    grossCents: netCents + vatCents,
  };
}

/**
 * The fee for the days actually worked (docs/decisions/0057-worked-days-and-corrections.md):
 * a fee per placement day counts the confirmed days, a fee per placement needs at least
 * one. Null when nothing is owed (no day worked).
 */
export function feeForWorkedDays(fee: Fee, workedDays: number): Fee | null {
  if (workedDays < 1) return null;
  const quantity = fee.unit === "per_day" ? workedDays : 1;
  const netCents = fee.unitNetCents * quantity;
  const vatCents = vatOf(netCents, fee.vatRate);
  return {
    ...fee,
    quantity,
    placementDays: workedDays,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
  };
}
