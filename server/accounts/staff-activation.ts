import { and, eq } from "drizzle-orm";
import { messagesEn } from "../../domain/messages/en";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { staffAccountActivatedEmail } from "../mail/templates/staff-account-activated";

/**
 * The operator activates a staff account, which mails the person a login link
 * (`loginUrl`). An active account stays as it is (no second mail); a blocked one: 409.
 */
export async function activateStaff(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  loginUrl: string,
): Promise<"activated" | "already-active"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, "pharmacist")))
      .for("update");
    if (!user) throw new HttpError(404, messagesEn["staffActivation.notFound"]);
    if (user.status === "blocked") {
      throw new HttpError(409, messagesEn["staffActivation.blocked"]);
    }
    if (user.status === "active") return "already-active" as const;
    await tx
      .update(users)
      .set({ status: "active", activatedAt: new Date(), activatedBy: operator.id })
      .where(eq(users.id, user.id));
    await recordAudit(tx, operator, {
      action: "staff.activate",
      targetType: "user",
      targetId: user.id,
    });
    await enqueueEmail(tx, staffAccountActivatedEmail(user.email, user, loginUrl));
    return "activated" as const;
  });
}
