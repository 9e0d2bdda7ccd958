import { FEDERAL_STATE_LABELS, type FederalState } from "../../domain/enums";

export function stateLabel(state: string): string {
  return FEDERAL_STATE_LABELS[state as FederalState] ?? state;
}

/** "14.07.2026" in the agency's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(iso));
}

/** "14.07.2026, 09:30" in the agency's time zone. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

export const euro = (value: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(value);
