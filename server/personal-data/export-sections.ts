import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { auditActionLabel, auditDetailLines } from "../../domain/audit-text";
import { personAddresses } from "../accounts/person-addresses";
import { branchView } from "../accounts/pharmacy-branches";
import { loadAccountView } from "../accounts/profile-view";
import { SYSTEM_ACTOR } from "../audit/forget-person";
import type { AuthenticatedAccount } from "../auth/require-role";
import { ownerInvoices } from "../billing/invoice-queries";
import type { Database } from "../db/client";
import { keysetAfter } from "../db/keyset";
import {
  type AuditEntry,
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
  outboxEmails,
  pharmacyBranches,
  pharmacyProfiles,
  priceEntries,
  pushMessages,
  pushSubscriptions,
  savedSearches,
  searchOrderEvents,
  searchOrderPeriods,
  searchOrders,
  sessions,
  users,
} from "../db/schema";
import { urgentCoverExport } from "../job-board/urgent-cover-records";
import { ownPlacements } from "../placements/own-placements";
import { auditEntriesAbout } from "./registry";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Who is exporting: the logged-in account. */
export type ExportSubject = Pick<AuthenticatedAccount, "id" | "email" | "role">;

/**
 * One part of a person's data export (GET /api/account/export). Each area of the
 * platform adds its provider to `exportSections`.
 */
export interface ExportSection {
  name: string;
  collect(db: Database, subject: ExportSubject): Promise<unknown>;
  /**
   * Sections that grow with the years (mails, audit entries) are also read in batches,
   * so the export streams them into the archive and holds one batch at a time
   * (docs/decisions/0062-keyset-pages-and-streams.md); `collect` gathers the batches.
   */
  batches?(db: Database, subject: ExportSubject): AsyncGenerator<unknown[]>;
}

/** Rows read per batch by a section's `batches`. */
export const EXPORT_BATCH_ROWS = 500;

async function gather(batches: AsyncGenerator<unknown[]>): Promise<unknown[]> {
  const rows: unknown[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

/** The person's mails, oldest first, in batches (keyset by creation and id). */
async function* mailBatches(db: Database, subject: ExportSubject): AsyncGenerator<unknown[]> {
  const addresses = await personAddresses(db, subject.id, subject.email);
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(
        and(
          inArray(sql`lower(${outboxEmails.recipient})`, addresses),
          keysetAfter(outboxEmails, outboxEmails.createdAt, outboxEmails.id, "asc", after),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id))
      .limit(EXPORT_BATCH_ROWS);
    if (rows.length > 0) {
      yield rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        template: row.template,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        sent_at: iso(row.sentAt),
        content: row.body ?? { text: row.text },
        attachments: (row.attachments ?? []).map((attachment) => attachment.filename),
      }));
    }
    if (rows.length < EXPORT_BATCH_ROWS) return;
    after = rows[rows.length - 1]?.id;
  }
}

/** The audit entries about the person, oldest first, in batches (keyset by creation and id). */
async function* auditBatches(db: Database, subject: ExportSubject): AsyncGenerator<unknown[]> {
  const addresses = await personAddresses(db, subject.id, subject.email);
  const own = (row: AuditEntry) =>
    row.actorId === subject.id ||
    (row.actorId === null && addresses.includes(row.actorEmail.toLowerCase()));
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          auditEntriesAbout({ id: subject.id, addresses }),
          keysetAfter(auditLog, auditLog.createdAt, auditLog.id, "asc", after),
        ),
      )
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(EXPORT_BATCH_ROWS);
    if (rows.length > 0) {
      yield rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        action: auditActionLabel(row.action),
        by: own(row) ? "you" : row.actorEmail === SYSTEM_ACTOR ? "system" : "operator",
        target_type: row.targetType,
        target_id: row.targetId,
        details: auditDetailLines(row.action, row.details),
      }));
    }
    if (rows.length < EXPORT_BATCH_ROWS) return;
    after = rows[rows.length - 1]?.id;
  }
}

/**
 * Service requests carry no account: they are the person's by e-mail address, the
 * current one or one the account had before.
 */
async function serviceRequestsOf(db: Database, subject: ExportSubject) {
  const addresses = await personAddresses(db, subject.id, subject.email);
  const [courier, cleaning] = await Promise.all([
    db
      .select()
      .from(courierRequests)
      .where(inArray(sql`lower(${courierRequests.email})`, addresses)),
    db
      .select()
      .from(cleaningRequests)
      .where(inArray(sql`lower(${cleaningRequests.email})`, addresses)),
  ]);
  return { courier, cleaning };
}

/**
 * An order event as the export shows it: who acted only as "you" or not (never an
 * operator's id), and without `subjectId`, another person's id kept only to forget
 * their name.
 */
function exportedEvent(event: typeof searchOrderEvents.$inferSelect, subject: ExportSubject) {
  return {
    id: event.id,
    orderId: event.orderId,
    status: event.status,
    byYou: event.actorId === subject.id,
    note: event.note,
    createdAt: event.createdAt,
  };
}

