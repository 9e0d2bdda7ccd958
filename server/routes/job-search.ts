import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import {
  foundOrderAnswer,
  foundOrdersAnswer,
  storedSearchAnswer,
} from "../../domain/api/job-board";
import { jobSearchSchema } from "../../domain/job-search";
import { messagesEn } from "../../domain/messages/en";
import { accountOf, requireRole } from "../auth/require-role";
import { findOrder } from "../brokerage/order-records";
import { HttpError } from "../http/http-error";
import {
  criteriaOf,
  findPublishedOrders,
  foundOrders,
  searchPublishedOrders,
} from "../job-board/matching";
import { alertView, saveSearchAlert } from "../job-board/search-alerts";
import type { RouteContext } from "../route-context";

const authErrors = { 401: errorResponse.describe("Not logged in") };

/**
 * The job-offer search of /arbeitsangebote-suchen/2 (docs/product.md, "Job board"; docs/
 * decisions/0018-search-alerts.md). Every logged-in user reads published orders: the
 * live list (GET, stores nothing) and one offer (an alert mail's link). The form's
 * `POST /api/arbeitsangebote-suchen` stores the filters of staff as a search alert.
 */
export const jobSearchRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  const common = { tags: ["job board"], security: [{ session: [] }] };

  app.get(
    "/api/arbeitsangebote-suchen",
    {
      schema: {
        ...common,
        summary: "Published orders matching the filters; stores nothing (the live results list)",
        description:
          "Each order says whether it is open to the logged-in staff member (`openToYou`: their profession); `typeCounts` counts, per type, the offers open to the person that fit the other filters.",
        querystring: jobSearchSchema,
        response: {
          200: foundOrdersAnswer,
          ...authErrors,
          422: errorResponse,
        },
      },
      onRequest: requireRole(context),
    },
    async (request) => {
      return searchPublishedOrders(db, accountOf(request), criteriaOf(request.query));
    },
  );

  app.get(
    "/api/arbeitsangebote-suchen/:id",
    {
      schema: {
        ...common,
        summary: "One published order, as an alert mail links to it",
        params: z.object({ id: z.uuid() }),
        response: {
          200: foundOrderAnswer,
          ...authErrors,
          404: errorResponse.describe("No published order with this id"),
        },
      },
      onRequest: requireRole(context),
    },
    async (request) => {
      const found = await findOrder(db, request.params.id, { status: "published" });
      if (!found) throw new HttpError(404, messagesEn["jobOffer.notFound"]);
      const [order] = await foundOrders(db, accountOf(request), [found]);
      return { order: order! };
    },
  );

  app.post(
    "/api/arbeitsangebote-suchen",
    {
      schema: {
        ...common,
        summary: "Staff: store the filters as an e-mail search alert; answers the matching orders",
        body: jobSearchSchema,
        response: {
          201: storedSearchAnswer.describe("Stored (for other roles: nothing stored, orders only)"),
          200: storedSearchAnswer.describe("The person already keeps an alert with these filters"),
          ...authErrors,
          409: errorResponse.describe("The person keeps the most alerts allowed"),
          422: errorResponse,
        },
      },
      onRequest: requireRole(context),
    },
    async (request, reply) => {
      const account = accountOf(request);
      const search = request.body;
      const outcome =
        account.role === "pharmacist" ? await saveSearchAlert(db, account.id, search) : null;
      if (outcome?.kind === "limit") throw new HttpError(409, messagesEn["searchAlert.limit"]);
      const orders = await foundOrders(
        db,
        account,
        await findPublishedOrders(db, criteriaOf(search)),
      );
      const existing = outcome?.kind === "existing";
      return reply.status(existing ? 200 : 201).send({
        message: messagesEn[existing ? "searchAlert.duplicate" : "jobSearch.success"],
        saved: outcome?.kind === "created",
        alert: outcome ? alertView(outcome.alert) : null,
        orders,
      });
    },
  );
};
