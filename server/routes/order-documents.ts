import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagesEn } from "../../domain/messages/en";
import { accountOf, requireRole } from "../auth/require-role";
import { searchOrders, userDocuments } from "../db/schema";
import { errorResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";

/** Statuses in which the owner has confirmed the candidate (terms: then the documents). */
const CONFIRMED = new Set(["confirmed", "placed"]);

/**
 * The confirmed candidate's certificate or CV for the owner of the order; operators may
 * read any staff document. Everyone else gets 404, so ids reveal nothing.
 */
export const orderDocumentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, storage } = context;

  app.get(
    "/api/search-orders/:id/documents/:documentId",
    {
      schema: {
        tags: ["search orders"],
        summary: "Download a document of the order's confirmed candidate (PDF)",
        security: [{ session: [] }],
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: {
          401: errorResponse.describe("Not logged in"),
          403: errorResponse.describe("Staff may not download here"),
          404: errorResponse,
        },
      },
      onRequest: requireRole(context, "admin", "pharmacy_owner"),
    },
    async (request, reply) => {
      const account = accountOf(request);
      const [order] = await db
        .select()
        .from(searchOrders)
        .where(eq(searchOrders.id, request.params.id));
      const notFound = new HttpError(404, messagesEn["document.notFound"]);
      if (!order) throw notFound;
      if (account.role !== "admin") {
        if (order.ownerId !== account.id || !CONFIRMED.has(order.status)) throw notFound;
      }
      if (!order.candidateId && account.role !== "admin") throw notFound;
      const [document] = await db
        .select()
        .from(userDocuments)
        .where(
          and(
            eq(userDocuments.id, request.params.documentId),
            account.role === "admin" ? undefined : eq(userDocuments.userId, order.candidateId!),
          ),
        );
      if (!document) throw notFound;
      const safeName = document.originalName.replace(/[^\w.\- äöüÄÖÜß]/g, "_");
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(document.originalName)}`,
        )
        .send((await storage.read(document.storageKey)) as never);
    },
  );
};
