import { eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobSearchSchema } from "../../domain/job-search";
import { messagesEn } from "../../domain/messages/en";
import type { RouteContext } from "../app";
import { requireRole } from "../auth/require-role";
import { jobApplications, savedSearches } from "../db/schema";
import { errorResponse } from "../http/api-schemas";
import { criteriaOf, findPublishedOrders } from "../job-board/matching";
import { publicOrder, publicOrderResponse } from "../job-board/order-view";

/**
 * The spec's `POST /api/arbeitsangebote-suchen` (decisions.md, "Job board"): every
 * logged-in user sees the matching published orders; for staff the search is also saved
 * as an alert, and new matching orders are mailed (server/job-board/job-alerts.ts).
 */
export const jobSearchRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db } = context;
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/arbeitsangebote-suchen",
    {
      schema: {
        tags: ["job board"],
        summary: "Search published orders; staff: also save the search as an e-mail alert",
        security: [{ session: [] }],
        body: jobSearchSchema,
        response: {
          201: z.object({
            message: z.string(),
            /** True when the search was saved as an alert (staff only). */
            saved: z.boolean(),
            orders: z.array(publicOrderResponse.extend({ applied: z.boolean() })),
          }),
          401: errorResponse.describe("Not logged in"),
          422: errorResponse,
        },
      },
      onRequest: requireRole(context),
    },
    async (request, reply) => {
      const account = request.account!;
      const search = request.body;
      const isStaff = account.role === "pharmacist";
      if (isStaff) {
        await db.insert(savedSearches).values({
          userId: account.id,
          type: search.type,
          startDate: search.startDate || null,
          endDate: search.endDate || null,
          location: search.location ?? "",
          state: search.state || null,
        });
      }
      const orders = await findPublishedOrders(db, criteriaOf(search));
      const applied = new Set<string>();
      if (isStaff && orders.length > 0) {
        const rows = await db
          .select({ orderId: jobApplications.orderId })
          .from(jobApplications)
          .where(
            inArray(
              jobApplications.orderId,
              orders.map((order) => order.id),
            ),
          );
        const own = await db
          .select({ orderId: jobApplications.orderId })
          .from(jobApplications)
          .where(eq(jobApplications.staffId, account.id));
        const mine = new Set(own.map((row) => row.orderId));
        for (const row of rows) if (mine.has(row.orderId)) applied.add(row.orderId);
      }
      return reply.status(201).send({
        message: messagesEn["jobSearch.success"],
        saved: isStaff,
        orders: orders.map((order) => ({ ...publicOrder(order), applied: applied.has(order.id) })),
      });
    },
  );
};
