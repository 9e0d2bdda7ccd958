import { and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { auditEntryItem } from "../../domain/api/admin";
import { auditActionLabel, auditDetailLines } from "../../domain/audit-text";
import { nextIsoDate, startOfBusinessDay } from "../../domain/dates";
import type { Role } from "../../domain/enums";
import type { z } from "../../domain/zod";
import { concerning } from "../audit/concerning";
import { DELETED_ACCOUNT_ACTOR, SYSTEM_ACTOR } from "../audit/forget-person";
import { accountKey } from "../auth/login-throttle";
import type { Database } from "../db/client";
import {
  type AuditEntry,
  auditLog,
  cleaningRequests,
  courierRequests,
  invoices,
  pharmacyBranches,
  pharmacyProfiles,
  placements,
  searchOrders,
  users,
} from "../db/schema";
import { likePattern } from "./list-query";

/**
 * The audit log as the console reads it (docs/decisions/0037-readable-audit-log.md):
 * actor and subject by name and e-mail, resolved when read (so a renamed person shows
 * the current name, a deleted one "Gelöschtes Konto"), the action in German, the
 * details as "Feld: alt → neu" lines; and the filters by person, action and time.
 */

export type AuditEntryItem = z.infer<typeof auditEntryItem>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The account an entry is about, when it names one. */
function subjectUserId(row: AuditEntry): string | null {
  if ((row.targetType === "user" || row.targetType === "account") && isUuid(row.targetId)) {
    return row.targetId;
  }
  return isUuid(row.details.user_id) ? row.details.user_id : null;
}

const idsOf = (rows: AuditEntry[], type: string) =>
  rows.filter((row) => row.targetType === type && isUuid(row.targetId)).map((row) => row.targetId);

/** Rows of `query` for `ids`, or none without a query when there are no ids. */
async function lookup<T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : query(unique);
}

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  pharmacyName: string | null;
}

function personName(person: Person): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.pharmacyName ? `${name}, ${person.pharmacyName}` : name;
}

