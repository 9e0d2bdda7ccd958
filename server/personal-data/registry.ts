import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AccountDetail } from "../../domain/api/admin";
import type { Role } from "../../domain/enums";
import { concerningAccount } from "../audit/concerning";
import { accountKey } from "../auth/login-throttle";
import {
  accountMailRequests,
  accountTokens,
  auditLog,
  calendarFeeds,
  cleaningRequests,
  confirmedAssignments,
  consentRecords,
  courierRequests,
  invoicePayments,
  invoices,
  jobApplications,
  knownDevices,
  loginThrottle,
  orderOffers,
  outboxEmails,
  pharmacyBranches,
  pharmacyOfferSettings,
  pharmacyProfiles,
  pharmacyStaffMarks,
  placementRatings,
  placements,
  priceEntries,
  pushMessages,
  pushSubscriptions,
  savedSearches,
  searchOrderEvents,
  searchOrderPeriods,
  searchOrders,
  sessions,
  staffAvailability,
  staffAvailabilityDays,
  staffProfiles,
  storedFileChunks,
  storedFiles,
  userDocuments,
  users,
  workReports,
} from "../db/schema";
import { ratingsAboutPerson } from "../job-board/urgent-cover-records";

/**
 * Every place the platform keeps a person's data (issue 31, docs/architecture.md
 * "A feature with personal data"): for each table and each way a row belongs to a
 * person, how the data export (Art. 15, 20 DSGVO) covers it, what the account's deletion
 * (Art. 17) does with it, and where the console's account page shows it. A test
 * (registry.test.ts) derives every foreign key to `users` from the schema and fails when
 * one is missing here, and runs a person with a full history through the export and the
 * deletion, checking each entry against the database.
 */

/** Who the person is to the queries: the account and every address it had (lower case). */
export interface DataSubject {
  id: string;
  addresses: readonly string[];
}

/** How the export holds the rows: the section (a key of the export) naming each row's `key`. */
export type ExportCoverage =
  | { section: string; key: PgColumn }
  /** The rows are files: the export archive holds each one (its `key` names the file). */
  | { files: true; key: PgColumn }
  /** Not exported, and why. */
  | { not: string };

/**
 * What the deletion of the account does with the rows:
 * - `deleted`: gone with the account;
 * - `anonymised`: the row stays (another person's record), without the person's data;
 * - `kept`: the row stays whole until its own retention period ends (a booking record,
 *   a request the agency received).
 */
export type DeletionTreatment =
  | { deleted: string }
  | { anonymised: string }
  | { kept: string; retention: string };

/** Where the console's account detail page shows the rows, if it does. */
export type ConsoleCoverage =
  | { detail: keyof AccountDetail; key: PgColumn }
  | { elsewhere: string }
  | { not: string };

export interface PersonalDataEntry {
  /** A short name for messages: "placements (staff side)". */
  name: string;
  table: PgTable;
  /** The foreign key column to `users.id` this entry is about, if any. */
  references?: PgColumn;
  /** Whose rows these are: the kinds of account that have them. */
  roles: readonly Exclude<Role, "admin">[] | readonly ["admin"];
  /** The person's rows: a condition on `table`. */
  rowsOf(subject: DataSubject): SQL;
  export: ExportCoverage;
  deletion: DeletionTreatment;
  console: ConsoleCoverage;
  /** Rows live only seconds (a worker takes them), so a test story may find none left. */
  transient?: string;
}

/** Rows whose `value` (a column or an expression) is one of the person's addresses. */
const byAddress = (value: PgColumn | SQL, subject: DataSubject): SQL =>
  subject.addresses.length === 0
    ? sql`false`
    : inArray(sql`lower(${value})`, [...subject.addresses]);

const ownOrders = (subject: DataSubject) =>
  sql`(select ${searchOrders.id} from ${searchOrders} where ${searchOrders.ownerId} = ${subject.id})`;

