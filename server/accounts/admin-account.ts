import { hashPassword } from "../auth/passwords";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { users } from "../db/schema";
import { EMAIL_UNIQUE_INDEX, findUserByEmail } from "./account-records";

export type AdminOutcome = "created" | "exists" | "taken-by-other-role";

/**
 * Creates an operator account (role `admin`, active) unless the address already has an
 * account. Idempotent: an existing admin is left as it is (its password too), so the
 * start-up bootstrap can run on every start. Admins are never created by the public API.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<AdminOutcome> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return existing.role === "admin" ? "exists" : "taken-by-other-role";
  const passwordHash = await hashPassword(admin.password);
  const now = new Date();
  try {
    await db.insert(users).values({
      email,
      passwordHash,
      role: "admin",
      status: "active",
      firstName: admin.firstName ?? "apostaff",
      lastName: admin.lastName ?? "Team",
      emailVerifiedAt: now,
      activatedAt: now,
    });
  } catch (error) {
    // Another process created it at the same moment.
    if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) return ensureAdmin(db, admin);
    throw error;
  }
  return "created";
}
