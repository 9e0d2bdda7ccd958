import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountIdBody } from "../../domain/api/admin";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { activationLink } from "../accounts/account-records";
import { activateOwner, resendOwnerActivation } from "../accounts/owner-activation";
import { operatorErrors } from "../admin/admin-list";
import { accountOf, requireRole } from "../auth/require-role";
import type { RouteContext } from "../route-context";

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
    body: accountIdBody,
    response: { 200: messageResponse, ...operatorErrors, 404: errorResponse, 409: errorResponse },
  };

  app.post(
    "/api/admin/owners/activate",
    { onRequest: adminOnly, schema: { ...common, summary: "Activate an unconfirmed owner" } },
    async (request) => {
      await activateOwner(db, accountOf(request), request.body.id);
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
      await resendOwnerActivation(db, accountOf(request), request.body.id, (token) =>
        activationLink(config, token),
      );
      mailer.wake();
      return { message: "Activation link sent" };
    },
  );
};
