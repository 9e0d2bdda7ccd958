import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorErrors } from "../admin/admin-list";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import { issueAccountToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { enqueueEmail } from "../mail/outbox";
import { ownerActivationEmail } from "../mail/templates/owner-activation";
import { activationLink } from "./owner-registration";

const ownerId = z.object({ id: z.uuid() });

/**
 * The operator helps an owner who lost the confirmation mail (issue 13): activate the
 * account directly (the operator vouches for the address, e.g. after a call), or send
 * a new link, which voids the older ones. Only `unverified` owners; audited.
 */
export const adminOwnerActivationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  context,
) => {
  const { db, mailer, config } = context;
  const adminOnly = requireRole(context, "admin");
  const common = {
    tags: ["operator"],
    security: [{ session: [] }],
    body: ownerId,
    response: { 200: messageResponse, ...operatorErrors, 404: errorResponse, 409: errorResponse },
  };

  async function lockUnverifiedOwner(tx: Database, id: string) {
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

  app.post(
    "/api/admin/owners/activate",
    { onRequest: adminOnly, schema: { ...common, summary: "Activate an unconfirmed owner" } },
    async (request) => {
      const { id } = request.body;
      await db.transaction(async (tx) => {
        const owner = await lockUnverifiedOwner(tx, id);
        const now = new Date();
        await tx
          .update(users)
          .set({ status: "active", activatedAt: now, activatedBy: accountOf(request).id })
          .where(eq(users.id, id));
        await recordAudit(tx, accountOf(request), {
          action: "owner.activate",
          targetType: "user",
          targetId: id,
          details: { email: owner.email },
        });
      });
      return { message: "Account activated" };
    },
  );

  app.post(
    "/api/admin/owners/resend-activation",
    {
      onRequest: adminOnly,
      schema: { ...common, summary: "Send an unconfirmed owner a new activation link" },
    },
    async (request) => {
      const { id } = request.body;
      await db.transaction(async (tx) => {
        const owner = await lockUnverifiedOwner(tx, id);
        const token = await issueAccountToken(tx, id, "activation");
        await enqueueEmail(
          tx,
          ownerActivationEmail(owner.email, owner, activationLink(config, token)),
        );
        await recordAudit(tx, accountOf(request), {
          action: "owner.resend_activation",
          targetType: "user",
          targetId: id,
          details: { email: owner.email },
        });
      });
      mailer.wake();
      return { message: "Activation link sent" };
    },
  );
};
