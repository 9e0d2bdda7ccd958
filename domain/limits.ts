/**
 * Business constants and limits (docs/product.md, "Numbers"), defined once.
 *
 * A number marked "ours" is not a product rule: it bounds a free-text field the product
 * leaves open, so that the API never stores unbounded input. Everything else is a rule.
 */

// --- Accounts and passwords ---------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** Ours: argon2id hashing of very long inputs is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
/** The server's e-mail maximum (registrations). */
export const EMAIL_MAX_LENGTH = 255;
/** Added by the client in both registrations; the user types the national number. */
export const PHONE_COUNTRY_PREFIX = "+49";
/** The owner's activation link is single-use and valid 48 hours. */
export const ACTIVATION_LINK_VALID_HOURS = 48;
/** Thank-you page: write to the provider if no e-mail arrives within 10 minutes. */
export const ACTIVATION_MAIL_WAIT_MINUTES = 10;
/**
 * A Filialverbund: one owner runs the main pharmacy and at most three branches
 * (§ 2 Abs. 4 ApoG; docs/decisions/0035-pharmacy-branches.md).
 */
export const PHARMACY_BRANCHES_MAX = 3;

// --- Form fields ----------------------------------------------------------------------

export const PHARMACY_NAME_MAX_LENGTH = 100;
/** Courier and cleaning `telephone`; also the national number typed in registrations. */
export const TELEPHONE_MAX_LENGTH = 20;
/** Courier and cleaning e-mail (100 for cleaning; ours for courier). */
export const SERVICE_EMAIL_MAX_LENGTH = 100;
/** First and last names. */
export const PERSON_NAME_MAX_LENGTH = 50;
export const STREET_MAX_LENGTH = 100;
/** Ours: house number in registrations. */
export const STREET_NUMBER_MAX_LENGTH = 20;
export const ZIP_CODE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;
export const ROOM_COUNT_MIN = 1;
export const ROOM_COUNT_MAX = 100;
export const SQM_MIN = 1;
export const SQM_MAX = 10_000;
/** Cleaning `tasks_should`; ours also for the other free texts (message, delivery area). */
export const FREE_TEXT_MAX_LENGTH = 1000;
/** The staff profile's working days per week. */
export const CAPACITY_MIN_DAYS = 1;
export const CAPACITY_MAX_DAYS = 7;
/** Ours: a reCAPTCHA token or ALTCHA payload is far shorter. */
export const CAPTCHA_RESPONSE_MAX_LENGTH = 10_000;
/** Ours: job-offer search "location and postcode". */
export const JOB_SEARCH_LOCATION_MAX_LENGTH = 100;
/** Ours: search alerts one person may keep (docs/decisions/0018-search-alerts.md). */
export const SEARCH_ALERTS_MAX_PER_PERSON = 20;

// --- Files ----------------------------------------------------------------------------

export const PDF_MIME_TYPE = "application/pdf";
export const UPLOAD_MAX_MEGABYTES = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;

// --- Dates ----------------------------------------------------------------------------

/** Experience date picker: from this day to today, format Y-m-d. */
export const EXPERIENCE_MIN_DATE = "1950-01-01";
/** "Today" is the agency's day, whatever the server's or the browser's zone. */
export const BUSINESS_TIME_ZONE = "Europe/Berlin";

// --- User interface -------------------------------------------------------------------

export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const SUCCESS_SCROLL_DELAY_MS = 100;

export const CAROUSEL = {
  autoplayDelayMs: 4000,
  transitionLockMs: 500,
  /** Auto-advance only while at least this share of the carousel is visible. */
  visibilityThreshold: 0.3,
  breakpointsPx: { sm: 640, md: 768, lg: 1024 },
  /** Slides per view at full width; 1 under sm, 2 under md, 3 under lg. */
  slidesPerView: { courier: 4, cleaning: 3 },
} as const;

// --- Business rules from the terms ----------------------------------------------------

export const SUBSTITUTE_PAYMENT_WEEKS = 2;
export const SEARCH_ORDER_ACCEPT_WORKING_DAYS = 2;
export const BROKERAGE_MAX_MONTHS = 12;
export const PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT = 80;

// --- Data protection ------------------------------------------------------------------

export const INACTIVE_ACCOUNT_DELETION_MONTHS = 24;
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;
export const CONSENT_LOG_RETENTION_MONTHS = 12;
/** Ours: sent mails leave the outbox after this long (the console's mail list). */
export const OUTBOX_RETENTION_MONTHS = 6;
/**
 * Retention periods (docs/product.md, "Data protection"; the privacy policy names each).
 * Booking documents - invoices, cancellation invoices, payment records, placement
 * records - are kept 8 years after the end of their calendar year: § 147 (3, 4) AO,
 * § 257 (4, 5) HGB, § 14b (1) UStG, as shortened from 10 years by the Fourth
 * Bureaucracy Relief Act (in force since 1 January 2025).
 */
export const BOOKING_RETENTION_YEARS = 8;
/** Courier and cleaning requests with their consent records, after receipt (the policy's promise). */
export const SERVICE_REQUEST_RETENTION_MONTHS = 6;
/** Search orders that led to no placement, after they ended (the policy's promise). */
export const ENDED_ORDER_RETENTION_MONTHS = 12;
/** The audit log: years after the end of the entry's calendar year. */
export const AUDIT_LOG_RETENTION_YEARS = 3;
/**
 * A mail the deletion of an account sends to the person (its confirmation): it leaves the
 * outbox once sent or given up, and after this many days even when it never went out.
 */
export const FAREWELL_MAIL_MAX_DAYS = 7;
/** Server logs with client addresses (the log rotation in docs/operations.md). */
export const SERVER_LOG_RETENTION_DAYS = 7;

// --- Job board ------------------------------------------------------------------------

/** Ours: "8:00–18:30", or a few words about shifts. */
export const WORKING_HOURS_MAX_LENGTH = 100;
/** Ours: a holiday cover in several parts, each a period. */
export const SEARCH_ORDER_MAX_PERIODS = 10;
/**
 * Ours: one period lasts at most a year (a parental-leave cover); a longer one is a typo
 * in the year, and its fee would not fit an invoice.
 */
export const SEARCH_ORDER_PERIOD_MAX_MONTHS = 12;
/** Ours: an upper bound that catches a typo (cents typed as euros). */
export const HOURLY_RATE_MAX_EUR = 500;
/** Ours: the operator's reason for declining an order. */
export const DECLINE_REASON_MAX_LENGTH = 1000;
