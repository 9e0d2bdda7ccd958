import { INVOICE_STATUSES } from "../billing/invoice-status";
import {
  ACCOUNT_STATUSES,
  EMAIL_STATUSES,
  SALUTATIONS,
  SERVICE_REQUEST_STATUSES,
  STAFF_PROFESSIONS,
  WWS_SOFTWARE,
} from "../enums";
import { z } from "../zod";
import { documentResponse } from "./accounts";

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
    .string({ error: "Bitte geben Sie einen Grund an." })
    .trim()
    .min(3, "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).")
    .max(500, "Der Grund darf höchstens 500 Zeichen lang sein."),
});

// --- The console lists: one query shape, a page of items (server/admin/admin-list.ts).

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/**
 * The query string every console list understands: `q` (search), `sort`, `dir`,
 * `page` (from 1) and `per_page`, plus the list's own filters.
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
    ...filters,
  });
}

export const pageInfo = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
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

export const auditQuery = listQuerySchema(["created_at", "actor_email", "action"], {
  action: z.string().trim().max(100).optional(),
});
export const auditItem = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditPage = listPage(auditItem);

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
