import {
  ACTIVATION_LINK_VALID_HOURS,
  AUDIT_LOG_RETENTION_YEARS,
  BOOKING_RETENTION_YEARS,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_LOG_RETENTION_MONTHS,
  ENDED_ORDER_RETENTION_MONTHS,
  FAREWELL_MAIL_MAX_DAYS,
  INACTIVE_ACCOUNT_DELETION_MONTHS,
  OUTBOX_RETENTION_MONTHS,
  SERVER_LOG_RETENTION_DAYS,
  SERVICE_REQUEST_RETENTION_MONTHS,
} from "./limits";

/**
 * What the privacy policy must say because the code does it (issue 32, item 5): every
 * cookie the server sets and every period after which it deletes personal data. The
 * server takes its cookie names from here (server/auth/cookie-names.test.ts checks it
 * sets no other), the jobs' list is checked against the periods
 * (server/jobs/retention-periods.test.ts), and the policy's tables must name each
 * (web/content/legal/legal-texts.test.ts).
 */
export const COOKIES = {
  /** The login session (HttpOnly). */
  session: "apostaff_session",
  /** A readable marker without a secret: the site asks who is logged in only with it. */
  signedIn: "apostaff_signed_in",
  /** The login throttle's device cookie (docs/decisions/0031). */
  device: "apostaff_device",
  /** The consent to load reCAPTCHA, when that is configured. */
  captchaConsent: "apostaff_captcha_consent",
} as const;

/** How the policy's German names a unit (singular, plural). */
export const PERIOD_UNITS = {
  hours: ["Stunde", "Stunden"],
  days: ["Tag", "Tage"],
  months: ["Monat", "Monate"],
  years: ["Jahr", "Jahre"],
} as const;

export interface RetentionPeriod {
  /** The first cell of the row in the privacy policy's table that states it. */
  policyRow: string;
  amount: number;
  unit: keyof typeof PERIOD_UNITS;
  /** The scheduled jobs that carry it out (server/jobs/lifecycle-jobs.ts); none: the browser or the log rotation. */
  jobs: readonly string[];
}

/** The session lifetimes (server/auth/sessions.ts) and the device cookie's (device-cookie.ts). */
export const PERSISTENT_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;
export const DEVICE_COOKIE_DAYS = 90;
/** A series of failed logins ends after a day without failure (server/auth/login-throttle.ts). */
export const LOGIN_SERIES_HOURS = 24;
/** The link to set a new password. */
export const PASSWORD_RESET_LINK_HOURS = 1;
/** An upload nothing refers to (cut short, or its row deleted) goes after this long. */
export const UNREFERENCED_FILE_HOURS = 24;

export const RETENTION_PERIODS: readonly RetentionPeriod[] = [
  { policyRow: "Server-Logfiles", amount: SERVER_LOG_RETENTION_DAYS, unit: "days", jobs: [] },
  {
    policyRow: "Sitzungs-Cookie",
    amount: PERSISTENT_SESSION_DAYS,
    unit: "days",
    jobs: ["expired-sessions-and-tokens"],
  },
  {
    policyRow: "Sitzungs-Cookie",
    amount: BROWSER_SESSION_HOURS,
    unit: "hours",
    jobs: ["expired-sessions-and-tokens"],
  },
  {
    policyRow: "Geräte-Cookie",
    amount: DEVICE_COOKIE_DAYS,
    unit: "days",
    jobs: ["expired-sessions-and-tokens"],
  },
  {
    policyRow: "Einwilligungs-Cookie",
    amount: CONSENT_COOKIE_MAX_AGE_DAYS / 365,
    unit: "years",
    jobs: [],
  },
  {
    policyRow: "Einwilligungsprotokolle zu reCAPTCHA",
    amount: CONSENT_LOG_RETENTION_MONTHS,
    unit: "months",
    jobs: ["consent-log-retention"],
  },
  {
    policyRow: "Kontodaten von Apotheken und Dienstleistern",
    amount: INACTIVE_ACCOUNT_DELETION_MONTHS,
    unit: "months",
    jobs: ["inactive-accounts"],
  },
  {
    policyRow: "Gelöschte Daten in den Dateien der Datenbank und in Sicherungen",
    amount: 1,
    unit: "days",
    jobs: ["compaction"],
  },
  {
    policyRow: "Suchaufträge ohne Vermittlung, mit Verlauf und Bewerbungen",
    amount: ENDED_ORDER_RETENTION_MONTHS,
    unit: "months",
    jobs: ["search-order-retention"],
  },
  {
    policyRow: "Anfragen zum Boten- und Reinigungsservice",
    amount: SERVICE_REQUEST_RETENTION_MONTHS,
    unit: "months",
    jobs: ["service-request-retention"],
  },
  {
    policyRow: "Rechnungen, Stornorechnungen und Vermittlungsnachweise",
    amount: BOOKING_RETENTION_YEARS,
    unit: "years",
    jobs: ["invoice-retention", "placement-retention"],
  },
  {
    policyRow: "Protokoll der Verwaltungshandlungen",
    amount: AUDIT_LOG_RETENTION_YEARS,
    unit: "years",
    jobs: ["audit-log-retention"],
  },
  {
    policyRow: "IP-Adresse und eingegebene E-Mail-Adresse eines gesperrten Anmeldeversuchs",
    amount: LOGIN_SERIES_HOURS,
    unit: "hours",
    jobs: ["unknown-login-addresses"],
  },
  {
    policyRow: "Zähler fehlgeschlagener Anmeldeversuche",
    amount: LOGIN_SERIES_HOURS,
    unit: "hours",
    jobs: ["spent-counters"],
  },
  {
    policyRow: "E-Mails an Sie",
    amount: OUTBOX_RETENTION_MONTHS,
    unit: "months",
    jobs: ["outbox-retention"],
  },
  {
    policyRow: "Bestätigung der Kontolöschung an Sie",
    amount: FAREWELL_MAIL_MAX_DAYS,
    unit: "days",
    jobs: ["farewell-mails"],
  },
  {
    policyRow: "Bestätigungslink der Registrierung oder einer neuen E-Mail-Adresse",
    amount: ACTIVATION_LINK_VALID_HOURS,
    unit: "hours",
    jobs: ["expired-sessions-and-tokens"],
  },
  {
    policyRow: "Link zum Zurücksetzen des Passworts",
    amount: PASSWORD_RESET_LINK_HOURS,
    unit: "hours",
    jobs: ["expired-sessions-and-tokens"],
  },
  {
    policyRow: "Unvollständig hochgeladene oder nicht mehr zugeordnete Dokumente",
    amount: UNREFERENCED_FILE_HOURS,
    unit: "hours",
    jobs: ["abandoned-uploads"],
  },
];

/**
 * The scheduled jobs that delete nothing personal (reminders, the end of a brokerage,
 * the operators' daily list of due dunning levels).
 */
export const JOBS_WITHOUT_A_PERIOD = [
  "placement-start-reminders",
  "invoice-copy-reminders",
  "end-expired-brokerages",
  "dunning-due",
  // Reminds owners of worked days and confirms them after 7 days; the reports are
  // deleted with their placement record (placement-retention).
  "worked-days",
];
