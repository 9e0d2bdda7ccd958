import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { postcodeAnswer } from "../../domain/api/site";
import { messagesEn } from "../../domain/messages/en";
import { HttpError } from "../http/http-error";
import { lookupPostcode } from "../postcodes/postcode-directory";
import type { RouteContext } from "../route-context";

/**
 * A German postcode's place and federal state (decision 30), so forms can fill them in
 * as the postcode is typed; the directory itself stays on the server.
 */
export const postcodeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app) => {
  app.get(
    "/api/postcodes/:postcode",
    {
      schema: {
        tags: ["postcodes"],
        summary: "Place and federal state of a German postcode",
        params: z.object({ postcode: z.string().regex(/^\d{5}$/) }),
        response: {
          200: postcodeAnswer,
          404: errorResponse.describe("No such postcode"),
        },
      },
    },
    async (request, reply) => {
      const entry = lookupPostcode(request.params.postcode);
      if (!entry) throw new HttpError(404, messagesEn["postalCode.unknown"]);
      // The directory changes with a release only.
      reply.header("cache-control", "public, max-age=86400");
      return { postcode: entry.postcode, city: entry.city, state: entry.state };
    },
  );
};
