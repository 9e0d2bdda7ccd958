import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  serviceRequestStatusAnswer,
  serviceRequestStatusBody,
  serviceRequestType,
} from "../../domain/api/admin";
import { accountOf, requireRole } from "../auth/require-role";
import type { RouteContext } from "../route-context";
import { setServiceRequestStatus } from "../service-requests/status";

const message = z.object({ message: z.string() });

/**
 * The operators' change of a courier or cleaning request's status (new -> in_progress
 * -> done, or back); the console lists them through admin/lists/request-lists.ts.
 */
export const adminServiceRequestRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  context,
) => {
  const { db } = context;
  app.patch(
    "/api/admin/service-requests/:type/:id",
    {
      onRequest: requireRole(context, "admin"),
      schema: {
        tags: ["admin"],
        summary: "Set the status of a courier or cleaning request",
        security: [{ session: [] }],
        params: z.object({ type: serviceRequestType, id: z.uuid() }),
        body: serviceRequestStatusBody,
        response: { 200: serviceRequestStatusAnswer, 401: message, 403: message, 404: message },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const updated = await setServiceRequestStatus(
        db,
        accountOf(request),
        type,
        id,
        request.body.status,
      );
      if (!updated) return reply.status(404).send({ message: "Not found" });
      return { request: updated };
    },
  );
};
