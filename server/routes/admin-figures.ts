import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { figuresAnswer, figuresCsvQuery, figuresQuery } from "../../domain/api/figures";
import { operatorErrors } from "../admin/admin-list";
import { agencyFigures } from "../admin/figures/agency-figures";
import { figuresCsv } from "../admin/figures/figures-csv";
import { requireRole } from "../auth/require-role";
import type { RouteContext } from "../route-context";

/** The agency's figures for /admin/kennzahlen: operators only, never public. */
export const adminFiguresRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };

  app.get(
    "/api/admin/figures",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "The agency's figures for a period, optionally one region or profession",
        querystring: figuresQuery,
        response: { 200: figuresAnswer, ...operatorErrors, 422: errorResponse },
      },
    },
    async (request) => agencyFigures(context.db, request.query),
  );

  app.get(
    "/api/admin/figures/csv",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "One chart of the figures page as CSV, the rows of its table",
        querystring: figuresCsvQuery,
        produces: ["text/csv"],
        response: { 200: z.string(), ...operatorErrors, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const { chart, ...query } = request.query;
      const answer = await agencyFigures(context.db, query);
      const name = `kennzahlen-${chart}-${answer.period.from}-${answer.period.to}.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(figuresCsv(answer, chart));
    },
  );
};
