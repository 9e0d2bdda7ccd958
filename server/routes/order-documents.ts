import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { accountOf, requireRole } from "../auth/require-role";
import { contentDisposition } from "../http/content-disposition";
import { candidateDocument } from "../job-board/order-documents";
import type { RouteContext } from "../route-context";

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
      const document = await candidateDocument(
        db,
        accountOf(request),
        request.params.id,
        request.params.documentId,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", contentDisposition(document.originalName))
        .send((await storage.read(document.storageKey)) as never);
    },
  );
};
