import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountDetailResponse, accountIdBody } from "../../domain/api/admin";
import { errorResponse } from "../../domain/api/common";
import { loadAccountDetail } from "../admin/account-detail";
import { operatorErrors } from "../admin/admin-list";
import { requireRole } from "../auth/require-role";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../route-context";

/**
 * The console's detail page of one owner or staff account
 * (docs/decisions/0038-console-detail-pages.md): profile, documents, orders or
 * applications, placements, mails and the audit entries about the person.
 */
export const adminAccountDetailRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  context,
) => {
  app.get(
    "/api/admin/accounts/detail",
    {
      onRequest: requireRole(context, "admin"),
      schema: {
        tags: ["operator"],
        summary: "Everything about one owner or staff account",
        description:
          "Profile fields, documents, search orders (owners), applications and search alerts (staff), placements, the latest 50 mails to the address and the latest 50 audit entries about the person. 404 for an unknown id or an operator's account.",
        security: [{ session: [] }],
        querystring: accountIdBody,
        response: { 200: accountDetailResponse, ...operatorErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const detail = await loadAccountDetail(context.db, request.query.id);
      if (!detail) throw new HttpError(404, "Account not found");
      return detail;
    },
  );
};