/** The service requests sent from one of the person's addresses (their ids as text). */
const ownRequests = (subject: DataSubject) =>
  subject.addresses.length === 0
    ? sql`(select null::text where false)`
    : sql`(select ${courierRequests.id}::text from ${courierRequests} where ${byAddress(courierRequests.email, subject)}
        union all select ${cleaningRequests.id}::text from ${cleaningRequests} where ${byAddress(cleaningRequests.email, subject)})`;

/** The stored files behind the person's documents and behind invoice copies of their placements. */
const documentFiles = (subject: DataSubject) =>
  sql`(select ${userDocuments.storageKey} from ${userDocuments} where ${userDocuments.userId} = ${subject.id})`;
const invoiceCopyFiles = (subject: DataSubject) =>
  sql`(select ${placements.invoiceCopyKey} from ${placements} where ${placements.staffId} = ${subject.id} and ${placements.invoiceCopyKey} is not null)`;

/**
 * The audit entries about a person: those the console's account page lists, and those
 * naming one of the person's addresses as the mail's recipient or as the actor without
 * an account (a throttled login), as the deletion finds them (forgetPersonInAuditLog).
 */
export function auditEntriesAbout(subject: DataSubject): SQL {
  return or(
    concerningAccount(subject.id),
    and(isNull(auditLog.actorId), byAddress(auditLog.actorEmail, subject)),
    byAddress(sql`${auditLog.details}->>'recipient'`, subject),
    byAddress(sql`${auditLog.details}->>'to'`, subject),
  ) as SQL;
}

const OWNER_AND_STAFF = ["pharmacy_owner", "pharmacist"] as const;
const BOOKING_RETENTION =
  "8 years after the end of the calendar year (docs/product.md, Data protection)";

