import { and, eq, ne } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { sessions, type User, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import {
  accountBlockedEmail,
  staffRegistrationRefusedEmail,
} from "../mail/templates/account-notices";
import { deleteAccountRows } from "../personal-data/delete-account";

/**
 * The operator's account actions (docs/product.md, "Operator console"). Operators'
 * own accounts are out of reach; each action is audited in its transaction.
 */

/** The owner or staff account `id`, locked for the change; 404 for anyone else. */
async function lockAccount(tx: Database, id: string): Promise<User> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, "admin")))
    .for("update");
  if (!user) throw new HttpError(404, "Account not found");
  return user;
}

/** Blocks the account with a reason (mailed); its sessions end. */
export async function blockAccount(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (user.status === "blocked") throw new HttpError(409, "Account is already blocked");
    await tx
      .update(users)
      .set({ status: "blocked", blockedReason: reason })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, operator, {
      action: "account.block",
      targetType: "user",
      targetId: id,
      details: { email: user.email, reason, from: user.status },
    });
    await enqueueEmail(tx, accountBlockedEmail(user.email, user, reason));
  });
}

/** Unblocks the account, back to where it stood before the block. */
export async function unblockAccount(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (user.status !== "blocked") throw new HttpError(409, "Account is not blocked");
    // Back to where it stood before: usable only once confirmed or activated.
    // An owner the operator activated without the mail link counts as confirmed.
    const confirmed =
      user.role === "pharmacist" ? user.activatedAt : (user.emailVerifiedAt ?? user.activatedAt);
    const next = confirmed ? "active" : user.role === "pharmacist" ? "inactive" : "unverified";
    await tx.update(users).set({ status: next, blockedReason: null }).where(eq(users.id, id));
    await recordAudit(tx, operator, {
      action: "account.unblock",
      targetType: "user",
      targetId: id,
      details: { email: user.email, to: next },
    });
  });
}

/**
 * Refuses an inactive staff registration: mails the reason, then deletes the account.
 * Answers the file keys to remove after the commit.
 */
export async function refuseStaffRegistration(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  reason: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (user.role !== "pharmacist") throw new HttpError(404, "Account not found");
    if (user.status !== "inactive") {
      throw new HttpError(409, "Only inactive registrations can be refused");
    }
    const files = await deleteAccountRows(tx, id);
    // After the deletion, which takes every mail to the person with it.
    await enqueueEmail(tx, staffRegistrationRefusedEmail(user.email, user, reason));
    // After the deletion, which takes the person's data out of earlier entries: this
    // one keeps the address (docs/decisions/0010, 0037).
    await recordAudit(tx, operator, {
      action: "staff.refuse",
      targetType: "user",
      targetId: id,
      details: { email: user.email, reason },
    });
    return files;
  });
}

/**
 * Deletes an owner or staff account (refused while a placement lies ahead, see
 * deleteAccountRows).
 * Answers the file keys to remove after the commit.
 */
export async function deleteAccountAsOperator(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    const files = await deleteAccountRows(tx, id);
    await recordAudit(tx, operator, {
      action: "account.delete",
      targetType: "user",
      targetId: id,
      details: { email: user.email, role: user.role },
    });
    return files;
  });
}
