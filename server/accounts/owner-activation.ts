import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { issueAccountToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { type User, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { ownerActivationEmail } from "../mail/templates/owner-activation";

/**
 * The operator helps an owner who lost the confirmation mail: activate directly, or
 * send a new link. Only `unverified` owners; audited.
 */
async function lockUnverifiedOwner(tx: Database, id: string): Promise<User> {
  const [owner] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "pharmacy_owner")))
    .for("update");
  if (!owner) throw new HttpError(404, "Account not found");
  if (owner.status !== "unverified")
    throw new HttpError(409, "Account is not awaiting confirmation");
  return owner;
}

/** Activates an unconfirmed owner (the operator vouches for the address). */
export async function activateOwner(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockUnverifiedOwner(tx, id);
    await tx
      .update(users)
      .set({ status: "active", activatedAt: new Date(), activatedBy: operator.id })
      .where(eq(users.id, id));
    await recordAudit(tx, operator, {
      action: "owner.activate",
      targetType: "user",
      targetId: id,
      details: { email: owner.email },
    });
  });
}

/** Mails an unconfirmed owner a new activation link (`linkTo(token)`); older links stop working. */
export async function resendOwnerActivation(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  linkTo: (token: string) => string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockUnverifiedOwner(tx, id);
    const token = await issueAccountToken(tx, id, "activation");
    await enqueueEmail(tx, ownerActivationEmail(owner.email, owner, linkTo(token)));
    await recordAudit(tx, operator, {
      action: "owner.resend_activation",
      targetType: "user",
      targetId: id,
      details: { email: owner.email },
    });
  });
}
