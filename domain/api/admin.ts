import { INVOICE_STATUSES } from "../billing/invoice-status";
import { isIsoDate } from "../dates";
import {
  ACCOUNT_STATUSES,
  EMAIL_STATUSES,
  FEDERAL_STATES,
  JOB_OFFER_TYPES,
  ROLES,
  SALUTATIONS,
  SERVICE_REQUEST_STATUSES,
  STAFF_PROFESSIONS,
  WWS_SOFTWARE,
} from "../enums";
import { APPLICATION_STATUSES, PLACEMENT_STATUSES } from "../placement-status";
import { SEARCH_ORDER_STATUSES } from "../search-order-status";
import { z } from "../zod";
import {
  accountSummary,
  branchResponse,
  documentResponse,
  pharmacyResponse,
  staffProfileResponse,
} from "./accounts";
import { urgentCoverDetail } from "./urgent-cover";

/** The operator console's answers (docs/product.md, "Operator console"). */

/** GET /api/admin/overview: the counts on the console's start page. */
export const consoleOverviewAnswer = z.object({
  inactive_staff: z.number().int(),
  blocked_accounts: z.number().int(),
  owners: z.number().int(),
  staff: z.number().int(),
  new_courier_requests: z.number().int(),
  new_cleaning_requests: z.number().int(),
  failed_emails: z.number().int(),
  pending_emails: z.number().int(),
  /**
   * Whether mail reaches the SMTP server, as the answering process last found (checked at
   * its start and by every delivery): ok, failing (with the server's reason), off (no
   * SMTP_URL) or unchecked (the first check still runs).
   */
  mail_delivery: z.object({
    state: z.enum(["ok", "failing", "off", "unchecked"]),
    message: z.string().optional(),
    since: z.string().optional(),
  }),
});

/** GET /api/admin/documents: a staff member's documents (metadata). */
export const staffDocumentsAnswer = z.object({ documents: z.array(documentResponse) });
export const staffDocumentsQuery = z.object({ user_id: z.uuid() });

// --- Account actions: ids travel in the JSON body, not the path.

export const accountIdBody = z.object({ id: z.uuid() });

/** Blocking an account or refusing a registration: the reason is mailed to the person. */
export const accountReasonBody = z.object({
  id: z.uuid(),
  reason: z
    .string({ error: "accountReason.required" })
    .trim()
    .min(3, { error: "accountReason.tooShort" })
    .max(500, { error: "accountReason.tooLong" }),
});

// --- The console lists: one query shape, a page of items (server/admin/admin-list.ts).

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/**
 * The query string every console list understands: `q` (search), `sort`, `dir`,
 * `page` (from 1) and `per_page`, plus the list's own filters. The long lists page by
 * keyset instead: `after` is the id of the last row shown, the answer's `next`
 * (docs/decisions/0062-keyset-pages-and-streams.md).
 */
export function listQuerySchema<Sort extends string, Filters extends z.ZodRawShape>(
  sortKeys: readonly [Sort, ...Sort[]],
  filters: Filters,
) {
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortKeys).optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
    after: z.uuid().optional(),
    ...filters,
  });
}

export const pageInfo = z.object({
  /** Matching rows, counted no further than the server's cap (issue 29). */
  total: z.number().int(),
  /** False when more rows match than `total` says: the count stopped at its cap. */
  total_exact: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
  /**
   * Keyset lists only: the `after` of the following page, null on the last one. A
   * following page (`after` given) counts nothing: `total` 0, `total_exact` false.
   */
  next: z.string().nullable().optional(),
});

/** A list's answer: one page of `item`s and the total. */
export function listPage<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), ...pageInfo.shape });
}

const accountStatus = z.enum(ACCOUNT_STATUSES);

/** What both account lists show of the account itself. */
const accountFields = {
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  status: accountStatus,
  blocked_reason: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
};

