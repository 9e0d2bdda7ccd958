import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import {
  adminOrdersAnswer,
  adminOrdersQuery,
  candidatesAnswer,
  declineBody,
  proposeBody,
} from "../../domain/api/job-board";
import { messagesEn } from "../../domain/messages/en";
import { accountOf, requireRole } from "../auth/require-role";
import { findOrder } from "../brokerage/order-records";
import { HttpError } from "../http/http-error";
import {
  adminOrders,
  advanceOrder,
  declineOrder,
  placeOrder,
  proposeCandidate,
} from "../job-board/operator-actions";
import { rankCandidates } from "../job-board/ranking";
import type { RouteContext } from "../route-context";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
  404: errorResponse.describe("No such order"),
  409: errorResponse.describe("Not possible in the order's status"),
};
const idParams = z.object({ id: z.uuid() });

/**
 * The operator's search-order actions (docs/product.md, "Operator console"): list with the
 * acceptance deadline, accept, decline with a reason, publish (mails matching saved
 * searches), rank candidates, propose one, mark placed. Each action is audited in its
 * transaction.
 */
export const adminSearchOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };

  app.get(
    "/api/admin/search-orders",
    {
      schema: {
        ...common,
        summary: "List search orders, with the acceptance deadline",
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersAnswer, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      return adminOrders(db, request.query);
    },
  );

  const simple = (
    verb: "accept" | "publish",
    to: "accepted" | "published",
    message: string,
    summary: string,
  ) =>
    app.post(
      `/api/admin/search-orders/:id/${verb}`,
      {
        schema: {
          ...common,
          summary,
          params: idParams,
          response: { 200: messageResponse, ...errors },
        },
        onRequest: adminOnly,
      },
      async (request) => {
        await advanceOrder(db, config, accountOf(request), request.params.id, verb, to);
        mailer.wake();
        return { message };
      },
    );

  simple("accept", "accepted", messagesEn["searchOrder.accepted"], "Accept a sent order");
  simple(
    "publish",
    "published",
    messagesEn["searchOrder.published"],
    "Publish an accepted order; mails matching saved searches",
  );

  app.post(
    "/api/admin/search-orders/:id/place",
    {
      schema: {
        ...common,
        summary: "Mark the confirmed placement of an order as placed ('vermittelt')",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await placeOrder(db, accountOf(request), request.params.id);
      mailer.wake();
      return { message: messagesEn["searchOrder.placed"] };
    },
  );

  app.post(
    "/api/admin/search-orders/:id/decline",
    {
      schema: {
        ...common,
        summary: "Decline a sent order; the reason is mailed to the owner",
        params: idParams,
        body: declineBody,
        response: { 200: messageResponse, ...errors, 422: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await declineOrder(db, accountOf(request), request.params.id, request.body.reason);
      mailer.wake();
      return { message: messagesEn["searchOrder.declined"] };
    },
  );

  app.get(
    "/api/admin/search-orders/:id/candidates",
    {
      schema: {
        ...common,
        summary: "Applicants and other fitting staff, ranked",
        params: idParams,
        response: {
          200: candidatesAnswer,
          ...errors,
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw new HttpError(404, messagesEn["searchOrder.notFound"]);
      return rankCandidates(db, order);
    },
  );

  app.post(
    "/api/admin/search-orders/:id/propose",
    {
      schema: {
        ...common,
        summary: "Propose a candidate; the owner is mailed the name only",
        params: idParams,
        body: proposeBody,
        response: { 200: messageResponse, ...errors, 422: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await proposeCandidate(
        db,
        config,
        accountOf(request),
        request.params.id,
        request.body.staffId,
      );
      mailer.wake();
      return { message: messagesEn["searchOrder.proposed"] };
    },
  );
};
