import { and, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAccountRows, removeFiles } from "../accounts/delete-account";
import { operatorErrors } from "../admin/admin-list";
import { recordAudit } from "../audit/record-audit";
import { requireRole } from "../auth/require-role";
import { sessions, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { enqueueEmail } from "../mail/outbox";
import {
  accountBlockedEmail,
  staffRegistrationRefusedEmail,
} from "../mail/templates/account-notices";
import { refuseDeletionWithUpcomingPlacement } from "../placements/account-placements";

const reason = z
  .string({ error: "Bitte geben Sie einen Grund an." })
  .trim()
  .min(3, "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).")
  .max(500, "Der Grund darf höchstens 500 Zeichen lang sein.");
const accountId = z.object({ id: z.uuid() });
const withReason = z.object({ id: z.uuid(), reason });
const responses = {
  200: messageResponse,
  ...operatorErrors,
  404: errorResponse,
  409: errorResponse,
};

/**
 * The operator's account actions (docs/product.md, "Operator console"): block with a
 * reason, unblock, refuse an inactive staff registration (mailed, then deleted), delete
 * an account. Operators' own accounts are out of reach here. Each action is audited in
 * its transaction; ids travel in the JSON body, not the path.
 */
export const adminAccountRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db, mailer, storage } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }], response: responses };

  /** The owner or staff account `id`, locked for the change; 404 for anyone else. */
  async function lockAccount(tx: Pick<RouteContext["db"], "select">, id: string) {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), ne(users.role, "admin")))
      .for("update");
    if (!user) throw new HttpError(404, "Account not found");
    return user;
  }

  api.post(
    "/api/admin/accounts/block",
    {
      preHandler: adminOnly,
      schema: { ...common, summary: "Block an account (with a reason, mailed)", body: withReason },
    },
    async (request) => {
      const { id, reason: why } = request.body;
      await db.transaction(async (tx) => {
        const user = await lockAccount(tx, id);
        if (user.status === "blocked") throw new HttpError(409, "Account is already blocked");
        await tx
          .update(users)
          .set({ status: "blocked", blockedReason: why })
          .where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await recordAudit(tx, request.account!, {
          action: "account.block",
          targetType: "user",
          targetId: id,
          details: { email: user.email, reason: why, from: user.status },
        });
        await enqueueEmail(tx, accountBlockedEmail(user.email, user, why));
      });
      mailer.wake();
      return { message: "Account blocked" };
    },
  );

  api.post(
    "/api/admin/accounts/unblock",
    {
      preHandler: adminOnly,
      schema: { ...common, summary: "Unblock an account", body: accountId },
    },
    async (request) => {
      const { id } = request.body;
      await db.transaction(async (tx) => {
        const user = await lockAccount(tx, id);
        if (user.status !== "blocked") throw new HttpError(409, "Account is not blocked");
        // Back to where it stood before: usable only once confirmed or activated.
        // An owner the operator activated without the mail link counts as confirmed.
        const confirmed =
          user.role === "pharmacist"
            ? user.activatedAt
            : (user.emailVerifiedAt ?? user.activatedAt);
        const next = confirmed ? "active" : user.role === "pharmacist" ? "inactive" : "unverified";
        await tx.update(users).set({ status: next, blockedReason: null }).where(eq(users.id, id));
        await recordAudit(tx, request.account!, {
          action: "account.unblock",
          targetType: "user",
          targetId: id,
          details: { email: user.email, to: next },
        });
      });
      return { message: "Account unblocked" };
    },
  );

  api.post(
    "/api/admin/staff/refuse",
    {
      preHandler: adminOnly,
      schema: {
        ...common,
        summary: "Refuse an inactive staff registration",
        description:
          "Mails the reason to the person, then deletes the account, its documents and its registration consent. Only for staff not yet activated (409 otherwise).",
        body: withReason,
      },
    },
    async (request) => {
      const { id, reason: why } = request.body;
      const keys = await db.transaction(async (tx) => {
        const user = await lockAccount(tx, id);
        if (user.role !== "pharmacist") throw new HttpError(404, "Account not found");
        if (user.status !== "inactive") {
          throw new HttpError(409, "Only inactive registrations can be refused");
        }
        await enqueueEmail(tx, staffRegistrationRefusedEmail(user.email, user, why));
        const files = await deleteAccountRows(tx, id);
        // After the deletion, which takes the person's data out of earlier entries: this
        // one keeps the address (docs/decisions/0010, 0037).
        await recordAudit(tx, request.account!, {
          action: "staff.refuse",
          targetType: "user",
          targetId: id,
          details: { email: user.email, reason: why },
        });
        return files;
      });
      await removeFiles(storage, keys ?? [], request.log);
      mailer.wake();
      return { message: "Registration refused" };
    },
  );

  api.post(
    "/api/admin/accounts/delete",
    {
      preHandler: adminOnly,
      schema: { ...common, summary: "Delete an owner or staff account", body: accountId },
    },
    async (request) => {
      const { id } = request.body;
      const keys = await db.transaction(async (tx) => {
        const user = await lockAccount(tx, id);
        await refuseDeletionWithUpcomingPlacement(tx, id);
        const files = await deleteAccountRows(tx, id);
        await recordAudit(tx, request.account!, {
          action: "account.delete",
          targetType: "user",
          targetId: id,
          details: { email: user.email, role: user.role },
        });
        return files;
      });
      await removeFiles(storage, keys ?? [], request.log);
      return { message: "Account deleted" };
    },
  );
};
