/**
 * The closed value sets of the product (docs/product.md, "Forms").
 *
 * Values are what crosses the API and is stored; labels are what a German user reads.
 * Every set is an `as const` tuple so zod can build `z.enum(...)` from it and the
 * types below follow it.
 */

/** Cash-register (WWS) software a pharmacy or a substitute works with. */
export const WWS_SOFTWARE = [
  "ADG",
  "Aposoft",
  "ASYS",
  "CIDA",
  "DEOS",
  "GAWIS",
  "JUMP",
  "Lauer Fischer",
  "Pharmatechnik",
  "Prokas",
  "andere",
] as const;
export type WwsSoftware = (typeof WWS_SOFTWARE)[number];

export const WWS_SOFTWARE_LABELS: Readonly<Record<WwsSoftware, string>> = {
  ADG: "ADG",
  Aposoft: "Aposoft",
  ASYS: "ASYS",
  CIDA: "CIDA",
  DEOS: "DEOS",
  GAWIS: "GAWIS",
  JUMP: "JUMP",
  "Lauer Fischer": "Lauer Fischer",
  Pharmatechnik: "Pharmatechnik",
  Prokas: "Prokas",
  andere: "Andere",
};

/** Account roles. `admin` is never created through the public API. */
export const ROLES = ["admin", "pharmacy_owner", "pharmacist"] as const;
export type Role = (typeof ROLES)[number];

/** Salutation of a pharmacy owner (owner registration). */
export const OWNER_SALUTATIONS = ["Mr", "Mrs"] as const;
export type OwnerSalutation = (typeof OWNER_SALUTATIONS)[number];

/** Salutation in the staff registration and the courier and cleaning forms (`gender`). */
export const SALUTATIONS = ["Mr", "Ms"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const SALUTATION_LABELS: Readonly<Record<OwnerSalutation | Salutation, string>> = {
  Mr: "Herr",
  Mrs: "Frau",
  Ms: "Frau",
};

/** What a registering staff member is (`iam`); all three get the role `pharmacist`. */
export const STAFF_PROFESSIONS = ["Apotheker/in", "PKA", "PTA"] as const;
export type StaffProfession = (typeof STAFF_PROFESSIONS)[number];

/** Kinds of job offer (search orders and the job-offer search). */
export const JOB_OFFER_TYPES = ["Feststelle", "Nachtdienst", "Vertretungsangebot"] as const;
export type JobOfferType = (typeof JOB_OFFER_TYPES)[number];
export const DEFAULT_JOB_OFFER_TYPE: JobOfferType = "Feststelle";

/**
 * The 16 German federal states, as ISO 3166-2:DE codes. Codes rather than names as
 * values: stable, ASCII, and short in URLs and the database; the labels are German.
 */
export const FEDERAL_STATES = [
  "DE-BW",
  "DE-BY",
  "DE-BE",
  "DE-BB",
  "DE-HB",
  "DE-HH",
  "DE-HE",
  "DE-MV",
  "DE-NI",
  "DE-NW",
  "DE-RP",
  "DE-SL",
  "DE-SN",
  "DE-ST",
  "DE-SH",
  "DE-TH",
] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];

export const FEDERAL_STATE_LABELS: Readonly<Record<FederalState, string>> = {
  "DE-BW": "Baden-Württemberg",
  "DE-BY": "Bayern",
  "DE-BE": "Berlin",
  "DE-BB": "Brandenburg",
  "DE-HB": "Bremen",
  "DE-HH": "Hamburg",
  "DE-HE": "Hessen",
  "DE-MV": "Mecklenburg-Vorpommern",
  "DE-NI": "Niedersachsen",
  "DE-NW": "Nordrhein-Westfalen",
  "DE-RP": "Rheinland-Pfalz",
  "DE-SL": "Saarland",
  "DE-SN": "Sachsen",
  "DE-ST": "Sachsen-Anhalt",
  "DE-SH": "Schleswig-Holstein",
  "DE-TH": "Thüringen",
};

/** Where an operator is with a courier or cleaning request. */
export const SERVICE_REQUEST_STATUSES = ["new", "in_progress", "done"] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const SERVICE_REQUEST_STATUS_LABELS: Readonly<Record<ServiceRequestStatus, string>> = {
  new: "Neu",
  in_progress: "In Bearbeitung",
  done: "Erledigt",
};

/**
 * Where an account stands (docs/product.md, "Accounts"): `unverified` (an owner who has
 * not yet followed the e-mail link), `inactive` (staff waiting for the operator),
 * `active` (may log in), `blocked` (by the operator, with a reason).
 */
export const ACCOUNT_STATUSES = ["unverified", "inactive", "active", "blocked"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A staff member's uploads. */
export const DOCUMENT_KINDS = ["certificate", "cv"] as const;

/** An outgoing mail in the outbox. */
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;

/** A queued push: pending until the push service accepts it, failed after the last retry. */
export const PUSH_STATUSES = ["pending", "sent", "failed"] as const;
