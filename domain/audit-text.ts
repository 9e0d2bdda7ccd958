import { formatEuro } from "./billing/money";
import { FEE_UNIT_LABELS, type FeeUnit } from "./billing/price-list";
import { ACCOUNT_STATUS_LABELS, DOCUMENT_KIND_LABELS, ROLE_LABELS } from "./console-labels";
import { formatGermanDate } from "./dates";
import { FEDERAL_STATE_LABELS, SERVICE_REQUEST_STATUS_LABELS } from "./enums";
import { CANCELLED_BY_LABELS, type CancelledBy, PLACEMENT_STATUS_LABELS } from "./placement-status";
import { SEARCH_ORDER_STATUS_LABELS } from "./search-order-status";

/**
 * The audit log as people read it (docs/decisions/0037-readable-audit-log.md): each
 * recorded action in German, and its stored details as "Feld: alt → neu" lines instead
 * of JSON. The console's list, its CSV and the detail pages all use these.
 */

/** German names of the recorded actions, in the order the console's filter offers them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "staff.activate": "Personal freigeschaltet",
  "staff.refuse": "Registrierung abgelehnt",
  "owner.activate": "Apotheke ohne Link freigeschaltet",
  "owner.resend_activation": "Bestätigungslink erneut gesendet",
  "account.block": "Konto gesperrt",
  "account.unblock": "Sperre aufgehoben",
  "account.delete": "Konto gelöscht",
  "account.delete_inactive": "Inaktives Konto gelöscht",
  "account.self_delete": "Konto selbst gelöscht",
  "account.pharmacy_update": "Apothekendaten geändert",
  "account.profile_update": "Profil geändert",
  "account.password_change": "Passwort geändert",
  "account.email_change": "E-Mail-Adresse geändert",
  "account.document_upload": "Dokument hochgeladen",
  "account.document_remove": "Dokument entfernt",
  "account.branch_add": "Filiale hinzugefügt",
  "account.branch_update": "Filiale geändert",
  "account.branch_remove": "Filiale entfernt",
  "login.throttled": "Anmeldung gebremst",
  "document.download": "Dokument heruntergeladen",
  "email.retry": "E-Mail erneut gesendet",
  "service_request.status": "Anfragestatus geändert",
  "order.accept": "Suchauftrag angenommen",
  "order.decline": "Suchauftrag abgelehnt",
  "order.publish": "Suchauftrag veröffentlicht",
  "order.propose": "Kandidat/-in vorgeschlagen",
  "order.place": "Vermittlung abgeschlossen",
  "order.send": "Suchauftrag zahlungspflichtig beauftragt",
  "order.confirm": "Fachkraft bestätigt, Vermittlungsgebühr angenommen",
  "placement.cancel": "Einsatz abgesagt",
  "placement.arrange": "Einsatz vermittelt",
  "placement.rate": "Einsatz bewertet",
  "order.auto_propose": "Favorit/-in automatisch vorgeschlagen",
  "pharmacy.auto_propose": "Automatischer Vorschlag geändert",
  "invoice.issue": "Rechnung ausgestellt",
  "invoice.cancel": "Rechnung storniert",
  "invoice.correct": "Rechnung korrigiert (Storno und neue Rechnung)",
  "work_report.submit": "Arbeitstage gemeldet",
  "work_report.confirm": "Arbeitstage bestätigt",
  "work_report.deemed": "Arbeitstage ohne Antwort als bestätigt gewertet",
  "work_report.dispute": "Arbeitstage bestritten",
  "work_report.resolve": "Bestrittene Arbeitstage geklärt",
  "invoice.payment": "Zahlungseingang erfasst",
  "invoice.reminder": "Zahlungserinnerung gesendet",
  "price.change": "Preis geändert",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** Labels of the profile fields a self-service change names (`details.changes`). */
