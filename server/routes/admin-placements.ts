import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import {
  adminPlacementsAnswer,
  adminPlacementsQuery,
  operatorWorkAnswer,
  WORK_SECTION_ROWS,
} from "../../domain/api/placements";
import { messagesEn } from "../../domain/messages/en";
import { workedDaysBody } from "../../domain/worked-days";
import { accountOf, requireRole } from "../auth/require-role";
import { dueReminders } from "../billing/dunning";
import {
  adminPlacements,
  arrangePlacement,
  invoiceWorkedDays,
  operatorWork,
} from "../placements/operator-placements";
import { resolveWorkReport } from "../placements/worked-days";
import type { RouteContext } from "../route-context";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

/**
 * The operator's placements (docs/decisions/0015-placement-record.md): every record,
 * whatever happened to the accounts; the day's work (orders waiting for acceptance,
 * placements waiting for "vermittelt", missing invoice copies); and "vermittelt".
 */
export const adminPlacementRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };

  app.get(
    "/api/admin/placements",
    {
      schema: {
        ...common,
        summary: "Placement records, newest first",
        querystring: adminPlacementsQuery,
        response: { 200: adminPlacementsAnswer, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { status, invoiceCopyMissing, after } = request.query;
      return adminPlacements(db, {
        status,
        invoiceCopyMissing: Boolean(invoiceCopyMissing),
        after,
      });
    },
  );

  app.get(
    "/api/admin/work",
    {
      schema: {
        ...common,
        summary: "The operator's day: orders to accept (overdue first), placements to settle",
        response: {
          200: operatorWorkAnswer,
          ...errors,
        },
      },
      onRequest: adminOnly,
    },
    async () => {
      const work = await operatorWork(db);
      const reminders = await dueReminders(db);
      return {
        ...work,
        totals: { ...work.totals, remindersDue: reminders.length },
        remindersDue: reminders.slice(0, WORK_SECTION_ROWS),
      };
    },
  );

  app.post(
    "/api/admin/placements/:id/arrange",
    {
      schema: {
        ...common,
        summary: "Mark a confirmed placement as 'vermittelt' (from its first day on; no invoice)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse.describe(
            "Not confirmed (cancelled or already arranged), or its first day has not come",
          ),
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await arrangePlacement(db, accountOf(request), request.params.id);
      return { message: messagesEn["placement.arranged"] };
    },
  );

  app.post(
    "/api/admin/placements/:id/invoice",
    {
      schema: {
        ...common,
        summary: "Issue the placement's invoice from its confirmed worked days (mailed)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse.describe(
            "Cancelled, no fee, days not all confirmed, no day worked, or invoiced already",
          ),
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const invoice = await invoiceWorkedDays(
        db,
        accountOf(request),
        request.params.id,
        context.config,
      );
      context.mailer.wake();
      return { message: `Invoice ${invoice.number} issued` };
    },
  );

  app.post(
    "/api/admin/work-reports/:id/resolve",
    {
      schema: {
        ...common,
        summary: "Settle disputed worked days with the days that count",
        params: z.object({ id: z.uuid() }),
        body: workedDaysBody,
        response: {
          200: messageResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse.describe("Not disputed"),
          422: errorResponse,
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await resolveWorkReport(
        db,
        context.config,
        accountOf(request),
        request.params.id,
        request.body.days,
      );
      context.mailer.wake();
      return { message: messagesEn["workedDays.resolved"] };
    },
  );
};
