/**
 * One vocabulary for applications and placements, read the same on every screen and in
 * every mail (docs/decisions/0015-placement-record.md). Values are stored and cross the
 * API; labels are what staff, owners and operators read.
 */
export const APPLICATION_STATUSES = [
  "applied",
  "proposed",
  "confirmed",
  "not_selected",
  "withdrawn",
  "cancelled",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  applied: "Beworben",
  proposed: "Vorgeschlagen",
  confirmed: "Bestätigt",
  not_selected: "Nicht ausgewählt",
  withdrawn: "Zurückgezogen",
  cancelled: "Abgesagt",
};

/** An application the person may still withdraw: until the owner confirms. */
export const WITHDRAWABLE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  "applied",
  "proposed",
];

/**
 * A placement: fixed at the owner's confirmation; `arranged` is the operator's
 * "vermittelt" (the agency's fee falls due), `cancelled` ends it with a reason.
 */
export const PLACEMENT_STATUSES = ["confirmed", "cancelled", "arranged"] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/**
 * A placement stands until it is cancelled, whatever its billing state: "vermittelt"
 * (the agency invoiced it) changes the agency's books, not the days both sides count
 * on. Rules about those days (deleting an account, the start reminder, removing a
 * branch, cancelling before the last day) ask for this, never for "confirmed" alone
 * (docs/decisions/0015-placement-record.md).
 */
export const STANDING_PLACEMENT_STATUSES: readonly PlacementStatus[] = PLACEMENT_STATUSES.filter(
  (status) => status !== "cancelled",
);

export const PLACEMENT_STATUS_LABELS: Readonly<Record<PlacementStatus, string>> = {
  confirmed: "Bestätigt",
  cancelled: "Abgesagt",
  arranged: "Vermittelt",
};

/** Who cancelled a placement. */
export const CANCELLED_BY = ["owner", "staff", "operator"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Who cancelled, as the texts say it after "von" (dative): "abgesagt von der Apotheke". */
export const CANCELLED_BY_LABELS: Readonly<Record<CancelledBy, string>> = {
  owner: "der Apotheke",
  staff: "der Fachkraft",
  operator: "der Agentur",
};

/** The terms (AGB Dienstleister § 8): the invoice copy within 14 days after the last day. */
export const INVOICE_COPY_DUE_DAYS = 14;
/** The reminder goes out this many days before that deadline. */
export const INVOICE_COPY_REMINDER_DAYS_BEFORE = 4;
/** Both sides are reminded this many days before the first day. */
export const START_REMINDER_DAYS_BEFORE = 2;
export const CANCEL_REASON_MAX_LENGTH = 1000;
