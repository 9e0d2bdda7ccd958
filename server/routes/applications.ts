import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import { staffProfileCompleteness } from "../account/profile-view";
import { requireRole } from "../auth/require-role";
import { isUniqueViolation } from "../db/errors";
import { jobApplications, searchOrders } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { withPeriods } from "../job-board/order-records";
import { publicOrder, publicOrderResponse } from "../job-board/order-view";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as staff"),
};

/**
 * Staff apply to published orders after the data-consent opt-in (docs/product.md, "Job board"; the
 * time of consent is stored with the application), see their own applications and
 * withdraw one, which revokes its consent.
 */
export const applicationRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db } = context;
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = requireRole(context, "pharmacist");
  const common = { tags: ["job board"], security: [{ session: [] }] };

  api.post(
    "/api/applications",
    {
      schema: {
        ...common,
        summary: "Apply to a published order (data-consent opt-in required)",
        body: z.object({
          orderId: z.uuid(),
          dataConsent: z.literal(true, { error: "dataConsent.required" }),
        }),
        response: {
          201: messageResponse,
          ...authErrors,
          404: errorResponse.describe("No published order with this id"),
          403: errorResponse.describe("Not staff, or profile less than 80 % complete"),
          409: errorResponse.describe("Already applied"),
          422: errorResponse,
        },
      },
      onRequest: staffOnly,
    },
    async (request, reply) => {
      const { orderId } = request.body;
      const [order] = await db.select().from(searchOrders).where(eq(searchOrders.id, orderId));
      if (order?.status !== "published") {
        throw new HttpError(404, messagesEn["application.notOpen"]);
      }
      // The terms: contacting a pharmacy needs a profile at least 80 % complete.
      const completeness = await staffProfileCompleteness(db, request.account!.id);
      if (completeness === null || completeness < PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT) {
        throw new HttpError(403, messagesEn["application.profileIncomplete"]);
      }
      try {
        await db.insert(jobApplications).values({
          orderId,
          staffId: request.account!.id,
          dataConsentAt: new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messagesEn["application.duplicate"]);
        throw error;
      }
      return reply.status(201).send({ message: messagesEn["application.created"] });
    },
  );

  api.get(
    "/api/applications",
    {
      schema: {
        ...common,
        summary: "The logged-in staff member's own applications",
        response: {
          200: z.object({
            applications: z.array(
              z.object({
                id: z.string(),
                createdAt: z.string(),
                dataConsentAt: z.string(),
                /** Still published: the operator has not yet proposed anyone. */
                open: z.boolean(),
                order: publicOrderResponse,
              }),
            ),
          }),
          ...authErrors,
        },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const rows = await db
        .select({ application: jobApplications, order: searchOrders })
        .from(jobApplications)
        .innerJoin(searchOrders, eq(searchOrders.id, jobApplications.orderId))
        .where(and(eq(jobApplications.staffId, request.account!.id)))
        .orderBy(desc(jobApplications.createdAt));
      const orders = await withPeriods(
        db,
        rows.map((row) => row.order),
      );
      return {
        applications: rows.map(({ application, order }, index) => ({
          id: application.id,
          createdAt: application.createdAt.toISOString(),
          dataConsentAt: application.dataConsentAt.toISOString(),
          open: order.status === "published",
          order: publicOrder(orders[index]!),
        })),
      };
    },
  );

  api.delete(
    "/api/applications/:id",
    {
      schema: {
        ...common,
        summary: "Withdraw an own application, revoking its data consent",
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...authErrors,
          404: errorResponse.describe("No own application with this id"),
          409: errorResponse.describe("Already proposed to the pharmacy: the agency handles it"),
        },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const staffId = request.account!.id;
      await db.transaction(async (tx) => {
        const [application] = await tx
          .select()
          .from(jobApplications)
          .where(
            and(eq(jobApplications.id, request.params.id), eq(jobApplications.staffId, staffId)),
          );
        if (!application) throw new HttpError(404, messagesEn["application.notFound"]);
        // Locked, so that the operator cannot propose this person while the row goes.
        const [order] = await tx
          .select({ candidateId: searchOrders.candidateId })
          .from(searchOrders)
          .where(eq(searchOrders.id, application.orderId))
          .for("update");
        // Once proposed, the owner knows the name: the agency takes it from there.
        if (order?.candidateId === staffId) {
          throw new HttpError(409, messagesEn["application.proposed"]);
        }
        await tx.delete(jobApplications).where(eq(jobApplications.id, application.id));
      });
      return { message: messagesEn["application.withdrawn"] };
    },
  );
};
