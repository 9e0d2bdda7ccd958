import { and, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { formatGermanDate } from "../../domain/dates";
import { INACTIVE_ACCOUNT_DELETION_MONTHS } from "../../domain/limits";
import { deleteAccountRows, removeFiles } from "../accounts/delete-account";
import { SYSTEM_ACTOR } from "../audit/forget-person";
import { accountKey } from "../auth/login-throttle";
import type { Database } from "../db/client";
import { auditLog, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { inactivityNoticeEmail } from "../mail/templates/account-notices";
import type { FileStorage } from "../storage/file-storage";

/** Days between the notice and the deletion (four weeks). */
export const INACTIVITY_NOTICE_DAYS = 28;
const BATCH = 200;

export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

const lastActivity = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

export interface InactiveAccountsDependencies {
  storage: FileStorage;
  loginUrl: string;
  /** Tells the mail worker there is mail (after the commit). */
  wakeMailer(): void;
}

/**
 * docs/product.md, "Data protection": accounts without a login for
 * 24 months get a notice; four weeks later, still unused, they are deleted with their
 * files. Operators are never deleted this way. Logging in clears the notice.
 */
export async function processInactiveAccounts(
  db: Database,
  now: Date,
  deps: InactiveAccountsDependencies,
): Promise<{ noticed: number; deleted: number }> {
  const cutoff = monthsBefore(now, INACTIVE_ACCOUNT_DELETION_MONTHS);
  const toNotice = await db
    .select()
    .from(users)
    .where(and(ne(users.role, "admin"), isNull(users.inactivityNoticeAt), lt(lastActivity, cutoff)))
    .limit(BATCH);
  const deleteOn = new Date(now.getTime() + INACTIVITY_NOTICE_DAYS * 86_400_000);
  for (const user of toNotice) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ inactivityNoticeAt: now }).where(sql`${users.id} = ${user.id}`);
      await enqueueEmail(
        tx,
        inactivityNoticeEmail(
          user.email,
          user,
          formatGermanDate(deleteOn.toISOString().slice(0, 10)),
          deps.loginUrl,
        ),
      );
    });
  }
  if (toNotice.length > 0) deps.wakeMailer();

  const noticeCutoff = new Date(now.getTime() - INACTIVITY_NOTICE_DAYS * 86_400_000);
  const toDelete = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        ne(users.role, "admin"),
        isNotNull(users.inactivityNoticeAt),
        lt(users.inactivityNoticeAt, noticeCutoff),
        lt(lastActivity, cutoff),
      ),
    )
    .limit(BATCH);
  for (const user of toDelete) {
    const keys = await db.transaction(async (tx) => {
      const files = await deleteAccountRows(tx, user.id);
      // The address only as its hash (docs/decisions/0037-readable-audit-log.md).
      await tx.insert(auditLog).values({
        actorId: null,
        actorEmail: SYSTEM_ACTOR,
        action: "account.delete_inactive",
        targetType: "user",
        targetId: user.id,
        details: { role: user.role, email_hash: accountKey(user.email) },
      });
      return files;
    });
    await removeFiles(deps.storage, keys ?? []);
  }
  return { noticed: toNotice.length, deleted: toDelete.length };
}
