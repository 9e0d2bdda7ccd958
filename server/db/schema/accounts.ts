import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ACCOUNT_STATUSES, FEDERAL_STATES, ROLES, STAFF_PROFESSIONS } from "../../../domain/enums";

export const userRole = pgEnum("user_role", ROLES);

/**
 * Where an account stands (docs/product.md, "Accounts"):
 * - `unverified`: an owner who has not yet followed the e-mail link;
 * - `inactive`: staff waiting for the operator to activate them;
 * - `active`: may log in;
 * - `blocked`: the operator blocked the account (reason in `blocked_reason`).
 */
export const accountStatus = pgEnum("account_status", ACCOUNT_STATUSES);

export const staffProfession = pgEnum("staff_profession", STAFF_PROFESSIONS);

/** Every account: pharmacy owners, staff (role `pharmacist`) and operators (`admin`). */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored in lower case; unique whatever the case (index below). */
    email: text().notNull(),
    /** argon2id, PHC string format. */
    passwordHash: text().notNull(),
    role: userRole().notNull(),
    status: accountStatus().notNull(),
    /** Mr, Mrs (owners) or Ms (staff); null when not given. */
    salutation: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** International format, "+49…". Empty for operators created on the command line. */
    phone: text().notNull().default(""),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }),
    /** The operator who activated a staff account. */
    activatedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    blockedReason: text(),
    /** When the inactivity notice went out (24 months without login); cleared on login. */
    inactivityNoticeAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    index("users_role_status_idx").on(table.role, table.status),
    check("users_salutation_check", sql`${table.salutation} in ('Mr', 'Mrs', 'Ms')`),
  ],
);

/** What a pharmacy owner registered about the pharmacy. */
export const pharmacyProfiles = pgTable(
  "pharmacy_profiles",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    pharmacyName: text().notNull(),
    street: text().notNull(),
    streetNumber: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    /** Derived from the postcode (server/postcodes); null for rows older than migration 0013. */
    state: text(),
    wwsSoftware: text().array().notNull(),
    message: text(),
  },
  () => [
    check(
      "pharmacy_profiles_state_check",
      sql.raw(
        `state is null or state in (${FEDERAL_STATES.map((code) => `'${code}'`).join(", ")})`,
      ),
    ),
  ],
);

/**
 * An owner's branch (Filiale): a Filialverbund is the main pharmacy (pharmacy_profiles)
 * plus up to three branches (docs/decisions/0035-pharmacy-branches.md). A removed
 * branch keeps its row (`removed_at`) so that earlier orders still name it; the rows go
 * with the account.
 */
export const pharmacyBranches = pgTable(
  "pharmacy_branches",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    street: text().notNull(),
    streetNumber: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    /** Derived from the postcode (server/postcodes). */
    state: text().notNull(),
    /** International format, "+49…". */
    phone: text().notNull(),
    wwsSoftware: text().array().notNull(),
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index("pharmacy_branches_owner_idx").on(table.ownerId),
    check(
      "pharmacy_branches_state_check",
      sql.raw(`state in (${FEDERAL_STATES.map((code) => `'${code}'`).join(", ")})`),
    ),
  ],
);

/** What a substitute pharmacist, PTA or PKA registered. */
export const staffProfiles = pgTable("staff_profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profession: staffProfession().notNull(),
  street: text().notNull(),
  streetNumber: text().notNull(),
  postalCode: text().notNull(),
  city: text().notNull(),
  wwsSoftware: text().array().notNull(),
  /** "Experience": working since this day. */
  experienceSince: date({ mode: "string" }).notNull(),
  /** USt-IdNr., e.g. DE123456789; null until the person fills in the profile. */
  vatId: text(),
  /** Capacity: days per week the person can work (1 to 7). */
  capacityDaysPerWeek: integer(),
  /** Availability: free text or periods ("ab 1. März montags bis mittwochs"). */
  availability: text(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AccountStatus = User["status"];
export type PharmacyProfile = typeof pharmacyProfiles.$inferSelect;
export type StaffProfile = typeof staffProfiles.$inferSelect;
export type PharmacyBranch = typeof pharmacyBranches.$inferSelect;
