import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SALUTATIONS, SERVICE_REQUEST_STATUSES, WWS_SOFTWARE } from "../../domain/enums";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import type { Database } from "../db/client";
import { cleaningRequests, courierRequests } from "../db/schema";
import type { RouteContext } from "../http/route-context";
import { cleaningRequestView } from "../service-requests/cleaning";
import { courierRequestView } from "../service-requests/courier";

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

type RequestType = z.infer<typeof requestType>;
type Status = z.infer<typeof status>;

async function setStatus(db: Database, type: RequestType, id: string, next: Status) {
  const values = { status: next, updatedAt: new Date() };
  if (type === "courier") {
    const [row] = await db
      .update(courierRequests)
      .set(values)
      .where(eq(courierRequests.id, id))
      .returning();
    return row && courierRequestView(row);
  }
  const [row] = await db
    .update(cleaningRequests)
    .set(values)
    .where(eq(cleaningRequests.id, id))
    .returning();
  return row && cleaningRequestView(row);
}

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
      const updated = await db.transaction(async (tx) => {
        const changed = await setStatus(tx, type, id, request.body.status);
        if (changed) {
          await recordAudit(tx, accountOf(request), {
            action: "service_request.status",
            targetType: `${type}_request`,
            targetId: id,
            details: { status: request.body.status },
          });
        }
        return changed;
      });
      if (!updated) return reply.status(404).send({ message: "Not found" });
      return { request: updated };
    },
  );
};