/** The console's view of a page of audit entries: a handful of lookups for the page. */
export async function describeAuditEntries(
  db: Database,
  rows: AuditEntry[],
): Promise<AuditEntryItem[]> {
  const [orders, invoiceRows, placementRows, courier, cleaning, branches] = await Promise.all([
    lookup(idsOf(rows, "search_order"), (ids) =>
      db
        .select({ id: searchOrders.id, ownerId: searchOrders.ownerId })
        .from(searchOrders)
        .where(inArray(searchOrders.id, ids)),
    ),
    lookup(idsOf(rows, "invoice"), (ids) =>
      db
        .select({ id: invoices.id, number: invoices.number, buyerId: invoices.buyerId })
        .from(invoices)
        .where(inArray(invoices.id, ids)),
    ),
    lookup(idsOf(rows, "placement"), (ids) =>
      db
        .select({
          id: placements.id,
          staffName: placements.staffName,
          pharmacyName: placements.pharmacyName,
        })
        .from(placements)
        .where(inArray(placements.id, ids)),
    ),
    lookup(idsOf(rows, "courier_request"), (ids) =>
      db
        .select({
          id: courierRequests.id,
          pharmacyName: courierRequests.pharmacyName,
          email: courierRequests.email,
        })
        .from(courierRequests)
        .where(inArray(courierRequests.id, ids)),
    ),
    lookup(idsOf(rows, "cleaning_request"), (ids) =>
      db
        .select({
          id: cleaningRequests.id,
          pharmacyName: cleaningRequests.pharmacyName,
          email: cleaningRequests.email,
        })
        .from(cleaningRequests)
        .where(inArray(cleaningRequests.id, ids)),
    ),
    lookup(idsOf(rows, "pharmacy_branch"), (ids) =>
      db
        .select({
          id: pharmacyBranches.id,
          name: pharmacyBranches.name,
          ownerId: pharmacyBranches.ownerId,
        })
        .from(pharmacyBranches)
        .where(inArray(pharmacyBranches.id, ids)),
    ),
  ]);
  const branchOf = new Map(branches.map((branch) => [branch.id, branch]));
  const orderOwner = new Map(orders.map((order) => [order.id, order.ownerId]));
  const invoiceOf = new Map(invoiceRows.map((invoice) => [invoice.id, invoice]));
  const placementOf = new Map(placementRows.map((placement) => [placement.id, placement]));
  const requestOf = new Map([...courier, ...cleaning].map((request) => [request.id, request]));

  const personIds = [
    ...rows.map((row) => row.actorId).filter(isUuid),
    ...rows.map(subjectUserId).filter(isUuid),
    ...orders.map((order) => order.ownerId),
    ...branches.map((branch) => branch.ownerId),
    ...invoiceRows.map((invoice) => invoice.buyerId).filter(isUuid),
    ...rows.map((row) => row.details.staffId).filter(isUuid),
  ];
  const people = await lookup(personIds, (ids) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        pharmacyName: pharmacyProfiles.pharmacyName,
      })
      .from(users)
      .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
      .where(inArray(users.id, ids)),
  );
  const personOf = new Map(people.map((person) => [person.id, person]));

  /** A person as the subject: linked to the detail page unless an operator. */
  const personSubject = (person: Person, label = personName(person)) => ({
    label,
    email: person.email,
    user_id: person.role === "admin" ? null : person.id,
    role: person.role,
  });
  const thing = (label: string) => ({ label, email: null, user_id: null, role: null });

  function actorOf(row: AuditEntry): AuditEntryItem["actor"] {
    if (row.actorEmail === SYSTEM_ACTOR)
      return { name: "System", email: null, user_id: null, role: null };
    if (row.actorEmail === DELETED_ACCOUNT_ACTOR) {
      return { name: "Gelöschtes Konto", email: null, user_id: null, role: null };
    }
    const person = row.actorId ? personOf.get(row.actorId) : undefined;
    if (!person) return { name: row.actorEmail, email: row.actorEmail, user_id: null, role: null };
    return {
      name: personName(person),
      email: person.email,
      user_id: person.role === "admin" ? null : person.id,
      role: person.role,
    };
  }

  function subjectOf(row: AuditEntry): AuditEntryItem["subject"] {
    const details = row.details;
    const userId = subjectUserId(row);
    const person = userId ? personOf.get(userId) : undefined;
    switch (row.targetType) {
      case "user":
      case "account": {
        if (person) return personSubject(person);
        if (row.targetType === "account" && !userId) {
          // A throttled login for an address without an account: the actor is that address.
          return { label: "Adresse ohne Konto", email: row.actorEmail, user_id: null, role: null };
        }
        const email = typeof details.email === "string" ? details.email : null;
        return { label: "Gelöschtes Konto", email, user_id: null, role: null };
      }
      case "user_document":
        return person
          ? personSubject(person, `Dokument von ${personName(person)}`)
          : thing("Dokument eines gelöschten Kontos");
      case "search_order": {
        const owner = personOf.get(orderOwner.get(row.targetId) ?? "");
        return owner
          ? personSubject(owner, `Suchauftrag von ${owner.pharmacyName ?? personName(owner)}`)
          : thing("Suchauftrag (gelöscht)");
      }
      case "invoice": {
        const invoice = invoiceOf.get(row.targetId);
        const label = `Rechnung ${invoice?.number ?? details.number ?? ""}`.trim();
        const buyer = personOf.get(invoice?.buyerId ?? "");
        return buyer ? personSubject(buyer, label) : thing(label);
      }
      case "pharmacy_branch": {
        const branch = branchOf.get(row.targetId);
        const owner = personOf.get(branch?.ownerId ?? "");
        const label = `Filiale ${branch?.name ?? details.name ?? ""}`.trim();
        return owner ? personSubject(owner, label) : thing(label);
      }
      case "placement": {
        const placement = placementOf.get(row.targetId);
        return thing(
          placement ? `Einsatz von ${placement.staffName} in ${placement.pharmacyName}` : "Einsatz",
        );
      }
      case "courier_request":
      case "cleaning_request": {
        const kind = row.targetType === "courier_request" ? "Botenanfrage" : "Reinigungsanfrage";
        const request = requestOf.get(row.targetId);
        if (!request) return thing(kind);
        return { ...thing(`${kind} von ${request.pharmacyName}`), email: request.email };
      }
      case "outbox_email":
        return {
          label: "E-Mail",
          email: typeof details.recipient === "string" ? details.recipient : null,
          user_id: null,
          role: null,
        };
      case "default_price_list":
        return thing("Standard-Preisliste");
      default:
        return thing(`${row.targetType} ${row.targetId.slice(0, 8)}`);
    }
  }

  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    action_label: auditActionLabel(row.action),
    target_type: row.targetType,
    target_id: row.targetId,
    actor: actorOf(row),
    subject: subjectOf(row),
    lines: [...auditDetailLines(row.action, row.details), ...candidateLine(row)],
  }));

  /** The person an operator proposed for an order ("order.propose"). */
  function candidateLine(row: AuditEntry): string[] {
    if (!isUuid(row.details.staffId)) return [];
    const candidate = personOf.get(row.details.staffId);
    return [`Kandidat/-in: ${candidate ? personName(candidate) : "gelöschtes Konto"}`];
  }
}

