import { and, eq } from "drizzle-orm";
import { messagesEn } from "../../domain/messages/en";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { searchOrders, type UserDocument, userDocuments } from "../db/schema";
import { HttpError } from "../http/http-error";

/** Statuses in which the owner has confirmed the candidate (terms: then the documents). */
const CONFIRMED = new Set(["confirmed", "placed"]);

/**
 * A document of the order's confirmed candidate, for the owner of the order; operators
 * may read any staff document. Everyone else gets 404, so ids reveal nothing.
 */
export async function candidateDocument(
  db: Database,
  account: AuthenticatedAccount,
  orderId: string,
  documentId: string,
): Promise<UserDocument> {
  const [order] = await db.select().from(searchOrders).where(eq(searchOrders.id, orderId));
  const notFound = new HttpError(404, messagesEn["document.notFound"]);
  if (!order) throw notFound;
  if (account.role !== "admin") {
    if (order.ownerId !== account.id || !CONFIRMED.has(order.status)) throw notFound;
  }
  if (!order.candidateId && account.role !== "admin") throw notFound;
  const [document] = await db
    .select()
    .from(userDocuments)
    .where(
      and(
        eq(userDocuments.id, documentId),
        account.role === "admin" ? undefined : eq(userDocuments.userId, order.candidateId!),
      ),
    );
  if (!document) throw notFound;
  return document;
}