export const personalDataRegistry: readonly PersonalDataEntry[] = [
  {
    name: "the account",
    table: users,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(users.id, subject.id),
    export: { section: "profile", key: users.id },
    deletion: { deleted: "the row goes; its profiles, documents, sessions and links by cascade" },
    console: { detail: "account", key: users.id },
  },
  {
    name: "the operator who activated an account",
    table: users,
    references: users.activatedBy,
    roles: ["admin"],
    rowsOf: (subject) => eq(users.activatedBy, subject.id),
    export: { not: "operators have no self-service export; their actions are in the audit log" },
    deletion: { anonymised: "set null when the operator's account goes" },
    console: { not: "the account page shows when it was activated, not by whom" },
  },
  {
    name: "an owner's pharmacy",
    table: pharmacyProfiles,
    references: pharmacyProfiles.userId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(pharmacyProfiles.userId, subject.id),
    export: { section: "profile", key: pharmacyProfiles.pharmacyName },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "pharmacy", key: pharmacyProfiles.pharmacyName },
  },
  {
    name: "a staff member's profile",
    table: staffProfiles,
    references: staffProfiles.userId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(staffProfiles.userId, subject.id),
    export: { section: "profile", key: staffProfiles.street },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "staff", key: staffProfiles.street },
  },
  {
    name: "an owner's branches",
    table: pharmacyBranches,
    references: pharmacyBranches.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(pharmacyBranches.ownerId, subject.id),
    export: { section: "branches", key: pharmacyBranches.id },
    deletion: { deleted: "cascade with the account (orders keep no branch: set null)" },
    console: { detail: "branches", key: pharmacyBranches.id },
  },
  {
    name: "a pharmacy's own prices",
    table: priceEntries,
    references: priceEntries.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(priceEntries.ownerId, subject.id),
    export: { section: "prices", key: priceEntries.id },
    deletion: { deleted: "cascade with the account" },
    console: { elsewhere: "the pharmacy's price list in the console (Preise)" },
  },
  {
    name: "links sent by mail",
    table: accountTokens,
    references: accountTokens.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(accountTokens.userId, subject.id),
    export: { section: "account_links", key: accountTokens.id },
    deletion: { deleted: "cascade with the account" },
    console: { not: "a link is a secret in transit; the page shows the account's status" },
  },
  {
    name: "logins",
    table: sessions,
    references: sessions.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(sessions.userId, subject.id),
    export: { section: "sessions", key: sessions.id },
    deletion: { deleted: "cascade with the account" },
    console: { not: "the page shows the last login; sessions are the person's own" },
  },
  {
    name: "browsers known from a login (device cookies)",
    table: knownDevices,
    references: knownDevices.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(knownDevices.userId, subject.id),
    export: { section: "known_devices", key: knownDevices.id },
    deletion: { deleted: "cascade with the account; the cookie then names no row" },
    console: { not: "a device is the person's own; it only spares them the login throttle" },
  },
  {
    name: "calendar address",
    table: calendarFeeds,
    references: calendarFeeds.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(calendarFeeds.userId, subject.id),
    export: { section: "calendar_address", key: calendarFeeds.userId },
    deletion: { deleted: "cascade with the account; the address then answers 404" },
    console: { not: "the person's own setting; the placements show on the page already" },
  },
  {
    name: "push devices",
    table: pushSubscriptions,
    references: pushSubscriptions.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(pushSubscriptions.userId, subject.id),
    export: { section: "push_devices", key: pushSubscriptions.id },
    deletion: { deleted: "cascade with the account; the push service forgets it on its own" },
    console: { not: "a device where the person allowed push is their own setting" },
  },
  {
    name: "push notifications",
    table: pushMessages,
    references: pushMessages.userId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(pushMessages.userId, subject.id),
    export: { section: "push_notifications", key: pushMessages.id },
    deletion: { deleted: "cascade with the account (and with the device)" },
    console: { not: "the push queue is delivery state, like a mail's; the offers show the facts" },
  },
  {
    name: "documents",
    table: userDocuments,
    references: userDocuments.userId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(userDocuments.userId, subject.id),
    export: { section: "documents", key: userDocuments.id },
    deletion: { deleted: "cascade with the account; the files after the commit" },
    console: { detail: "documents", key: userDocuments.id },
  },
  {
    name: "the files of documents",
    table: storedFiles,
    roles: ["pharmacist"],
    rowsOf: (subject) => inArray(storedFiles.key, documentFiles(subject)),
    export: { files: true, key: storedFiles.key },
    deletion: { deleted: "removed after the commit (removeFiles), else by abandoned-uploads" },
    console: { elsewhere: "downloaded from the documents on the account page" },
  },
  {
    name: "the content of document files",
    table: storedFileChunks,
    roles: ["pharmacist"],
    rowsOf: (subject) => inArray(storedFileChunks.fileKey, documentFiles(subject)),
    export: { files: true, key: storedFileChunks.fileKey },
    deletion: { deleted: "cascade with the file" },
    console: { elsewhere: "downloaded from the documents on the account page" },
  },
  {
    name: "the files of invoice copies",
    table: storedFiles,
    roles: ["pharmacist"],
    rowsOf: (subject) => inArray(storedFiles.key, invoiceCopyFiles(subject)),
    export: { files: true, key: storedFiles.key },
    deletion: { kept: "part of the placement record", retention: BOOKING_RETENTION },
    console: { elsewhere: "the placement's page in the console" },
  },
  {
    name: "the content of invoice copies",
    table: storedFileChunks,
    roles: ["pharmacist"],
    rowsOf: (subject) => inArray(storedFileChunks.fileKey, invoiceCopyFiles(subject)),
    export: { files: true, key: storedFileChunks.fileKey },
    deletion: { kept: "part of the placement record", retention: BOOKING_RETENTION },
    console: { elsewhere: "the placement's page in the console" },
  },
  {
    name: "an owner's search orders",
    table: searchOrders,
    references: searchOrders.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(searchOrders.ownerId, subject.id),
    export: { section: "search_orders", key: searchOrders.id },
    deletion: { deleted: "cascade with the account; a placement keeps its record" },
    console: { detail: "orders", key: searchOrders.id },
  },
  {
    name: "orders the person was proposed for",
    table: searchOrders,
    references: searchOrders.candidateId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(searchOrders.candidateId, subject.id),
    export: { section: "applications", key: searchOrders.id },
    deletion: { anonymised: "the candidate is set null; the owner's order stays" },
    console: { detail: "applications", key: searchOrders.id },
  },
  {
    name: "the periods of an owner's orders",
    table: searchOrderPeriods,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => inArray(searchOrderPeriods.orderId, ownOrders(subject)),
    export: { section: "search_orders", key: searchOrderPeriods.id },
    deletion: { deleted: "cascade with the order" },
    console: { detail: "orders", key: searchOrderPeriods.orderId },
  },
  {
    name: "the history of an owner's orders",
    table: searchOrderEvents,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => inArray(searchOrderEvents.orderId, ownOrders(subject)),
    export: { section: "search_orders", key: searchOrderEvents.id },
    deletion: { deleted: "cascade with the order" },
    console: { elsewhere: "the order's page in the console" },
  },
  {
    name: "order history the person acted in",
    table: searchOrderEvents,
    references: searchOrderEvents.actorId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(searchOrderEvents.actorId, subject.id),
    export: { section: "order_events", key: searchOrderEvents.id },
    deletion: { anonymised: "the actor is set null; the event stays in the order's history" },
    console: { elsewhere: "the order's page in the console" },
  },
  {
    name: "order history about the person",
    table: searchOrderEvents,
    references: searchOrderEvents.subjectId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(searchOrderEvents.subjectId, subject.id),
    export: { section: "order_events", key: searchOrderEvents.id },
    deletion: { anonymised: "the note naming the person is blanked, the subject set null" },
    console: { elsewhere: "the order's page in the console" },
  },
  {
    name: "applications",
    table: jobApplications,
    references: jobApplications.staffId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(jobApplications.staffId, subject.id),
    export: { section: "applications", key: jobApplications.id },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "applications", key: jobApplications.id },
  },
  {
    name: "confirmed assignments",
    table: confirmedAssignments,
    references: confirmedAssignments.staffId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(confirmedAssignments.staffId, subject.id),
    export: { section: "assignments", key: confirmedAssignments.id },
    deletion: { deleted: "cascade with the account; the placement keeps its record" },
    console: { not: "the days are the placement's, listed under its placements" },
  },
  {
    name: "search alerts",
    table: savedSearches,
    references: savedSearches.userId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(savedSearches.userId, subject.id),
    export: { section: "saved_searches", key: savedSearches.id },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "alerts", key: savedSearches.id },
  },
  {
    name: "availability settings",
    table: staffAvailability,
    references: staffAvailability.userId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(staffAvailability.userId, subject.id),
    export: { section: "urgent_cover", key: staffAvailability.userId },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: staffAvailability.userId },
  },
  {
    name: "availability days",
    table: staffAvailabilityDays,
    references: staffAvailabilityDays.userId,
    roles: ["pharmacist"],
    rowsOf: (subject) =>
      and(
        eq(staffAvailabilityDays.userId, subject.id),
        sql`${staffAvailabilityDays.day} >= current_date`,
      ) as SQL,
    export: { section: "urgent_cover", key: staffAvailabilityDays.day },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: staffAvailabilityDays.day },
  },
  {
    name: "favourites and blocks an owner set",
    table: pharmacyStaffMarks,
    references: pharmacyStaffMarks.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(pharmacyStaffMarks.ownerId, subject.id),
    export: { section: "urgent_cover", key: pharmacyStaffMarks.staffId },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: pharmacyStaffMarks.staffId },
  },
  {
    name: "favourites and blocks about a staff member",
    table: pharmacyStaffMarks,
    references: pharmacyStaffMarks.staffId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(pharmacyStaffMarks.staffId, subject.id),
    export: {
      not: "the pharmacy's choice, never shown to the person (a block is not explained, docs/decisions/0056)",
    },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: pharmacyStaffMarks.ownerId },
  },
  {
    name: "automatic proposal setting of a pharmacy",
    table: pharmacyOfferSettings,
    references: pharmacyOfferSettings.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(pharmacyOfferSettings.ownerId, subject.id),
    export: { section: "urgent_cover", key: pharmacyOfferSettings.ownerId },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: pharmacyOfferSettings.ownerId },
  },
  {
    name: "offers of orders to a staff member",
    table: orderOffers,
    references: orderOffers.staffId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(orderOffers.staffId, subject.id),
    export: { section: "urgent_cover", key: orderOffers.id },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: orderOffers.id },
  },
  {
    name: "ratings the person gave",
    table: placementRatings,
    references: placementRatings.raterId,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => eq(placementRatings.raterId, subject.id),
    export: { section: "urgent_cover", key: placementRatings.id },
    deletion: { deleted: "cascade with the account" },
    console: { detail: "urgent_cover", key: placementRatings.id },
  },
  {
    name: "ratings about the person",
    table: placementRatings,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => ratingsAboutPerson(subject.id),
    export: {
      not: "the agency's assessment, seen only by operators (docs/decisions/0056-urgent-cover-offers.md)",
    },
    deletion: { deleted: "with the account, before the placement record loses its id" },
    console: { detail: "urgent_cover", key: placementRatings.id },
  },
  {
    name: "placements (pharmacy side)",
    table: placements,
    references: placements.ownerId,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(placements.ownerId, subject.id),
    export: { section: "placements", key: placements.id },
    deletion: {
      kept: "a booking record: the id is set null, the facts stay",
      retention: BOOKING_RETENTION,
    },
    console: { detail: "placements", key: placements.id },
  },
  {
    name: "placements (staff side)",
    table: placements,
    references: placements.staffId,
    roles: ["pharmacist"],
    rowsOf: (subject) => eq(placements.staffId, subject.id),
    export: { section: "placements", key: placements.id },
    deletion: {
      kept: "a booking record: the id is set null, the facts stay",
      retention: BOOKING_RETENTION,
    },
    console: { detail: "placements", key: placements.id },
  },
  {
    name: "worked days (pharmacy side)",
    table: workReports,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) =>
      inArray(
        workReports.placementId,
        sql`(select ${placements.id} from ${placements} where ${placements.ownerId} = ${subject.id})`,
      ),
    export: { section: "placements", key: workReports.id },
    deletion: { kept: "part of the placement record", retention: BOOKING_RETENTION },
    console: { elsewhere: "the console's to-do while disputed; part of the placement record" },
  },
  {
    name: "worked days (staff side)",
    table: workReports,
    roles: ["pharmacist"],
    rowsOf: (subject) =>
      inArray(
        workReports.placementId,
        sql`(select ${placements.id} from ${placements} where ${placements.staffId} = ${subject.id})`,
      ),
    export: { section: "placements", key: workReports.id },
    deletion: { kept: "part of the placement record", retention: BOOKING_RETENTION },
    console: { elsewhere: "the console's to-do while disputed; part of the placement record" },
  },
  {
    name: "invoices to a pharmacy",
    table: invoices,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) => eq(invoices.buyerId, subject.id),
    export: { section: "invoices", key: invoices.id },
    deletion: { kept: "a booking document, immutable", retention: BOOKING_RETENTION },
    console: { elsewhere: "the console's invoice list (Rechnungen)" },
  },
  {
    // A payment imported from a bank statement keeps the paying account's name as the
    // bank gives it, often the owner's own name (docs/decisions/0051).
    name: "payments of a pharmacy's invoices",
    table: invoicePayments,
    roles: ["pharmacy_owner"],
    rowsOf: (subject) =>
      sql`${invoicePayments.invoiceId} in (select ${invoices.id} from ${invoices} where ${invoices.buyerId} = ${subject.id})`,
    export: { section: "invoice_payments", key: invoicePayments.id },
    deletion: {
      kept: "part of the booking of its invoice, deleted with it",
      retention: BOOKING_RETENTION,
    },
    console: { elsewhere: "the invoice's payments in the console's invoice list (Rechnungen)" },
  },
  {
    name: "audit entries about the person",
    table: auditLog,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => auditEntriesAbout(subject),
    export: { section: "audit", key: auditLog.id },
    deletion: { anonymised: "forgetPersonInAuditLog: no address, name or old values" },
    console: { detail: "audit", key: auditLog.id },
  },
  {
    name: "the registration's consent",
    table: consentRecords,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) =>
      and(
        eq(consentRecords.subjectId, subject.id),
        inArray(consentRecords.subject, ["owner_registration", "staff_registration"]),
      ) as SQL,
    export: { section: "consents", key: consentRecords.id },
    deletion: { deleted: "kept only as long as the account exists" },
    console: { not: "proof for the agency, shown on request from the database" },
  },
  {
    name: "consents of the person's service requests",
    table: consentRecords,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) =>
      and(
        inArray(consentRecords.subjectId, ownRequests(subject)),
        inArray(consentRecords.subject, ["courier_request", "cleaning_request"]),
      ) as SQL,
    export: { section: "consents", key: consentRecords.id },
    deletion: { kept: "with their request", retention: "6 months after the request" },
    console: { not: "proof for the agency, shown on request from the database" },
  },
  {
    name: "courier requests",
    table: courierRequests,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => byAddress(courierRequests.email, subject),
    export: { section: "service_requests", key: courierRequests.id },
    deletion: {
      kept: "a request to the agency, made without an account",
      retention: "6 months after receipt",
    },
    console: { elsewhere: "the console's courier requests" },
  },
  {
    name: "cleaning requests",
    table: cleaningRequests,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => byAddress(cleaningRequests.email, subject),
    export: { section: "service_requests", key: cleaningRequests.id },
    deletion: {
      kept: "a request to the agency, made without an account",
      retention: "6 months after receipt",
    },
    console: { elsewhere: "the console's cleaning requests" },
  },
  {
    name: "mails to the person",
    table: outboxEmails,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => byAddress(outboxEmails.recipient, subject),
    export: { section: "mails", key: outboxEmails.id },
    deletion: { deleted: "at every address the account had, pending or not" },
    console: { detail: "emails", key: outboxEmails.id },
  },
  {
    name: "requests for a reset or activation link",
    table: accountMailRequests,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) => byAddress(accountMailRequests.email, subject),
    export: { not: "a request lives for seconds, until the worker has queued its mail" },
    transient: "the account mail worker handles and removes each request within seconds",
    deletion: { deleted: "at every address the account had" },
    console: { not: "a request lives for seconds" },
  },
  {
    name: "failed logins",
    table: loginThrottle,
    roles: OWNER_AND_STAFF,
    rowsOf: (subject) =>
      subject.addresses.length === 0
        ? sql`false`
        : inArray(
            loginThrottle.accountKey,
            subject.addresses.map((address) => accountKey(address)),
          ),
    export: { not: "a count under a hash of the address, gone a day after the last failure" },
    deletion: { deleted: "at every address the account had" },
    console: { not: "a count under a hash of the address" },
  },
];

