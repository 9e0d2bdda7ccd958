import { and, eq, exists, inArray, isNotNull, isNull, lt, ne, not, sql } from "drizzle-orm";
import { formatGermanDate, todayIsoDate } from "../../domain/dates";
import { INACTIVE_ACCOUNT_DELETION_MONTHS } from "../../domain/limits";
import { SYSTEM_ACTOR } from "../audit/forget-person";
import { accountKey } from "../auth/login-throttle";
import type { Database } from "../db/client";
import { auditLog, placements, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { inactivityNoticeEmail } from "../mail/templates/account-notices";
import { deleteAccountRows, removeFiles } from "../personal-data/delete-account";
import { hasUpcomingPlacement, upcomingPlacementOf } from "../placements/account-placements";
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
 * Like every deletion (docs/decisions/0032-account-self-service.md), none while a
 * confirmed placement of the account lies ahead: a staff member can be proposed and
 * confirmed without logging in. Such an account gets no notice until the placement is
 * over, and a notice it got before is withdrawn, so that afterwards a new one names a
 * date still ahead (`keptForPlacement` counts these accounts).
 */
export async function processInactiveAccounts(
  db: Database,
  now: Date,
  deps: InactiveAccountsDependencies,
): Promise<{ noticed: number; deleted: number; keptForPlacement: number }> {
  const cutoff = monthsBefore(now, INACTIVE_ACCOUNT_DELETION_MONTHS);
  const inactive = and(ne(users.role, "admin"), lt(lastActivity, cutoff));
  const booked = exists(
    db.select({ id: placements.id }).from(placements).where(upcomingPlacementOf(users.id, now)),
  );

  const kept = await db
    .select({ id: users.id, noticeAt: users.inactivityNoticeAt })
    .from(users)
    .where(and(inactive, booked));
  const withdrawn = kept.filter((user) => user.noticeAt !== null).map((user) => user.id);
  if (withdrawn.length > 0) {
    await db.update(users).set({ inactivityNoticeAt: null }).where(inArray(users.id, withdrawn));
  }
  let keptForPlacement = kept.length;

  const toNotice = await db
    .select()
    .from(users)
    .where(and(inactive, isNull(users.inactivityNoticeAt), not(booked)))
    .limit(BATCH);
  const deleteOn = new Date(now.getTime() + INACTIVITY_NOTICE_DAYS * 86_400_000);
  let noticed = 0;
  for (const user of toNotice) {
    const sent = await db.transaction(async (tx) => {
      // Checked again in the update itself: a login since the selection (it clears the
      // notice), a placement confirmed meanwhile or another process's run that noticed
      // the account first leaves the row alone, and no mail goes out.
      const [marked] = await tx
        .update(users)
        .set({ inactivityNoticeAt: now })
        .where(and(eq(users.id, user.id), inactive, isNull(users.inactivityNoticeAt), not(booked)))
        .returning({ id: users.id });
      if (!marked) return false;
      await enqueueEmail(
        tx,
        inactivityNoticeEmail(
          user.email,
          user,
          formatGermanDate(todayIsoDate(deleteOn)),
          deps.loginUrl,
        ),
      );
      return true;
    });
    if (sent) noticed += 1;
  }
  if (noticed > 0) deps.wakeMailer();

  const noticeCutoff = new Date(now.getTime() - INACTIVITY_NOTICE_DAYS * 86_400_000);
  const toDelete = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inactive,
        isNotNull(users.inactivityNoticeAt),
        lt(users.inactivityNoticeAt, noticeCutoff),
        not(booked),
      ),
    )
    .limit(BATCH);
  let deleted = 0;
  for (const user of toDelete) {
    const keys = await db.transaction(async (tx) => {
      // The lock makes a confirmation that has just written a placement for the account
      // wait for this transaction (or this one wait for it, and then see the placement);
      // a login since the account was selected has cleared its notice and keeps it.
      const [still] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, user.id), inactive, lt(users.inactivityNoticeAt, noticeCutoff)))
        .for("update");
      if (!still) return "active" as const;
      if (await hasUpcomingPlacement(tx, user.id, now)) return "kept" as const;
      const files = await deleteAccountRows(tx, user.id, now);
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
    if (keys === "active") continue;
    if (keys === "kept") {
      keptForPlacement += 1;
      continue;
    }
    deleted += 1;
    await removeFiles(deps.storage, keys ?? []);
  }
  return { noticed, deleted, keptForPlacement };
}
