import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountIdBody, accountReasonBody } from "../../domain/api/admin";
import { errorResponse, messageResponse } from "../../domain/api/common";
import {
  blockAccount,
  deleteAccountAsOperator,
  refuseStaffRegistration,
  unblockAccount,
} from "../admin/account-actions";
import { operatorErrors } from "../admin/admin-list";
import { accountOf, requireRole } from "../auth/require-role";
import { removeFiles } from "../personal-data/delete-account";
import type { RouteContext } from "../route-context";

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
export const adminAccountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, mailer, storage } = context;
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }], response: responses };

  app.post(
    "/api/admin/accounts/block",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Block an account (with a reason, mailed)",
        body: accountReasonBody,
      },
    },
    async (request) => {
      const { id, reason: why } = request.body;
      await blockAccount(db, accountOf(request), id, why);
      mailer.wake();
      return { message: "Account blocked" };
    },
  );

  app.post(
    "/api/admin/accounts/unblock",
    {
      onRequest: adminOnly,
      schema: { ...common, summary: "Unblock an account", body: accountIdBody },
    },
    async (request) => {
      await unblockAccount(db, accountOf(request), request.body.id);
      return { message: "Account unblocked" };
    },
  );

  app.post(
    "/api/admin/staff/refuse",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Refuse an inactive staff registration",
        description:
          "Mails the reason to the person, then deletes the account, its documents and its registration consent. Only for staff not yet activated (409 otherwise).",
        body: accountReasonBody,
      },
    },
    async (request) => {
      const { id, reason: why } = request.body;
      const keys = await refuseStaffRegistration(db, accountOf(request), id, why);
      await removeFiles(storage, keys ?? [], request.log);
      mailer.wake();
      return { message: "Registration refused" };
    },
  );

  app.post(
    "/api/admin/accounts/delete",
    {
      onRequest: adminOnly,
      schema: { ...common, summary: "Delete an owner or staff account", body: accountIdBody },
    },
    async (request) => {
      const keys = await deleteAccountAsOperator(db, accountOf(request), request.body.id);
      await removeFiles(storage, keys ?? [], request.log);
      return { message: "Account deleted" };
    },
  );
};
