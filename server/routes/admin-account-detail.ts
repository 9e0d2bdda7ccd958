import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountDetailResponse, accountIdBody } from "../../domain/api/admin";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { autoProposeBody } from "../../domain/api/urgent-cover";
import { loadAccountDetail } from "../admin/account-detail";
import { operatorErrors } from "../admin/admin-list";
import { accountOf, requireRole } from "../auth/require-role";
import { HttpError } from "../http/http-error";
import { setAutoPropose } from "../job-board/auto-proposal";
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

  app.post(
    "/api/admin/accounts/auto-propose",
    {
      onRequest: requireRole(context, "admin"),
      schema: {
        tags: ["operator"],
        summary: "Allow or stop automatic proposals of favourites for one pharmacy",
        description:
          "Off by default. On: a favourite's 'Ich habe Zeit' proposes them at once; the owner still confirms (docs/decisions/0056-urgent-cover-offers.md).",
        security: [{ session: [] }],
        body: autoProposeBody,
        response: { 200: messageResponse, ...operatorErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const detail = await loadAccountDetail(context.db, request.body.id);
      if (detail?.account.role !== "pharmacy_owner") throw new HttpError(404, "Account not found");
      await setAutoPropose(context.db, accountOf(request), request.body.id, request.body.enabled);
      return { message: "Saved" };
    },
  );
};
