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
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
