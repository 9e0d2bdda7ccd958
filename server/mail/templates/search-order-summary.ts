import { formatGermanPeriods } from "../../../domain/dates";
import { FEDERAL_STATE_LABELS, type FederalState } from "../../../domain/enums";

export interface OrderSummary {
  type: string;
  role: string;
  ownerCover: boolean;
  periods: { startDate: string; endDate: string }[];
  workingHours: string;
  postalCode: string;
  city: string;
  state: string;
  /** The pharmacy the order is for, where the mail names it (the owner's receipt). */
  pharmacy?: string;
}

/** The rows every job-board mail shows about an order. */
export function orderDetails(order: OrderSummary): [string, string][] {
  return [
    ...(order.pharmacy ? [["Apotheke", order.pharmacy] as [string, string]] : []),
    ["Art", order.type],
    ["Gesucht", order.ownerCover ? `${order.role} (Inhabervertretung)` : order.role],
    ["Zeitraum", formatGermanPeriods(order.periods)],
    ["Arbeitszeiten", order.workingHours],
    [
      "Ort",
      `${order.postalCode} ${order.city} (${FEDERAL_STATE_LABELS[order.state as FederalState] ?? order.state})`,
    ],
  ];
}
