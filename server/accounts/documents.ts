import { and, count, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { type UserDocument, userDocuments, users } from "../db/schema";
import type { UploadedPdf } from "../storage/pdf-uploads";

/**
 * A staff member's documents (certificates and CV): the rows that point at stored
 * files. Removing the files themselves is the caller's step after the commit
 * (`removeFiles`).
 */

/**
 * Stores uploaded files of the account by form field (`cv`, else a certificate). One CV
 * per person: a new one replaces the old, certificates add up. Self-service changes are
 * in the operator's log (docs/decisions/0037), the kind only, as a file's name may carry
 * more about the person than the log needs. Answers the storage keys the replaced rows
 * pointed at.
 */
export async function storeDocuments(
  db: Database,
  account: AuthenticatedAccount,
  files: ReadonlyMap<string, UploadedPdf>,
): Promise<string[]> {
  const userId = account.id;
  return db.transaction(async (tx) => {
    const old = files.has("cv")
      ? await tx
          .delete(userDocuments)
          .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, "cv")))
          .returning({ key: userDocuments.storageKey })
      : [];
    const added = [...files].map(([field, file]) => ({
      userId,
      kind: field === "cv" ? ("cv" as const) : ("certificate" as const),
      storageKey: file.key,
      originalName: file.originalName,
      contentType: file.contentType,
      byteSize: file.byteSize,
    }));
    await tx.insert(userDocuments).values(added);
    for (const document of added) {
      await recordAudit(tx, account, {
        action: "account.document_upload",
        targetType: "user",
        targetId: userId,
        details: { kind: document.kind },
      });
    }
    return old.map((row) => row.key);
  });
}

/** What removing an own document came to: the storage key to delete after the commit, or why not. */
export type DocumentRemoval =
  | { kind: "removed"; storageKey: string }
  | { kind: "notFound" }
  | { kind: "lastCertificate" };

/**
 * Removes one of the account's documents (audited). The last certificate stays: the
 * agency activated the account on it and a staff member without one must not apply
 * (docs/decisions/0032); a new one is uploaded first. The person's row is locked, so two
 * removals at once cannot take the last two certificates.
 */
export async function removeOwnDocument(
  db: Database,
  account: AuthenticatedAccount,
  id: string,
): Promise<DocumentRemoval> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for("update");
    const [document] = await tx
      .select({ kind: userDocuments.kind, storageKey: userDocuments.storageKey })
      .from(userDocuments)
      .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, account.id)));
    if (!document) return { kind: "notFound" };
    if (document.kind === "certificate") {
      const [certificates] = await tx
        .select({ count: count() })
        .from(userDocuments)
        .where(and(eq(userDocuments.userId, account.id), eq(userDocuments.kind, "certificate")));
      if ((certificates?.count ?? 0) <= 1) return { kind: "lastCertificate" };
    }
    await tx.delete(userDocuments).where(eq(userDocuments.id, id));
    await recordAudit(tx, account, {
      action: "account.document_remove",
      targetType: "user",
      targetId: account.id,
      details: { kind: document.kind },
    });
    return { kind: "removed", storageKey: document.storageKey };
  });
}

/** One document; with `userId`, only if it is that person's. */
export async function findDocument(
  db: Database,
  id: string,
  userId?: string,
): Promise<UserDocument | undefined> {
  const [document] = await db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.id, id), userId ? eq(userDocuments.userId, userId) : undefined));
  return document;
}

/** A person's documents, oldest first. */
export async function documentsOf(db: Database, userId: string): Promise<UserDocument[]> {
  return db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(userDocuments.createdAt);
}
