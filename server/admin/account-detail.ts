import { and, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AccountDetail } from "../../domain/api/admin";
import { DOCUMENT_KIND_LABELS } from "../../domain/console-labels";
import type { FederalState } from "../../domain/enums";
import { personAddresses } from "../accounts/person-addresses";
import { loadAccountView } from "../accounts/profile-view";
import { latestEntriesConcerningAccount } from "../audit/concerning";
import type { Database } from "../db/client";
import {
  jobApplications,
  outboxEmails,
  pharmacyBranches,
  pharmacyProfiles,
  placements,
  savedSearches,
  searchOrderPeriods,
  searchOrders,
  users,
} from "../db/schema";
import { urgentCoverDetail } from "../job-board/urgent-cover-records";
import { describeAuditEntries } from "./audit-entries";

/** How many mails and log entries the page lists; the lists of the console hold the rest. */
export const DETAIL_RECENT_LIMIT = 50;
/** Orders, applications and placements: a person has few; this only bounds the page. */
const DETAIL_RECORDS_LIMIT = 200;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** First and last day of each order, from its periods. */
async function orderSpans(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { first: string; last: string }>();
  const rows = await db
    .select({
      orderId: searchOrderPeriods.orderId,
      first: sql<string>`min(${searchOrderPeriods.startDate})::text`,
      last: sql<string>`max(${searchOrderPeriods.endDate})::text`,
    })
    .from(searchOrderPeriods)
    .where(inArray(searchOrderPeriods.orderId, orderIds))
    .groupBy(searchOrderPeriods.orderId);
  return new Map(rows.map((row) => [row.orderId, { first: row.first, last: row.last }]));
}

/**
 * Everything the console's detail page shows of one owner or staff account
 * (docs/decisions/0038-console-detail-pages.md); null for an unknown id or an operator.
 */
export async function loadAccountDetail(db: Database, id: string): Promise<AccountDetail | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, "admin")));
  if (!user) return null;
  // Mails to every address the account had or asked to move to, as the export lists them.
  const addresses = await personAddresses(db, id, user.email);
  const recipient = inArray(sql`lower(${outboxEmails.recipient})`, addresses);

  const [
    view,
    [pharmacy],
    branchNames,
    alerts,
    orders,
    applications,
    placementRows,
    mails,
    [mailCount],
    audit,
    urgentCover,
  ] = await Promise.all([
    loadAccountView(db, id),
    db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.userId, id)),
    // Removed branches too: ended orders still name the pharmacy they were for.
    db
      .select({ id: pharmacyBranches.id, name: pharmacyBranches.name })
      .from(pharmacyBranches)
      .where(eq(pharmacyBranches.ownerId, id)),
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, id))
      .orderBy(desc(savedSearches.createdAt)),
    db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.ownerId, id))
      .orderBy(desc(searchOrders.createdAt))
      .limit(DETAIL_RECORDS_LIMIT),
    db
      .select({
        application: jobApplications,
        order: searchOrders,
        pharmacyName: pharmacyProfiles.pharmacyName,
      })
      .from(jobApplications)
      .innerJoin(searchOrders, eq(searchOrders.id, jobApplications.orderId))
      .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
      .where(eq(jobApplications.staffId, id))
      .orderBy(desc(jobApplications.createdAt))
      .limit(DETAIL_RECORDS_LIMIT),
    db
      .select()
      .from(placements)
      .where(or(eq(placements.ownerId, id), eq(placements.staffId, id)))
      .orderBy(desc(placements.firstDay))
      .limit(DETAIL_RECORDS_LIMIT),
    db
      .select()
      .from(outboxEmails)
      .where(recipient)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(DETAIL_RECENT_LIMIT),
    db.select({ total: count() }).from(outboxEmails).where(recipient),
    latestEntriesConcerningAccount(db, id, DETAIL_RECENT_LIMIT),
    urgentCoverDetail(db, id),
  ]);
  const branchName = new Map(branchNames.map((branch) => [branch.id, branch.name]));
  const spans = await orderSpans(db, [
    ...orders.map((order) => order.id),
    ...applications.map((row) => row.order.id),
  ]);

  if (!view) return null; // deleted meanwhile
  return {
    account: {
      ...view.account,
      blocked_reason: user.blockedReason,
      email_verified_at: iso(user.emailVerifiedAt),
      activated_at: iso(user.activatedAt),
      inactivity_notice_at: iso(user.inactivityNoticeAt),
    },
    pharmacy:
      view.pharmacy && pharmacy
        ? { ...view.pharmacy, state: (pharmacy.state as FederalState | null) ?? null }
        : null,
    branches: view.branches,
    staff: view.staff,
    urgent_cover: urgentCover,
    alerts: alerts.map((alert) => ({
      id: alert.id,
      type: alert.type,
      location: alert.location,
      state: alert.state,
      start_date: alert.startDate,
      end_date: alert.endDate,
      paused: alert.pausedAt !== null,
    })),
    documents: view.documents.map((document) => ({
      ...document,
      kind_label: DOCUMENT_KIND_LABELS[document.kind],
    })),
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      pharmacy_name: order.branchId
        ? (branchName.get(order.branchId) ?? null)
        : (pharmacy?.pharmacyName ?? null),
      type: order.type,
      role: order.role,
      city: order.city,
      first_day: spans.get(order.id)?.first ?? null,
      last_day: spans.get(order.id)?.last ?? null,
      created_at: order.createdAt.toISOString(),
      sent_at: iso(order.sentAt),
    })),
    applications: applications.map(({ application, order, pharmacyName }) => ({
      id: application.id,
      order_id: order.id,
      status: application.status,
      pharmacy_name: pharmacyName,
      type: order.type,
      role: order.role,
      city: order.city,
      first_day: spans.get(order.id)?.first ?? null,
      last_day: spans.get(order.id)?.last ?? null,
      created_at: application.createdAt.toISOString(),
      status_changed_at: application.statusChangedAt.toISOString(),
    })),
    placements: placementRows.map((placement) => ({
      id: placement.id,
      status: placement.status,
      type: placement.type,
      role: placement.role,
      pharmacy_name: placement.pharmacyName,
      staff_name: placement.staffName,
      first_day: placement.firstDay,
      last_day: placement.lastDay,
      confirmed_at: placement.confirmedAt.toISOString(),
      invoice_copy_name: placement.invoiceCopyKey
        ? (placement.invoiceCopyName ?? "rechnung.pdf")
        : null,
    })),
    emails: mails.map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      status: mail.status,
      created_at: mail.createdAt.toISOString(),
      sent_at: iso(mail.sentAt),
    })),
    emails_total: mailCount?.total ?? 0,
    audit: await describeAuditEntries(db, audit.entries),
    audit_total: audit.total,
  };
}
