import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { SALUTATIONS, SERVICE_REQUEST_STATUSES, type WwsSoftware } from "../../../domain/enums";

export const serviceRequestStatus = pgEnum("service_request_status", SERVICE_REQUEST_STATUSES);
export const serviceSalutation = pgEnum("service_salutation", SALUTATIONS);

/** Columns both kinds of request share: who asks, and where the agency is with it. */
const requestColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  status: serviceRequestStatus().notNull().default("new"),
  pharmacyName: text().notNull(),
  email: text().notNull(),
  telephone: text().notNull(),
  gender: serviceSalutation().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  /** Street and house number. */
  street: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Courier service requests (POST /api/boten-service), stored before any mail is queued. */
export const courierRequests = pgTable(
  "courier_requests",
  {
    ...requestColumns(),
    /** Postcode and city in one field, as the form asks. */
    zipCode: text().notNull(),
    deliveryArea: text().notNull(),
    deliveryEquipment: text().notNull(),
    software: text().array().notNull().$type<WwsSoftware[]>(),
  },
  (table) => [
    index("courier_requests_status_created_idx").on(table.status, table.createdAt),
    // The console's list, newest first, paged by keyset; a search walks it (docs/decisions/0062).
    index("courier_requests_created_idx").on(table.createdAt),
  ],
);

/** Cleaning service requests (POST /api/reinigung-service). */
export const cleaningRequests = pgTable(
  "cleaning_requests",
  {
    ...requestColumns(),
    zipCode: text().notNull(),
    city: text().notNull(),
    roomCount: integer().notNull(),
    /** Square metres; decimals allowed, optional. */
    sqm: doublePrecision(),
    tasks: text().notNull(),
  },
  (table) => [
    index("cleaning_requests_status_created_idx").on(table.status, table.createdAt),
    // The console's list, newest first, paged by keyset (docs/decisions/0062).
    index("cleaning_requests_created_idx").on(table.createdAt),
    check("cleaning_requests_room_count_range", sql`${table.roomCount} between 1 and 100`),
    check(
      "cleaning_requests_sqm_range",
      sql`${table.sqm} is null or ${table.sqm} between 1 and 10000`,
    ),
  ],
);

export type CourierRequestRow = typeof courierRequests.$inferSelect;
export type CleaningRequestRow = typeof cleaningRequests.$inferSelect;
