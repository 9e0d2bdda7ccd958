import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PUSH_STATUSES } from "../../../domain/enums";
import { users } from "./accounts";

/**
 * A browser (device) where a person allowed push notifications: the push service's
 * endpoint and the keys that encrypt for it (RFC 8291). One row per endpoint; a device
 * that subscribes again replaces its keys. Removed when the person switches push off on
 * that device, when the push service answers 404 or 410, and with the account (ON DELETE
 * CASCADE). Personal data: in the data export (docs/decisions/0053-web-push-queue.md).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** An https address on an allow-listed push service host (server/push/push-hosts.ts). */
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret, base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushStatus = pgEnum("push_status", PUSH_STATUSES);

/**
 * The push queue, like the mail outbox: one row per device and event
 * (`event_key`, e.g. "offer:<order id>"), never two (unique index), so an event reaches a
 * device at most once however often it is queued. The push worker claims due rows with
 * a lease and retries with backoff (server/push/push-worker.ts).
 */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventKey: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Opened when the notification is clicked: a path of this site. */
    url: text().notNull(),
    status: pushStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_messages_device_event_idx").on(table.subscriptionId, table.eventKey),
    index("push_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("push_messages_user_idx").on(table.userId),
  ],
);

export type PushMessage = typeof pushMessages.$inferSelect;

/**
 * The site's VAPID key pair (RFC 8292), made at the first start and kept here, so every
 * process signs with the same key and browsers' subscriptions stay valid across
 * restarts. One row (id 1).
 */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("vapid_keys_one_row", sql`${table.id} = 1`)],
);
