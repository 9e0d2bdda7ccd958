import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "../../domain/api/common";
import { figuresAnswer, figuresQuery } from "../../domain/api/figures";
import { operatorErrors } from "../admin/admin-list";
import { agencyFigures } from "../admin/figures/agency-figures";
import { requireRole } from "../auth/require-role";
import type { RouteContext } from "../route-context";

/** The agency's figures for /admin/kennzahlen: operators only, never public. */
export const adminFiguresRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.get(
    "/api/admin/figures",
    {
      onRequest: requireRole(context, "admin"),
      schema: {
        tags: ["operator"],
        summary: "The agency's figures for a period, optionally one region or profession",
        security: [{ session: [] }],
        querystring: figuresQuery,
        response: { 200: figuresAnswer, ...operatorErrors, 422: errorResponse },
      },
    },
    async (request) => agencyFigures(context.db, request.query),
  );
};
