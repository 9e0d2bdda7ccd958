import { and, asc, eq, exists, ilike, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import {
  type ownerItem,
  ownerPage,
  ownerQuery,
  type staffItem,
  staffPage,
  staffQuery,
} from "../../../domain/api/admin";
import { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";
import { formatGermanDate } from "../../../domain/dates";
import { pharmacyBranches, pharmacyProfiles, staffProfiles, users } from "../../db/schema";
import type { AdminList } from "../admin-list";
import { countAll, likePattern, orderBy, searchAcross } from "../list-query";

function accountView(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    status: user.status,
    blocked_reason: user.blockedReason,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** Pharmacy owners with their pharmacy and its branches (search finds branches too). */
export const ownerList: AdminList<z.infer<typeof ownerQuery>, z.infer<typeof ownerItem>> = {
  path: "/api/admin/owners",
  summary: "List pharmacy owners",
  fileName: "apotheken",
  query: ownerQuery,
  page: ownerPage,
  async fetch(db, query, window) {
    const pattern = query.q ? likePattern(query.q) : undefined;
    // An owner with a current branch whose name, city or postcode matches.
    const branchMatch = pattern
      ? exists(
          db
            .select({ id: pharmacyBranches.id })
            .from(pharmacyBranches)
            .where(
              and(
                eq(pharmacyBranches.ownerId, users.id),
                isNull(pharmacyBranches.removedAt),
                or(
                  ilike(pharmacyBranches.name, pattern),
                  ilike(pharmacyBranches.city, pattern),
                  ilike(pharmacyBranches.postalCode, pattern),
                ),
              ),
            ),
        )
      : undefined;
    const where = and(
      eq(users.role, "pharmacy_owner"),
      query.status ? eq(users.status, query.status) : undefined,
      query.q
        ? or(
            searchAcross(
              [
                users.email,
                users.firstName,
                users.lastName,
                pharmacyProfiles.pharmacyName,
                pharmacyProfiles.city,
                pharmacyProfiles.postalCode,
              ],
              query.q,
            ),
            branchMatch,
          )
        : undefined,
    );
    const sortColumn = {
      created_at: users.createdAt,
      email: users.email,
      last_name: users.lastName,
      pharmacy_name: pharmacyProfiles.pharmacyName,
      city: pharmacyProfiles.city,
    }[query.sort ?? "created_at"];
    const [rows, [count]] = await Promise.all([
      db
        .select({ user: users, pharmacy: pharmacyProfiles })
        .from(users)
        .innerJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
        .where(where)
        .orderBy(...orderBy(sortColumn, query.dir, users.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ total: countAll })
        .from(users)
        .innerJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
        .where(where),
    ]);
    const ownerIds = rows.map(({ user }) => user.id);
    const branches = ownerIds.length
      ? await db
          .select()
          .from(pharmacyBranches)
          .where(
            and(inArray(pharmacyBranches.ownerId, ownerIds), isNull(pharmacyBranches.removedAt)),
          )
          .orderBy(asc(pharmacyBranches.createdAt), asc(pharmacyBranches.id))
      : [];
    return {
      total: count?.total ?? 0,
      // A few thousand accounts: counted exactly.
      exact: true,
      items: rows.map(({ user, pharmacy }) => ({
        ...accountView(user),
        pharmacy_name: pharmacy.pharmacyName,
        postal_code: pharmacy.postalCode,
        city: pharmacy.city,
        branches: branches
          .filter((branch) => branch.ownerId === user.id)
          .map((branch) => ({
            id: branch.id,
            name: branch.name,
            street: `${branch.street} ${branch.streetNumber}`.trim(),
            postal_code: branch.postalCode,
            city: branch.city,
            phone: branch.phone,
          })),
      })),
    };
  },
  csvHeader: [
    "Apotheke",
    "Vorname",
    "Nachname",
    "E-Mail",
    "Telefon",
    "PLZ",
    "Ort",
    "Status",
    "Sperrgrund",
    "Registriert am",
    "Letzte Anmeldung",
    "Filialen",
  ],
  csvRow: (item) => [
    item.pharmacy_name,
    item.first_name,
    item.last_name,
    item.email,
    item.phone,
    item.postal_code,
    item.city,
    ACCOUNT_STATUS_LABELS[item.status],
    item.blocked_reason,
    item.created_at,
    item.last_login_at,
    item.branches
      .map((branch) => `${branch.name}, ${branch.street}, ${branch.postal_code} ${branch.city}`)
      .join("; "),
  ],
};

/** Staff (role pharmacist) with their profession. */
export const staffList: AdminList<z.infer<typeof staffQuery>, z.infer<typeof staffItem>> = {
  path: "/api/admin/staff",
  summary: "List staff accounts",
  fileName: "personal",
  query: staffQuery,
  page: staffPage,
  async fetch(db, query, window) {
    const where = and(
      eq(users.role, "pharmacist"),
      query.status ? eq(users.status, query.status) : undefined,
      query.iam ? eq(staffProfiles.profession, query.iam) : undefined,
      searchAcross(
        [
          users.email,
          users.firstName,
          users.lastName,
          staffProfiles.city,
          staffProfiles.postalCode,
        ],
        query.q,
      ),
    );
    const sortColumn = {
      created_at: users.createdAt,
      email: users.email,
      last_name: users.lastName,
      city: staffProfiles.city,
    }[query.sort ?? "created_at"];
    const [rows, [count]] = await Promise.all([
      db
        .select({ user: users, profile: staffProfiles })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(where)
        .orderBy(...orderBy(sortColumn, query.dir, users.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ total: countAll })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(where),
    ]);
    return {
      total: count?.total ?? 0,
      // A few thousand accounts: counted exactly.
      exact: true,
      items: rows.map(({ user, profile }) => ({
        ...accountView(user),
        iam: profile.profession,
        postal_code: profile.postalCode,
        city: profile.city,
        wws_software: profile.wwsSoftware,
        experience_since: profile.experienceSince,
      })),
    };
  },
  csvHeader: [
    "Vorname",
    "Nachname",
    "Beruf",
    "E-Mail",
    "Telefon",
    "PLZ",
    "Ort",
    "Status",
    "Sperrgrund",
    "Registriert am",
    "Letzte Anmeldung",
    "WWS",
    "Berufserfahrung seit",
  ],
  csvRow: (item) => [
    item.first_name,
    item.last_name,
    item.iam,
    item.email,
    item.phone,
    item.postal_code,
    item.city,
    ACCOUNT_STATUS_LABELS[item.status],
    item.blocked_reason,
    item.created_at,
    item.last_login_at,
    item.wws_software.join(", "),
    formatGermanDate(item.experience_since),
  ],
};
