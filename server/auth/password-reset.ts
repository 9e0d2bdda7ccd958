import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { passwordChangedEmail } from "../mail/templates/account-changes";
import { forgetDevices } from "./device-cookie";
import { clearAccountFailures } from "./login-throttle";
import { deleteUserSessions } from "./sessions";
import { redeemAccountToken } from "./tokens";

/**
 * Sets a new password with a reset link's token, once: every session of the account
 * ends, no browser stays exempt from the login throttle, and a mail tells the person (with `resetUrl` in case it was not them). False for
 * an invalid, used or expired token.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  resetUrl: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await redeemAccountToken(tx, token, "password_reset");
    if (!userId) return false;
    const now = new Date().toISOString();
    const [person] = await tx
      .update(users)
      .set({
        passwordHash,
        // Following the link proves the mailbox, as the activation link would.
        status: sql`case when ${users.status} = 'unverified' then 'active'::account_status else ${users.status} end`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now}::timestamptz)`,
      })
      .where(eq(users.id, userId))
      .returning({
        email: users.email,
        salutation: users.salutation,
        firstName: users.firstName,
        lastName: users.lastName,
      });
    await deleteUserSessions(tx, userId);
    await forgetDevices(tx, userId);
    if (person) {
      // A fresh reset is not held by the login throttle (docs/decisions/0031).
      await clearAccountFailures(tx, person.email);
      await enqueueEmail(tx, passwordChangedEmail(person.email, person, resetUrl));
    }
    return true;
  });
}