export const ownerQuery = listQuerySchema(
  ["created_at", "email", "last_name", "pharmacy_name", "city"],
  { status: accountStatus.optional() },
);
export const ownerItem = z.object({
  ...accountFields,
  pharmacy_name: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** The Filialverbund: the owner's current branches (docs/decisions/0035). */
  branches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      phone: z.string(),
    }),
  ),
});
export const ownerPage = listPage(ownerItem);

export const staffQuery = listQuerySchema(["created_at", "email", "last_name", "city"], {
  status: accountStatus.optional(),
  iam: z.enum(STAFF_PROFESSIONS).optional(),
});
export const staffItem = z.object({
  ...accountFields,
  iam: z.enum(STAFF_PROFESSIONS),
  postal_code: z.string(),
  city: z.string(),
  wws_software: z.array(z.string()),
  /** Working since (YYYY-MM-DD). */
  experience_since: z.string(),
});
export const staffPage = listPage(staffItem);

const mailStatus = z.enum(EMAIL_STATUSES);
export const emailQuery = listQuerySchema(["created_at", "recipient", "status", "attempts"], {
  status: mailStatus.optional(),
  template: z.string().trim().max(100).optional(),
});
export const emailItem = z.object({
  id: z.string(),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: mailStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const emailPage = listPage(emailItem);

const isoDay = z.string().trim().refine(isIsoDate, "Expected a date YYYY-MM-DD");

/** The filters of the audit log, besides paging and sorting. */
export const auditFilters = {
  /** A person's name, e-mail address or pharmacy (part of it). */
  person: z.string().trim().max(255).optional(),
  action: z.string().trim().max(100).optional(),
  /** First and last day, inclusive, in Europe/Berlin. */
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const auditQuery = listQuerySchema(["created_at", "actor_email", "action"], auditFilters);

const role = z.enum(ROLES).nullable();

/**
 * One audit entry as the console reads it (docs/decisions/0037-readable-audit-log.md):
 * actor and subject by name and e-mail, the action in German, the details as lines.
 */
export const auditEntryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.string(),
  action_label: z.string(),
  /** The record acted on, as stored (e.g. "user" and its id). */
  target_type: z.string(),
  target_id: z.string(),
  /** Who acted. `user_id` only while the account exists (the console links to it). */
  actor: z.object({
    name: z.string(),
    email: z.string().nullable(),
    user_id: z.string().nullable(),
    role,
  }),
  /** What the entry is about; a person or the record of one (order, invoice, …). */
  subject: z.object({
    label: z.string(),
    email: z.string().nullable(),
    user_id: z.string().nullable(),
    role,
  }),
  lines: z.array(z.string()),
});
export const auditPage = listPage(auditEntryItem);

const requestStatus = z.enum(SERVICE_REQUEST_STATUSES);
export const requestQuery = listQuerySchema(["created_at", "pharmacy_name", "status", "zip_code"], {
  status: requestStatus.optional(),
});
export const requestItem = z.object({
  id: z.string(),
  status: requestStatus,
  pharmacy_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  street: z.string(),
  zip_code: z.string(),
  /** Courier: delivery area; cleaning: rooms, area and tasks. */
  summary: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const requestPage = listPage(requestItem);

export const invoiceQuery = listQuerySchema(["issue_date", "number", "due_date", "gross"], {
  status: z.enum(INVOICE_STATUSES).optional(),
});
export const invoiceItem = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(["invoice", "cancellation"]),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.string(),
  due_date: z.string(),
  service_start: z.string(),
  service_end: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  paid_on: z.string().nullable(),
  reminder_count: z.number().int(),
  order_id: z.string().nullable(),
  cancellation_number: z.string().nullable(),
  created_at: z.string(),
});
export const invoicePage = listPage(invoiceItem);

// --- Courier and cleaning requests.

export const serviceRequestType = z.enum(["courier", "cleaning"]);

const requestFields = {
  id: z.uuid(),
  status: requestStatus,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  pharmacy_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  street: z.string(),
  zip_code: z.string(),
  gender: z.enum(SALUTATIONS),
  first_name: z.string(),
  last_name: z.string(),
};

/** PATCH /api/admin/service-requests/:type/:id: the request as it is now. */
export const serviceRequestStatusAnswer = z.object({
  request: z.union([
    z.object({
      ...requestFields,
      existing_delivery_area: z.string(),
      existing_delivery_equipment: z.string(),
      existing_software: z.array(z.enum(WWS_SOFTWARE)),
    }),
    z.object({
      ...requestFields,
      city: z.string(),
      room_count: z.number().int(),
      sqm: z.number().nullable(),
      tasks_should: z.string(),
    }),
  ]),
});
export const serviceRequestStatusBody = z.object({ status: requestStatus });

// --- One owner's or staff member's detail page (docs/decisions/0038-console-detail-pages.md).

const nullableString = z.string().nullable();

export const accountDetailResponse = z.object({
  account: accountSummary.extend({
    blocked_reason: nullableString,
    email_verified_at: nullableString,
    activated_at: nullableString,
    inactivity_notice_at: nullableString,
  }),
  /** Owners: the pharmacy (null for staff). */
  pharmacy: pharmacyResponse.extend({ state: z.enum(FEDERAL_STATES).nullable() }).nullable(),
  /** Owners: the branches besides the main pharmacy (docs/decisions/0035). */
  branches: z.array(branchResponse),
  /** Staff: the profile with its completeness (null for owners). */
  staff: staffProfileResponse.nullable(),
  /** Staff: the search alerts, i.e. the regions and kinds of work the person looks for. */
  alerts: z.array(
    z.object({
      id: z.string(),
      type: z.enum(JOB_OFFER_TYPES),
      location: z.string(),
      state: z.enum(FEDERAL_STATES).nullable(),
      start_date: nullableString,
      end_date: nullableString,
      paused: z.boolean(),
    }),
  ),
  documents: z.array(documentResponse.extend({ kind_label: z.string() })),
  /** Owners: their search orders. */
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.enum(SEARCH_ORDER_STATUSES),
      /** The main pharmacy's or the branch's name. */
      pharmacy_name: nullableString,
      type: z.enum(JOB_OFFER_TYPES),
      role: z.enum(STAFF_PROFESSIONS),
      city: z.string(),
      first_day: nullableString,
      last_day: nullableString,
      created_at: z.string(),
      sent_at: nullableString,
    }),
  ),
  /** Staff: their applications, with the order they apply to. */
  applications: z.array(
    z.object({
      id: z.string(),
      order_id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      pharmacy_name: nullableString,
      type: z.enum(JOB_OFFER_TYPES),
      role: z.enum(STAFF_PROFESSIONS),
      city: z.string(),
      first_day: nullableString,
      last_day: nullableString,
      created_at: z.string(),
      status_changed_at: z.string(),
    }),
  ),
  /** Urgent cover: availability, favourites and blocks, ratings (operators only), offers. */
  urgent_cover: urgentCoverDetail,
  /** Placements in which the person is the pharmacy or the substitute. */
  placements: z.array(
    z.object({
      id: z.string(),
      status: z.enum(PLACEMENT_STATUSES),
      type: z.enum(JOB_OFFER_TYPES),
      role: z.enum(STAFF_PROFESSIONS),
      pharmacy_name: z.string(),
      staff_name: z.string(),
      first_day: z.string(),
      last_day: z.string(),
      confirmed_at: z.string(),
      /** The provider's invoice copy, downloadable by the operator. */
      invoice_copy_name: nullableString,
    }),
  ),
  /** Mails to the person's current address, newest first. */
  emails: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      status: z.enum(EMAIL_STATUSES),
      created_at: z.string(),
      sent_at: nullableString,
    }),
  ),
  emails_total: z.number().int(),
  /** Audit entries about the person (as actor or subject), newest first. */
  audit: z.array(auditEntryItem),
  audit_total: z.number().int(),
});
export type AccountDetail = z.infer<typeof accountDetailResponse>;
