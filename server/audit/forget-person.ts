import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/** What the log says instead of the e-mail address of a deleted account that acted. */
export const DELETED_ACCOUNT_ACTOR = "deleted-account";
/** The actor of entries no person caused (the inactivity job). */
export const SYSTEM_ACTOR = "system";

/**
 * Detail keys that hold a person's e-mail or network address, or a pharmacy's name and
 * place (a branch's entries, decision 0035).
 */
const PERSONAL_KEYS = ["email", "recipient", "ip", "name", "postal_code", "city"] as const;

const isAddress = (value: unknown) => typeof value === "string" && value.includes("@");

/** An entry's details without the person's data; the changed fields keep their names. */
export function withoutPersonalData(details: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if ((PERSONAL_KEYS as readonly string[]).includes(key)) continue;
    if ((key === "from" || key === "to") && isAddress(value)) continue;
    if (key === "changes" && value && typeof value === "object") {
      kept.changed_fields = Object.keys(value);
      continue;
    }
    kept[key] = value;
  }
  return kept;
}

/**
 * Before an account's rows go (docs/decisions/0037-readable-audit-log.md): its entries
 * in the audit log stay, as the record of what was done, but lose the person's data -
 * the e-mail address as actor and in the details, old and new profile values, network
 * addresses. Ids stay: they are random and, with the account gone, point at nobody.
 * `addresses` (lower case) are the e-mail addresses the account had and no other
 * account uses: entries that sent a mail to one of them (`recipient`, `to`) or were
 * written under one by no account lose it too, e.g. an operator's retry of a mail to
 * the person, or a login throttled under an earlier address.
 * Runs in the deleting transaction; the caller writes the deletion's own entry after it.
 */
export async function forgetPersonInAuditLog(
  tx: Database,
  userId: string,
  addresses: readonly string[] = [],
): Promise<void> {
  const named = (value: SQL) => inArray(sql`lower(${value})`, [...addresses]);
  const detail = (key: string) => sql`${auditLog.details}->>${key}`;
  const rows = await tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        and(inArray(auditLog.targetType, ["user", "account"]), eq(auditLog.targetId, userId)),
        sql`${auditLog.details}->>'user_id' = ${userId}`,
        ...(addresses.length > 0
          ? [
              and(isNull(auditLog.actorId), named(sql`${auditLog.actorEmail}`)),
              // Mail recipients only: an `email` in the details is the subject's, and an
              // operator's deletion or refusal of an earlier account with the same
              // address keeps it (decision 0037).
              named(detail("recipient")),
              named(detail("to")),
            ]
          : []),
      ),
    );
  const isAddress = (value: unknown) =>
    typeof value === "string" && addresses.includes(value.toLowerCase());
  for (const row of rows) {
    const actedAs = row.actorId === userId || (row.actorId === null && isAddress(row.actorEmail));
    const own =
      actedAs ||
      (["user", "account"].includes(row.targetType) && row.targetId === userId) ||
      row.details.user_id === userId;
    const actorEmail = actedAs ? DELETED_ACCOUNT_ACTOR : row.actorEmail;
    // Another's entry (found by a mail sent to the person) loses only that address.
    const details = own
      ? withoutPersonalData(row.details)
      : Object.fromEntries(
          Object.entries(row.details).filter(
            ([key, value]) => !(["recipient", "to"].includes(key) && isAddress(value)),
          ),
        );
    if (actorEmail === row.actorEmail && JSON.stringify(details) === JSON.stringify(row.details)) {
      continue;
    }
    await tx.update(auditLog).set({ actorEmail, details }).where(eq(auditLog.id, row.id));
  }
}