export const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  pharmacy_name: "Name der Apotheke",
  name: "Name",
  street: "Straße",
  street_number: "Hausnummer",
  postal_code: "PLZ",
  city: "Ort",
  state: "Bundesland",
  phone: "Telefon",
  wws_software: "WWS",
  experience_since: "Berufserfahrung seit",
  vat_id: "USt-IdNr.",
  capacity_days_per_week: "Kapazität (Tage pro Woche)",
  availability: "Verfügbarkeit",
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One stored value for people: dates the German way, lists joined, nothing as "–". */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (Array.isArray(value)) return value.length === 0 ? "–" : value.map(plain).join(", ");
  if (typeof value === "string") {
    if (ISO_DATE.test(value)) return formatGermanDate(value);
    return FEDERAL_STATE_LABELS[value as keyof typeof FEDERAL_STATE_LABELS] ?? value;
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${plain(inner)}`)
      .join(", ");
  }
  return String(value);
}

/** A status value in the vocabulary of the action's record. */
function statusLabel(action: string, value: unknown): string {
  if (typeof value !== "string") return plain(value);
  const [area] = action.split(".");
  const labels: Readonly<Record<string, string>> =
    area === "order"
      ? SEARCH_ORDER_STATUS_LABELS
      : area === "service_request"
        ? SERVICE_REQUEST_STATUS_LABELS
        : area === "placement"
          ? PLACEMENT_STATUS_LABELS
          : ACCOUNT_STATUS_LABELS;
  return labels[value] ?? value;
}

/** A price of a list (details of "price.change"), or "–" when there was none. */
function priceText(value: unknown): string {
  if (!value || typeof value !== "object") return "–";
  const price = value as { unit?: string; net_cents?: number; vat_rate?: number };
  const unit = FEE_UNIT_LABELS[price.unit as FeeUnit] ?? price.unit ?? "";
  const net = typeof price.net_cents === "number" ? formatEuro(price.net_cents) : "–";
  return `${net} netto ${unit}, ${price.vat_rate ?? "–"} % USt.`.replace(/\s+,/, ",");
}

const change = (label: string, from: string, to: string) => `${label}: ${from} → ${to}`;

/** Ids the console shows as the entry's subject (with a link), not as a line. */
const SUBJECT_KEYS = new Set([
  "user_id",
  "order_id",
  "orderId",
  "placement_id",
  "placementId",
  "staffId",
  "email_hash",
]);

/** Single values: their label and how to write them. */
const VALUE_LINES: Readonly<Record<string, (value: unknown, action: string) => string>> = {
  email: (value) => `E-Mail: ${plain(value)}`,
  reason: (value) => `Grund: ${plain(value)}`,
  role: (value) =>
    `Rolle: ${typeof value === "string" ? (ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value) : plain(value)}`,
  kind: (value, action) =>
    action === "price.change"
      ? `Auftragsart: ${plain(value)}`
      : `Art: ${DOCUMENT_KIND_LABELS[value as keyof typeof DOCUMENT_KIND_LABELS] ?? plain(value)}`,
  status: (value, action) => `Neuer Status: ${statusLabel(action, value)}`,
  ip: (value) => `IP-Adresse: ${plain(value)}`,
  wait_seconds: (value) => `Wartezeit: ${plain(value)} s`,
  recipient: (value) => `Empfänger: ${plain(value)}`,
  number: (value) => `Rechnungsnummer: ${plain(value)}`,
  cancellation: (value) => `Stornorechnung: ${plain(value)}`,
  gross_cents: (value) => `Bruttobetrag: ${typeof value === "number" ? formatEuro(value) : "–"}`,
  fee_gross_cents: (value) =>
    `Vermittlungsgebühr: ${typeof value === "number" ? `${formatEuro(value)} brutto` : "kein Preis vereinbart"}`,
  cancelled_by: (value) =>
    `Abgesagt von ${CANCELLED_BY_LABELS[value as CancelledBy] ?? plain(value)}`,
  search_again: (value) =>
    `Suchauftrag: ${value === true ? "wieder veröffentlicht" : value === false ? "beendet" : plain(value)}`,
  alerts: (value) => `Benachrichtigungen verschickt: ${plain(value)}`,
  name: (value, action) => `${action.includes("branch") ? "Filiale" : "Name"}: ${plain(value)}`,
  postal_code: (value) => `PLZ: ${plain(value)}`,
  city: (value) => `Ort: ${plain(value)}`,
  changed: (value) => `Geändert: ${fieldList(value)}`,
  changed_fields: (value) => `Geändert: ${fieldList(value)} (Werte mit dem Konto gelöscht)`,
};

/** Field names (snake or camel case, e.g. a branch's "streetNumber") as their labels. */
function fieldList(value: unknown): string {
  if (!Array.isArray(value)) return plain(value);
  return inFormOrder(
    value.map((field) => String(field).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  )
    .map((field) => PROFILE_FIELD_LABELS[field] ?? field)
    .join(", ");
}

/**
 * The details of an audit entry as readable lines, e.g. "Status: aktiv → gesperrt",
 * "PLZ: 50667 → 80331", "Grund: Profil veraltet". Ids are left out (the entry names its
 * subject); unknown keys are written "key: value", never as JSON.
 */
export function auditDetailLines(action: string, details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const rest = { ...details };
  const take = (key: string) => {
    const value = rest[key];
    delete rest[key];
    return value;
  };

  if (action === "account.email_change") {
    lines.push(change("E-Mail", plain(take("from")), plain(take("to"))));
  } else if (action.startsWith("invoice.") && "to" in rest) {
    lines.push(`Empfänger: ${plain(take("to"))}`);
  } else if ("from" in rest || "to" in rest) {
    // A status step; block and unblock record one side, the other is implied.
    const implied: Record<string, { from?: string; to?: string }> = {
      "account.block": { to: "blocked" },
      "account.unblock": { from: "blocked" },
    };
    const from = take("from") ?? implied[action]?.from;
    const to = take("to") ?? implied[action]?.to;
    lines.push(change("Status", statusLabel(action, from), statusLabel(action, to)));
  }

  if (action === "price.change") {
    lines.push(change("Preis", priceText(take("old")), priceText(take("new"))));
  } else if ("old" in rest || "new" in rest) {
    const label = action === "invoice.payment" ? "Bezahlt am" : "Wert";
    lines.push(change(label, plain(take("old")), plain(take("new"))));
  }

  const changes = take("changes");
  if (changes && typeof changes === "object") {
    const pairs = changes as Record<string, { from?: unknown; to?: unknown } | null>;
    for (const field of inFormOrder(Object.keys(pairs))) {
      const pair = pairs[field] ?? {};
      lines.push(change(PROFILE_FIELD_LABELS[field] ?? field, plain(pair.from), plain(pair.to)));
    }
  }

  // The database keeps no key order (jsonb): lines follow the order of VALUE_LINES.
  for (const key of inOrder(Object.keys(rest), Object.keys(VALUE_LINES))) {
    if (SUBJECT_KEYS.has(key)) continue;
    const line = VALUE_LINES[key];
    lines.push(line ? line(rest[key], action) : `${key}: ${plain(rest[key])}`);
  }
  return lines;
}

/** `keys` in the order of `order`, any others after them alphabetically. */
function inOrder(keys: string[], order: readonly string[]): string[] {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Profile fields in the order the forms show them. */
function inFormOrder(fields: string[]): string[] {
  return inOrder(fields, Object.keys(PROFILE_FIELD_LABELS));
}
