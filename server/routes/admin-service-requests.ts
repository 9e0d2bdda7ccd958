import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SALUTATIONS, SERVICE_REQUEST_STATUSES, WWS_SOFTWARE } from "../../domain/enums";
import { accountOf, requireRole } from "../auth/require-role";
import type { RouteContext } from "../http/route-context";
import { setServiceRequestStatus } from "../service-requests/status";

const requestType = z.enum(["courier", "cleaning"]);
const status = z.enum(SERVICE_REQUEST_STATUSES);
const message = z.object({ message: z.string() });

const common = {
  id: z.uuid(),
  status,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  pharmacy_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  street: z.string(),
  zip_code: z.string(),
  gender: z.enum(SALUTATIONS),
  first_name: z.string(),
  last_name: z.string(),
};
const courierView = z.object({
  ...common,
  existing_delivery_area: z.string(),
  existing_delivery_equipment: z.string(),
  existing_software: z.array(z.enum(WWS_SOFTWARE)),
});
const cleaningView = z.object({
  ...common,
  city: z.string(),
  room_count: z.number().int(),
  sqm: z.number().nullable(),
  tasks_should: z.string(),
});
const anyView = z.union([courierView, cleaningView]);

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
        params: z.object({ type: requestType, id: z.uuid() }),
        body: z.object({ status }),
        response: { 200: z.object({ request: anyView }), 401: message, 403: message, 404: message },
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
