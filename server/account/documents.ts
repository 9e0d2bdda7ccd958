import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type UserDocument, userDocuments } from "../db/schema";
import type { UploadedPdf } from "../storage/pdf-uploads";

/**
 * A staff member's documents (certificates and CV): the rows that point at stored
 * files. Removing the files themselves is the caller's step after the commit
 * (`removeFiles`).
 */

/**
 * Stores uploaded files of `userId` by form field (`cv`, else a certificate). One CV
 * per person: a new one replaces the old, certificates add up. Answers the storage
 * keys the replaced rows pointed at.
 */
export async function storeDocuments(
  db: Database,
  userId: string,
  files: ReadonlyMap<string, UploadedPdf>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const old = files.has("cv")
      ? await tx
          .delete(userDocuments)
          .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, "cv")))
          .returning({ key: userDocuments.storageKey })
      : [];
    await tx.insert(userDocuments).values(
      [...files].map(([field, file]) => ({
        userId,
        kind: field === "cv" ? ("cv" as const) : ("certificate" as const),
        storageKey: file.key,
        originalName: file.originalName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      })),
    );
    return old.map((row) => row.key);
  });
}

/** Removes one of `userId`'s documents; answers its storage key, undefined if not theirs. */
export async function removeOwnDocument(
  db: Database,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const [removed] = await db
    .delete(userDocuments)
    .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)))
    .returning({ key: userDocuments.storageKey });
  return removed?.key;
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
