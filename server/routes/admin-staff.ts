import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { publicLink } from "../accounts/account-records";
import { activateStaff } from "../accounts/staff-activation";
import { accountOf, requireRole } from "../auth/require-role";
import type { RouteContext } from "../route-context";

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
      const outcome = await activateStaff(
        db,
        accountOf(request),
        request.params.id,
        publicLink(config, paths.login),
      );
      if (outcome === "already-active") {
        return { message: messagesEn["staffActivation.alreadyActive"] };
      }
      mailer.wake();
      return { message: messagesEn["staffActivation.success"] };
    },
  );
};
