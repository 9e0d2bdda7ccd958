import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { recordAudit } from "../audit/record-audit";
import { publicLink } from "../auth/accounts";
import { accountOf, requireRole } from "../auth/require-role";
import { users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { enqueueEmail } from "../mail/outbox";
import { staffAccountActivatedEmail } from "../mail/templates/staff-account-activated";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

/**
 * Activating a staff account (which e-mails the person). The staff list is one of the
 * console's lists (server/admin/lists); block, refuse and delete are in admin-accounts.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  // JSON only: a wrong content type is answered with 400 (docs/product.md, "API").
  app.removeContentTypeParser("text/plain");
  const adminOnly = requireRole(context, "admin");

  app.post(
    "/api/admin/staff/:id/activate",
    {
      schema: {
        tags: ["operator"],
        summary: "Activate a staff account",
        description:
          "Activates an inactive staff account and e-mails the person a login link. An account that is already active answers 200 without a second mail; a blocked one 409.",
        security: [{ session: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...authErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const operatorId = accountOf(request).id;
      const outcome = await db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, request.params.id), eq(users.role, "pharmacist")))
          .for("update");
        if (!user) throw new HttpError(404, messagesEn["staffActivation.notFound"]);
        if (user.status === "blocked") {
          throw new HttpError(409, messagesEn["staffActivation.blocked"]);
        }
        if (user.status === "active") return "already-active" as const;
        await tx
          .update(users)
          .set({ status: "active", activatedAt: new Date(), activatedBy: operatorId })
          .where(eq(users.id, user.id));
        await recordAudit(tx, accountOf(request), {
          action: "staff.activate",
          targetType: "user",
          targetId: user.id,
        });
        await enqueueEmail(
          tx,
          staffAccountActivatedEmail(user.email, user, publicLink(config, paths.login)),
        );
        return "activated" as const;
      });
      if (outcome === "already-active") {
        return { message: messagesEn["staffActivation.alreadyActive"] };
      }
      mailer.wake();
      return { message: messagesEn["staffActivation.success"] };
    },
  );
};
