import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { applicationBody, applicationsAnswer } from "../../domain/api/job-board";
import { messagesEn } from "../../domain/messages/en";
import { accountOf, requireRole } from "../auth/require-role";
import { applyToOrder, ownApplications, withdrawApplication } from "../job-board/applications";
import { autoProposeFavourite } from "../job-board/auto-proposal";
import type { RouteContext } from "../route-context";

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
  const staffOnly = requireRole(context, "pharmacist");
  const common = { tags: ["job board"], security: [{ session: [] }] };

  app.post(
    "/api/applications",
    {
      schema: {
        ...common,
        summary: "Apply to a published order (data-consent opt-in required)",
        body: applicationBody,
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
      await applyToOrder(db, accountOf(request).id, request.body.orderId);
      // A favourite of a pharmacy that allows it is proposed at once (docs/decisions/0056).
      if (
        await autoProposeFavourite(db, context.config, accountOf(request), request.body.orderId)
      ) {
        context.mailer.wake();
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
          200: applicationsAnswer,
          ...authErrors,
        },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      return { applications: await ownApplications(db, accountOf(request).id) };
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
      await withdrawApplication(db, accountOf(request).id, request.params.id);
      return { message: messagesEn["application.withdrawn"] };
    },
  );
};
