import { and, eq, inArray, sql } from "drizzle-orm";
import { personAddresses } from "../accounts/person-addresses";
import { DELETED_ACCOUNT_ACTOR, forgetPersonInAuditLog } from "../audit/forget-person";
import { recordAudit } from "../audit/record-audit";
import { accountKey } from "../auth/login-throttle";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import {
  accountMailRequests,
  consentRecords,
  loginThrottle,
  outboxEmails,
  placementRatings,
  searchOrderEvents,
  userDocuments,
  users,
} from "../db/schema";
import { releaseProposalsOf } from "../job-board/applications";
import { ratingsAboutPerson } from "../job-board/urgent-cover-records";
import { enqueueEmail } from "../mail/outbox";
import { accountDeletedEmail } from "../mail/templates/account-changes";
import { refuseDeletionWithUpcomingPlacement } from "../placements/account-placements";
import type { FileStorage } from "../storage/file-storage";

/**
 * Removes an account's rows: the user (profiles, documents' rows, sessions and tokens
 * go with it by ON DELETE CASCADE) and the consent record of its registration, which
 * is kept only as long as the account exists (docs/product.md, "Data protection"), and
 * at every address the account had or asked for the mails to the person, sent or
 * still due, the requests for a link and the count of failed logins. An address
 * another account uses now is left alone. What each table keeps is in
 * `personalDataRegistry` (registry.ts). A mail the deletion itself sends (a
 * confirmation) is queued after this call; the outbox retention removes it once sent.
 * Answers the storage keys of the person's files, to remove with `removeFiles` after
 * the commit; null when there was no such account. The person's earlier audit entries,
 * and the entries naming one of those addresses, lose their personal data
 * (docs/decisions/0037-readable-audit-log.md). Call inside the caller's transaction and
 * write the deletion's own audit entry after it.
 *
 * Refused (409) while a placement of the account stands and its last day has not
 * passed, whichever way the account goes (the person, an operator, a refusal, the
 * inactivity job): so a deletion never ends a placement behind the other side's back
 * (docs/decisions/0015-placement-record.md).
 */
export async function deleteAccountRows(
  tx: Database,
  userId: string,
  now: Date = new Date(),
): Promise<string[] | null> {
  // The row lock first: a confirmation that runs meanwhile waits for this transaction
  // (its placement's key check needs the row), so no placement can come into being
  // between the check below and the deletion and lose its side unnoticed.
  const [person] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!person) return null;
  await refuseDeletionWithUpcomingPlacement(tx, userId, now);
  const files = await tx
    .select({ key: userDocuments.storageKey })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId));
  const addresses = await personAddresses(tx, userId, person.email);
  await forgetCandidateName(tx, userId);
  await releaseProposalsOf(tx, userId);
  // Ratings about the person leave with them; those they gave cascade with the account
  // (docs/decisions/0056-urgent-cover-offers.md). The placement record keeps its facts.
  await tx.delete(placementRatings).where(ratingsAboutPerson(userId));
  const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (!deleted) return null;
  // Mails to the person go with the account, pending or not (a mail the deletion
  // itself sends is queued after this, by the caller).
  await tx.delete(outboxEmails).where(inArray(sql`lower(${outboxEmails.recipient})`, addresses));
  await tx
    .delete(accountMailRequests)
    .where(inArray(sql`lower(${accountMailRequests.email})`, addresses));
  await tx
    .delete(loginThrottle)
    .where(inArray(loginThrottle.accountKey, addresses.map(accountKey)));
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
 * A proposal's event in an owner's order history names the candidate (the note of
 * `candidate_proposed`, which the owner saw). With the candidate's account gone the
 * event stays, without the name: every event about the person (`subjectId`, set on each
 * proposal and by migration 0018 on earlier ones; docs/decisions/0009-job-board.md),
 * whether or not they applied or are still the candidate. Runs before the user row goes,
 * which sets `subjectId` to null.
 */
async function forgetCandidateName(tx: Database, userId: string): Promise<void> {
  await tx
    .update(searchOrderEvents)
    .set({ note: null })
    .where(eq(searchOrderEvents.subjectId, userId));
}

/**
 * A person deletes their own account (docs/decisions/0032): refused (409) while a
 * placement lies ahead (see deleteAccountRows); otherwise the rows go, a confirmation
 * mail is queued and the operator's log records it, in one transaction. Answers the
 * file keys to remove after the commit, or null when the account was gone already.
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
