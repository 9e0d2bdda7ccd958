import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every operator action (docs/product.md, "Operator console"): who, when, what, on which
 * record. The actor's e-mail is copied, so the entry stays readable after the account
 * is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    /** Dotted verb, e.g. "staff.activate", "order.accept", "service_request.status". */
    action: text().notNull(),
    /** Kind and id of the record acted on, e.g. "user" / its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    /** What changed, e.g. { from: "sent", to: "accepted" } or a reason. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_target_idx").on(table.targetType, table.targetId),
    // Entries about one person (server/audit/concerning.ts): each way an entry can name
    // someone has an index, so a detail page never reads the whole log (issue 29).
    index("audit_log_actor_idx").on(table.actorId),
    index("audit_log_target_id_idx").on(table.targetId),
    index("audit_log_details_user_idx").on(sql`(${table.details}->>'user_id')`),
    index("audit_log_details_staff_idx").on(sql`(${table.details}->>'staffId')`),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
