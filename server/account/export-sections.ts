import { and, eq, inArray, sql } from "drizzle-orm";
import type { AuthenticatedAccount } from "../auth/require-role";
import { ownerInvoices } from "../billing/invoice-queries";
import type { Database } from "../db/client";
import {
  cleaningRequests,
  consentRecords,
  courierRequests,
  jobApplications,
  savedSearches,
  searchOrderEvents,
  searchOrderPeriods,
  searchOrders,
} from "../db/schema";
import { ownPlacements } from "../placements/own-placements";
import { loadAccountView } from "./profile-view";

/** Who is exporting: the logged-in account. */
export type ExportSubject = Pick<AuthenticatedAccount, "id" | "email" | "role">;

/**
 * One part of a person's data export (GET /api/account/export). Each area of the
 * platform adds its provider to `exportSections`.
 */
export interface ExportSection {
  name: string;
  collect(db: Database, subject: ExportSubject): Promise<unknown>;
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
    name: "documents",
    collect: async (db, subject) => (await loadAccountView(db, subject.id))?.documents ?? [],
  },
  {
    name: "consents",
    async collect(db, subject) {
      const rows = await db
        .select()
        .from(consentRecords)
        .where(
          and(
            eq(consentRecords.subjectId, subject.id),
            inArray(consentRecords.subject, ["owner_registration", "staff_registration"]),
          ),
        );
      return rows.map((row) => ({
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
    // Service requests carry no account: they are the person's by e-mail address.
    name: "service_requests",
    async collect(db, subject) {
      const email = subject.email.toLowerCase();
      const [courier, cleaning] = await Promise.all([
        db.select().from(courierRequests).where(sql`lower(${courierRequests.email}) = ${email}`),
        db.select().from(cleaningRequests).where(sql`lower(${cleaningRequests.email}) = ${email}`),
      ]);
      return { courier, cleaning };
    },
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
        db.select().from(searchOrderEvents).where(inArray(searchOrderEvents.orderId, ids)),
      ]);
      return orders.map((order) => ({
        ...order,
        periods: periods.filter((period) => period.orderId === order.id),
        history: events.filter((event) => event.orderId === order.id),
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
    // The invoices addressed to an owner, as /konto lists them (a staff member has none).
    name: "invoices",
    collect: (db, subject) => ownerInvoices(db, subject.id),
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
