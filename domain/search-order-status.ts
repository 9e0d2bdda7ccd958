/**
 * Where a search order stands (docs/decisions/0009-job-board.md for the transitions).
 * Values are stored and cross the API; labels are what the owner and operator read.
 */
export const SEARCH_ORDER_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "published",
  "candidate_proposed",
  "confirmed",
  "placed",
  "ended",
  "declined",
] as const;
export type SearchOrderStatus = (typeof SEARCH_ORDER_STATUSES)[number];

export const SEARCH_ORDER_STATUS_LABELS: Readonly<Record<SearchOrderStatus, string>> = {
  draft: "Entwurf",
  sent: "Gesendet",
  accepted: "Angenommen",
  published: "Veröffentlicht",
  candidate_proposed: "Fachkraft vorgeschlagen",
  confirmed: "Bestätigt",
  placed: "Vermittelt",
  ended: "Beendet",
  declined: "Abgelehnt",
};

/** Statuses in which the brokerage runs: the lifecycle may end it (12 months, start day). */
export const RUNNING_STATUSES: readonly SearchOrderStatus[] = [
  "sent",
  "accepted",
  "published",
  "candidate_proposed",
  "confirmed",
];

/** Which status may follow which; anything else is refused with 409. */
export const SEARCH_ORDER_TRANSITIONS: Readonly<
  Record<SearchOrderStatus, readonly SearchOrderStatus[]>
> = {
  draft: ["sent"],
  sent: ["accepted", "declined", "ended"],
  accepted: ["published", "ended"],
  published: ["candidate_proposed", "ended"],
  // Back to published: the proposed person withdrew, or a confirmed placement was
  // cancelled and the order is open again for another candidate.
  candidate_proposed: ["candidate_proposed", "confirmed", "published", "ended"],
  confirmed: ["placed", "published", "ended"],
  // A "vermittelt" placement cancelled before its last day: the order is searched again
  // or ends (docs/decisions/0015-placement-record.md).
  placed: ["published", "ended"],
  ended: [],
  declined: [],
};

export function canTransition(from: SearchOrderStatus, to: SearchOrderStatus): boolean {
  return SEARCH_ORDER_TRANSITIONS[from].includes(to);
}