/**
 * Entries about whoever matches a name or e-mail search: live accounts by name, e-mail
 * or pharmacy; deleted ones by the address an operator's deletion kept, or - typed in
 * full - by its hash, which a self-deletion keeps instead (docs/decisions/0037).
 */
function concerningPerson(search: string): SQL {
  const pattern = likePattern(search);
  const hash = search.includes("@") ? accountKey(search) : null;
  const byHash = hash ? sql` or "deleted"."details"->>'email_hash' = ${hash}` : sql``;
  const people = sql`(
    select ${users.id}::text from ${users}
      left join ${pharmacyProfiles} on ${pharmacyProfiles.userId} = ${users.id}
      where ${users.email} ilike ${pattern}
        or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}
        or ${pharmacyProfiles.pharmacyName} ilike ${pattern}
    union
    select "deleted"."target_id" from "audit_log" "deleted"
      where "deleted"."target_type" = 'user'
        and ("deleted"."details"->>'email' ilike ${pattern}${byHash})
  )`;
  return or(
    ilike(auditLog.actorEmail, pattern),
    sql`${auditLog.details}->>'email' ilike ${pattern}`,
    sql`${auditLog.details}->>'recipient' ilike ${pattern}`,
    sql`${auditLog.details}->>'to' ilike ${pattern}`,
    sql`${auditLog.details}->>'from' ilike ${pattern}`,
    // A throttled login for an address without an account is filed under its hash.
    hash ? eq(auditLog.targetId, hash) : undefined,
    concerning(people),
    // Courier and cleaning requests: by their pharmacy, contact person or address.
    sql`(${auditLog.targetType} in ('courier_request', 'cleaning_request') and ${auditLog.targetId} in (
      ${requestsMatching(courierRequests, pattern)} union ${requestsMatching(cleaningRequests, pattern)}))`,
  )!;
}

/** Ids (as text) of the service requests whose pharmacy, contact person or address match. */
function requestsMatching(
  table: typeof courierRequests | typeof cleaningRequests,
  pattern: string,
) {
  return sql`select ${table.id}::text from ${table}
    where ${table.pharmacyName} ilike ${pattern} or ${table.email} ilike ${pattern}
      or (${table.firstName} || ' ' || ${table.lastName}) ilike ${pattern}`;
}

/** The filters of the audit log, besides paging and sorting. */
export function auditWhere(query: {
  person?: string;
  action?: string;
  from?: string;
  to?: string;
}): SQL | undefined {
  return and(
    query.person ? concerningPerson(query.person) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, startOfBusinessDay(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, startOfBusinessDay(nextIsoDate(query.to))) : undefined,
  );
}
