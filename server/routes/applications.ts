import { and, desc, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from "../../domain/placement-status";
import { staffProfileCompleteness } from "../account/profile-view";
import { accountOf, requireRole } from "../auth/require-role";
import { isUniqueViolation } from "../db/errors";
import { jobApplications, searchOrders, staffProfiles } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { lockOrder, transition, withPeriods } from "../job-board/order-records";
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
export const applicationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  app.removeContentTypeParser("text/plain");
  const staffOnly = requireRole(context, "pharmacist");
  const common = { tags: ["job board"], security: [{ session: [] }] };

  app.post(
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
          422: errorResponse.describe("The order asks for another profession; nothing is stored"),
        },
      },
      onRequest: staffOnly,
    },
    async (request, reply) => {
      const { orderId } = request.body;
      const staffId = accountOf(request).id;
      const [order] = await db.select().from(searchOrders).where(eq(searchOrders.id, orderId));
      if (order?.status !== "published") {
        throw new HttpError(404, messagesEn["application.notOpen"]);
      }
      // Only the profession the order asks for (an Inhabervertretung: only Apotheker/in,
      // which the order's own check already implies).
      const [profile] = await db
        .select({ profession: staffProfiles.profession })
        .from(staffProfiles)
        .where(eq(staffProfiles.userId, staffId));
      if (profile?.profession !== order.role) {
        throw new HttpError(422, messagesEn["application.roleMismatch"]);
      }
      // The terms: contacting a pharmacy needs a profile at least 80 % complete.
      const completeness = await staffProfileCompleteness(db, staffId);
      if (completeness === null || completeness < PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT) {
        throw new HttpError(403, messagesEn["application.profileIncomplete"]);
      }
      try {
        const now = new Date();
        // A withdrawn application may be given again (with a new consent).
        const renewed = await db
          .update(jobApplications)
          .set({ status: "applied", dataConsentAt: now, statusChangedAt: now, createdAt: now })
          .where(
            and(
              eq(jobApplications.orderId, orderId),
              eq(jobApplications.staffId, staffId),
              eq(jobApplications.status, "withdrawn"),
            ),
          )
          .returning({ id: jobApplications.id });
        if (renewed.length === 0) {
          await db.insert(jobApplications).values({ orderId, staffId, dataConsentAt: now });
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messagesEn["application.duplicate"]);
        throw error;
      }
      return reply.status(201).send({ message: messagesEn["application.created"] });
    },
  );

  app.get(
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
                status: z.enum(APPLICATION_STATUSES),
                /** The status as every screen and mail names it ("Beworben", ...). */
                statusLabel: z.string(),
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
        .where(
          and(
            eq(jobApplications.staffId, accountOf(request).id),
            ne(jobApplications.status, "withdrawn"),
          ),
        )
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
          status: application.status,
          statusLabel: APPLICATION_STATUS_LABELS[application.status],
          order: publicOrder(orders[index]!),
        })),
      };
    },
  );

  app.delete(
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
          409: errorResponse.describe("Already confirmed: cancel the placement instead"),
        },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const staffId = accountOf(request).id;
      await db.transaction(async (tx) => {
        const [application] = await tx
          .select()
          .from(jobApplications)
          .where(
            and(eq(jobApplications.id, request.params.id), eq(jobApplications.staffId, staffId)),
          );
        if (!application || application.status === "withdrawn") {
          throw new HttpError(404, messagesEn["application.notFound"]);
        }
        // Locked, so that the operator or the owner cannot act on the order meanwhile.
        const order = await lockOrder(tx, application.orderId);
        if (!WITHDRAWABLE_APPLICATION_STATUSES.includes(application.status)) {
          throw new HttpError(409, messagesEn["application.confirmed"]);
        }
        // Proposed but not yet confirmed: the order goes back to the job board.
        if (order.status === "candidate_proposed" && order.candidateId === staffId) {
          await transition(tx, order, "published", staffId, {
            note: "Die vorgeschlagene Fachkraft hat ihre Bewerbung zurückgezogen.",
            set: { candidateId: null },
          });
        }
        await tx
          .update(jobApplications)
          .set({ status: "withdrawn", statusChangedAt: new Date() })
          .where(eq(jobApplications.id, application.id));
      });
      return { message: messagesEn["application.withdrawn"] };
    },
  );
};