export const exportSections: ExportSection[] = [
  {
    name: "profile",
    async collect(db, subject) {
      const view = await loadAccountView(db, subject.id);
      if (!view) return null;
      const { documents: _documents, ...profile } = view;
      return profile;
    },
  },
  {
    // What the account row holds besides the profile: checks, block, inactivity notice.
    name: "account_details",
    async collect(db, subject) {
      const [[user], [pharmacy]] = await Promise.all([
        db.select().from(users).where(eq(users.id, subject.id)),
        db
          .select({ state: pharmacyProfiles.state })
          .from(pharmacyProfiles)
          .where(eq(pharmacyProfiles.userId, subject.id)),
      ]);
      if (!user) return null;
      return {
        email_verified_at: iso(user.emailVerifiedAt),
        activated_at: iso(user.activatedAt),
        blocked_reason: user.blockedReason,
        inactivity_notice_at: iso(user.inactivityNoticeAt),
        updated_at: user.updatedAt.toISOString(),
        pharmacy_state: pharmacy?.state ?? null,
      };
    },
  },
  {
    // Every login still open: when, from where, with which browser (never its token).
    name: "sessions",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, subject.id))
        .orderBy(asc(sessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        persistent: row.persistent,
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
      }));
    },
  },
  {
    // Browsers the throttle knows from a login (auth/device-cookie.ts; never the token).
    name: "known_devices",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, subject.id))
        .orderBy(asc(knownDevices.createdAt));
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        last_login_at: row.lastLoginAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      }));
    },
  },
  {
    // The private calendar address (placements/calendar-feeds.ts; never the token).
    name: "calendar_address",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, subject.id));
      return rows.map((row) => ({
        id: row.userId,
        created_at: row.createdAt.toISOString(),
        last_fetched_at: row.lastFetchedAt?.toISOString() ?? null,
      }));
    },
  },
  {
    // Devices where the person allowed push (push/subscriptions.ts; never the keys).
    name: "push_devices",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, subject.id))
        .orderBy(asc(pushSubscriptions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        endpoint: row.endpoint,
        created_at: row.createdAt.toISOString(),
      }));
    },
  },
  {
    // Pushes queued or sent to those devices (push/push-queue.ts).
    name: "push_notifications",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(pushMessages)
        .where(eq(pushMessages.userId, subject.id))
        .orderBy(asc(pushMessages.createdAt));
      return rows.map((row) => ({
        id: row.id,
        device_id: row.subscriptionId,
        title: row.title,
        body: row.body,
        url: row.url,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },
  },
  {
    // Links sent by mail and still stored (activation, reset, new address; never the token).
    name: "account_links",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, subject.id))
        .orderBy(asc(accountTokens.createdAt));
      return rows.map((row) => ({
        id: row.id,
        purpose: row.purpose,
        new_email: row.newEmail,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        used_at: iso(row.usedAt),
      }));
    },
  },
  {
    // An owner's branches, the removed ones too: their rows stay for earlier orders.
    name: "branches",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(pharmacyBranches)
        .where(eq(pharmacyBranches.ownerId, subject.id))
        .orderBy(asc(pharmacyBranches.createdAt), asc(pharmacyBranches.id));
      return rows.map((row) => ({
        ...branchView(row),
        removed_at: iso(row.removedAt),
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  },
  {
    name: "documents",
    collect: async (db, subject) => (await loadAccountView(db, subject.id))?.documents ?? [],
  },
  {
    // The registration's consent, and those given with the person's service requests.
    name: "consents",
    async collect(db, subject) {
      const { courier, cleaning } = await serviceRequestsOf(db, subject);
      const requestIds = [...courier, ...cleaning].map((request) => request.id);
      const rows = await db
        .select()
        .from(consentRecords)
        .where(
          or(
            and(
              eq(consentRecords.subjectId, subject.id),
              inArray(consentRecords.subject, ["owner_registration", "staff_registration"]),
            ),
            and(
              inArray(consentRecords.subjectId, requestIds),
              inArray(consentRecords.subject, ["courier_request", "cleaning_request"]),
            ),
          ),
        )
        .orderBy(asc(consentRecords.acceptedAt));
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
        terms_version: row.termsVersion,
        privacy_version: row.privacyVersion,
        accepted_at: row.acceptedAt.toISOString(),
      }));
    },
  },
  {
    name: "service_requests",
    collect: serviceRequestsOf,
  },
  {
    // An owner's search orders with their periods and history.
    name: "search_orders",
    async collect(db, subject) {
      const orders = await db
        .select()
        .from(searchOrders)
        .where(eq(searchOrders.ownerId, subject.id));
      if (orders.length === 0) return [];
      const ids = orders.map((order) => order.id);
      const [periods, events] = await Promise.all([
        db.select().from(searchOrderPeriods).where(inArray(searchOrderPeriods.orderId, ids)),
        db
          .select()
          .from(searchOrderEvents)
          .where(inArray(searchOrderEvents.orderId, ids))
          .orderBy(asc(searchOrderEvents.createdAt)),
      ]);
      return orders.map((order) => ({
        ...order,
        periods: periods.filter((period) => period.orderId === order.id),
        history: events
          .filter((event) => event.orderId === order.id)
          .map((event) => exportedEvent(event, subject)),
      }));
    },
  },
  {
    // A staff member's applications and saved search alerts.
    name: "applications",
    collect: (db, subject) =>
      db.select().from(jobApplications).where(eq(jobApplications.staffId, subject.id)),
  },
  {
    // Urgent cover: availability, marks and ratings the person gave, offers received
    // (docs/decisions/0056-urgent-cover-offers.md).
    name: "urgent_cover",
    collect: (db, subject) => urgentCoverExport(db, subject.id),
  },
  {
    name: "saved_searches",
    collect: (db, subject) =>
      db.select().from(savedSearches).where(eq(savedSearches.userId, subject.id)),
  },
  {
    // Owner or staff: the placements as "Meine Einsätze" shows them.
    name: "placements",
    collect: (db, subject) => ownPlacements(db, subject),
  },
  {
    // The mails in the outbox to any of the person's addresses (until the outbox
    // retention removes them), with what they said; attachments by name (an invoice's
    // PDF is in the invoices).
    name: "mails",
    collect: (db, subject) => gather(mailBatches(db, subject)),
    batches: mailBatches,
  },
  {
    // The prices agreed with this pharmacy, where they differ from the default list.
    name: "prices",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(priceEntries)
        .where(eq(priceEntries.ownerId, subject.id))
        .orderBy(asc(priceEntries.role), asc(priceEntries.kind));
      return rows.map((row) => ({
        id: row.id,
        role: row.role,
        kind: row.kind,
        unit: row.unit,
        net_cents: row.netCents,
        vat_rate: row.vatRate,
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  },
  {
    // The invoices addressed to an owner, as /konto lists them, each with the buyer
    // block it was issued to (a staff member has none).
    name: "invoices",
    async collect(db, subject) {
      const listed = await ownerInvoices(db, subject.id);
      if (listed.length === 0) return [];
      const rows = await db
        .select({ id: invoices.id, buyer: invoices.buyer })
        .from(invoices)
        .where(
          inArray(
            invoices.id,
            listed.map((invoice) => invoice.id),
          ),
        );
      const buyerOf = new Map(rows.map((row) => [row.id, row.buyer]));
      return listed.map((invoice) => ({ ...invoice, buyer: buyerOf.get(invoice.id) ?? null }));
    },
  },
  {
    // Payments of the pharmacy's invoices, with the paying account's name a bank
    // statement gave (never the operator who recorded them).
    name: "invoice_payments",
    async collect(db, subject) {
      const rows = await db
        .select({ payment: invoicePayments, number: invoices.number })
        .from(invoicePayments)
        .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
        .where(eq(invoices.buyerId, subject.id))
        .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
      return rows.map(({ payment, number }) => ({
        id: payment.id,
        invoice_number: number,
        paid_on: payment.paidOn,
        amount_cents: payment.amountCents,
        source: payment.source,
        bank_reference: payment.bankReference,
        payer: payment.payer,
      }));
    },
  },
  {
    // The days a staff member is booked for (one row per period of a confirmed order).
    name: "assignments",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(confirmedAssignments)
        .where(eq(confirmedAssignments.staffId, subject.id))
        .orderBy(asc(confirmedAssignments.createdAt));
      return rows.map((row) => ({
        id: row.id,
        order_id: row.orderId,
        period: row.period,
        created_at: row.createdAt.toISOString(),
      }));
    },
  },
  {
    // Order history the person caused or is named in (a proposal names the candidate),
    // also in other people's orders; an owner's own orders carry theirs above too.
    name: "order_events",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(searchOrderEvents)
        .where(
          or(
            eq(searchOrderEvents.actorId, subject.id),
            eq(searchOrderEvents.subjectId, subject.id),
          ),
        )
        .orderBy(asc(searchOrderEvents.createdAt));
      return rows.map((row) => ({
        id: row.id,
        order_id: row.orderId,
        status: row.status,
        by_you: row.actorId === subject.id,
        note: row.note,
        created_at: row.createdAt.toISOString(),
      }));
    },
  },
  {
    // The audit log's entries about the person, in the console's words, without the
    // operators' identities: who acted is "you", "operator" or "system".
    name: "audit",
    collect: (db, subject) => gather(auditBatches(db, subject)),
    batches: auditBatches,
  },
];

/** The whole export: one key per section, in the order of `sections`. */
export async function collectExport(
  db: Database,
  subject: ExportSubject,
  sections: readonly ExportSection[] = exportSections,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = { exported_at: new Date().toISOString() };
  for (const section of sections) data[section.name] = await section.collect(db, subject);
  return data;
}
