import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountTokens, auditLog, users } from "../db/schema";

/**
 * Every e-mail address of an account, in lower case and once each: its current one,
 * those it had before (the `from` and `to` of its e-mail changes in the audit log) and
 * those it asked to move to (the new address of its e-mail change links, where the
 * confirmation went; decision 0032). An address another account uses now is left out:
 * the mails there are that person's. The export lists the mails to these addresses,
 * the deletion removes them (docs/product.md, "Data protection").
 */
export async function personAddresses(
  tx: Database,
  userId: string,
  currentEmail: string,
): Promise<string[]> {
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
    currentEmail,
    ...changes.flatMap((row) => [row.details.from, row.details.to]),
    ...links.map((row) => row.newEmail),
  ].filter((value): value is string => typeof value === "string");
  const unique = [...new Set(found.map((address) => address.trim().toLowerCase()))];
  const taken = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, unique), ne(users.id, userId)));
  const others = new Set(taken.map((row) => row.email));
  return unique.filter((address) => !others.has(address));
}
