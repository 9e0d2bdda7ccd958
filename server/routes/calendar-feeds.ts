import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { calendarFeedAnswer, calendarFeedCreated } from "../../domain/api/placements";
import { accountOf, requireRole } from "../auth/require-role";
import { HttpError } from "../http/http-error";
import {
  calendarFeedOf,
  calendarFeedState,
  calendarFeedUrls,
  renewCalendarFeed,
  revokeCalendarFeed,
} from "../placements/calendar-feeds";
import type { RouteContext } from "../route-context";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not an owner or staff member"),
};

/**
 * Calendar subscriptions (docs/decisions/0054-calendar-feeds.md): a person's private
 * address of their placements as an iCalendar feed, made, renewed and switched off on
 * "Mein Konto"; the feed itself answers anyone who has the address (calendar programs
 * send no cookie), and nothing to anyone else.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db } = context;
  const parties = requireRole(context, "pharmacy_owner", "pharmacist");
  const common = { tags: ["placements"], security: [{ session: [] }] };
  app.removeContentTypeParser("text/plain");

  app.get(
    "/api/account/calendar",
    {
      onRequest: parties,
      schema: {
        ...common,
        summary: "Whether my calendar address is set up",
        response: { 200: calendarFeedAnswer, ...errors },
      },
    },
    async (request) => calendarFeedState(db, accountOf(request).id),
  );

  app.post(
    "/api/account/calendar",
    {
      onRequest: parties,
      schema: {
        ...common,
        summary: "A new private calendar address (the earlier one stops working)",
        description: "The address is shown only in this answer; the server keeps its hash.",
        response: { 200: calendarFeedCreated, ...errors },
      },
    },
    async (request) => calendarFeedUrls(config, await renewCalendarFeed(db, accountOf(request).id)),
  );

  app.delete(
    "/api/account/calendar",
    {
      onRequest: parties,
      schema: {
        ...common,
        summary: "Switch my calendar address off",
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await revokeCalendarFeed(db, accountOf(request).id);
      return { message: "Calendar address removed" };
    },
  );

  app.get(
    "/api/calendar/:file",
    {
      schema: {
        tags: ["placements"],
        summary: "A person's placements as an iCalendar feed (the private address)",
        params: z.object({ file: z.string().max(100) }),
        produces: ["text/calendar"],
        response: {
          200: z.string().describe("The iCalendar feed"),
          404: errorResponse.describe("No such address (never made, renewed or switched off)"),
        },
      },
    },
    async (request, reply) => {
      const feed = await calendarFeedOf(db, request.params.file.replace(/\.ics$/, ""));
      if (!feed) throw new HttpError(404, "No such calendar");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .send(feed);
    },
  );
};
