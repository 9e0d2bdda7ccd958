import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "../../domain/api/common";
import { availabilityAnswer } from "../../domain/api/urgent-cover";
import { availabilityDaysBody, availabilitySettingsSchema } from "../../domain/availability";
import { accountOf, requireRole } from "../auth/require-role";
import {
  availabilityView,
  markAvailabilityDays,
  saveAvailabilitySettings,
} from "../job-board/availability";
import type { RouteContext } from "../route-context";

/**
 * A staff member's availability on "Mein Konto" (docs/decisions/0056-urgent-cover-offers.md):
 * read it, save the settings (weekdays, distance, overnight, offer channel, daily cap),
 * mark days.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  app.removeContentTypeParser("text/plain");
  const staffOnly = requireRole(context, "pharmacist");
  const common = { tags: ["availability"], security: [{ session: [] }] };
  const authErrors = {
    401: errorResponse.describe("Not logged in"),
    403: errorResponse.describe("Logged in, but not as staff"),
  };

  app.get(
    "/api/availability",
    {
      onRequest: staffOnly,
      schema: {
        ...common,
        summary: "The person's availability: settings, marked days, placement days",
        response: { 200: availabilityAnswer, ...authErrors },
      },
    },
    async (request) => availabilityView(db, accountOf(request).id),
  );

  app.put(
    "/api/availability",
    {
      onRequest: staffOnly,
      schema: {
        ...common,
        summary: "Save weekdays, travel distance, overnight, offer channel and daily cap",
        body: availabilitySettingsSchema,
        response: { 200: availabilityAnswer, ...authErrors, 422: errorResponse },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      await saveAvailabilitySettings(db, id, request.body);
      return availabilityView(db, id);
    },
  );

  app.post(
    "/api/availability/days",
    {
      onRequest: staffOnly,
      schema: {
        ...common,
        summary: "Mark days available, not available or back to the weekdays",
        body: availabilityDaysBody,
        response: { 200: availabilityAnswer, ...authErrors, 422: errorResponse },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      await markAvailabilityDays(db, id, request.body);
      return availabilityView(db, id);
    },
  );
};
