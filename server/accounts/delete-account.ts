import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { DELETED_ACCOUNT_ACTOR, forgetPersonInAuditLog } from "../audit/forget-person";
import { recordAudit } from "../audit/record-audit";
import { accountKey } from "../auth/login-throttle";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import {
  accountTokens,
  auditLog,
  consentRecords,
  outboxEmails,
  userDocuments,
  users,
} from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { accountDeletedEmail } from "../mail/templates/account-changes";
import { refuseDeletionWithUpcomingPlacement } from "../placements/account-placements";
import type { FileStorage } from "../storage/file-storage";

/**
 * Removes an account's rows: the user (profiles, documents' rows, sessions and tokens
 * go with it by ON DELETE CASCADE) and the consent record of its registration, which
 * is kept only as long as the account exists (docs/product.md, "Data protection"), and
 * the mails already sent to the person, at every address the account had or asked for
 * (a mail still due, such as the deletion's own confirmation, goes out; the outbox
 * retention removes it later). An address another account uses now is left alone.
 * Answers the storage keys of the person's files, to remove with `removeFiles` after
 * the commit; null when there was no such account. The person's earlier audit entries,
 * and the entries naming one of those addresses, lose their personal data
 * (docs/decisions/0037-readable-audit-log.md). Call inside the caller's transaction and
 * write the deletion's own audit entry after it.
 */
export async function deleteAccountRows(tx: Database, userId: string): Promise<string[] | null> {
  const files = await tx
    .select({ key: userDocuments.storageKey })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId));
  const earlier = await earlierAddresses(tx, userId);
  const [deleted] = await tx
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  if (!deleted) return null;
  const addresses = await addressesOfNobodyElse(tx, [deleted.email, ...earlier]);
  if (addresses.length > 0) {
    await tx
      .delete(outboxEmails)
      .where(
        and(
          inArray(sql`lower(${outboxEmails.recipient})`, addresses),
          ne(outboxEmails.status, "pending"),
        ),
      );
  }
  await forgetPersonInAuditLog(tx, userId, addresses);
  await tx
    .delete(consentRecords)
    .where(
      and(
        eq(consentRecords.subjectId, userId),
        inArray(consentRecords.subject, ["owner_registration", "staff_registration"]),
      ),
    );
  return files.map((file) => file.key);
}

/**
 * The addresses an account had before its current one, and those it asked to move to
 * (decision 0032: the confirmation link went there): the `from` and `to` of its e-mail
 * changes in the audit log, and the new address of its e-mail change links. Read
 * before the rows go, in lower case.
 */
async function earlierAddresses(tx: Database, userId: string): Promise<string[]> {
  const [changes, links] = await Promise.all([
    tx
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "account.email_change"),
          eq(auditLog.targetType, "user"),
          eq(auditLog.targetId, userId),
        ),
      ),
    tx
      .select({ newEmail: accountTokens.newEmail })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "email_change"))),
  ]);
  const found = [
    ...changes.flatMap((row) => [row.details.from, row.details.to]),
    ...links.map((row) => row.newEmail),
  ];
  return found.filter((value): value is string => typeof value === "string");
}

/** The addresses, in lower case and once each, that no remaining account uses. */
async function addressesOfNobodyElse(tx: Database, addresses: string[]): Promise<string[]> {
  const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  if (unique.length === 0) return [];
  const taken = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, unique));
  const inUse = new Set(taken.map((row) => row.email));
  return unique.filter((address) => !inUse.has(address));
}

/**
 * A person deletes their own account (docs/decisions/0032): refused (409) while a
 * confirmed placement lies ahead; otherwise the rows go, a confirmation mail is queued
 * and the operator's log records it, in one transaction. Answers the file keys to
 * remove after the commit, or null when the account was gone already.
 */
export async function deleteOwnAccount(
  db: Database,
  account: AuthenticatedAccount,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        salutation: users.salutation,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, account.id));
    await refuseDeletionWithUpcomingPlacement(tx, account.id);
    const files = await deleteAccountRows(tx, account.id);
    if (files === null || !person) return files;
    // The entry keeps no address, only its hash (docs/decisions/0037-readable-audit-log.md).
    await enqueueEmail(tx, accountDeletedEmail(account.email, person));
    await recordAudit(
      tx,
      { id: account.id, email: DELETED_ACCOUNT_ACTOR },
      {
        action: "account.self_delete",
        targetType: "user",
        targetId: account.id,
        details: { role: person.role, email_hash: accountKey(account.email) },
      },
    );
    return files;
  });
}

/**
 * Removes files after their rows are gone. A file that cannot be removed now stays
 * orphaned but unreachable (no row points at it); it is logged, never a user's error.
 */
export async function removeFiles(
  storage: FileStorage,
  keys: readonly string[],
  log?: { warn(details: object, message: string): void },
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log?.warn({ err: error, key }, "could not remove a deleted account's file");
    }
  }
}