/**
 * Tables that hold no one's personal data, and why; every table of the schema is either
 * here or in the registry (registry.test.ts).
 */
export const tablesWithoutPersonalData: Readonly<Record<string, string>> = {
  invoice_counters: "the last invoice number per year",
  datev_debtors:
    "the DATEV debtor account number given to an invoice buyer (the owner's account id or the pharmacy's name), kept like the invoices it numbers",
  invoice_reminders:
    "reminders of an invoice with their PDF (the invoice's buyer as on the invoice): part of the booking, kept and deleted with its invoice",
  job_leases: "which process runs a scheduled job",
  vapid_keys: "the site's own key pair for Web Push",
  app_settings: "the agency's settings",
  used_captcha_tokens: "spent captcha answers, without who gave them",
  rate_limit_buckets:
    "counters keyed by a client's IP address, not tied to an account; gone when the window ends",
  // The agency's figures, kept by triggers (docs/decisions/0064-figures-kept-ready.md).
  figures_order_facts:
    "an order's dates, federal state and profession for the figures, no name or address; deleted with its order by the database",
  figures_placement_months:
    "a placement's days per month, federal state and profession, no name; deleted with its placement",
  figures_invoice_facts:
    "an invoice's amounts, dates, federal state and profession, without its buyer; deleted with its invoice",
  figures_order_months: "sums of orders per month, federal state and profession",
};
