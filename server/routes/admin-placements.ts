import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { PLACEMENT_STATUSES } from "../../domain/placement-status";
import { acceptanceDeadline, isOverdue } from "../../domain/working-days";
import { recordAudit } from "../audit/record-audit";
import { requireRole } from "../auth/require-role";
import { arrangePlacementAndInvoice } from "../billing/placement-invoice";
import {
  type Placement,
  pharmacyBranches,
  pharmacyProfiles,
  placements,
  searchOrders,
} from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import type { RouteContext } from "../http/route-context";
import { invoiceCopyDue, placementResponse, placementView } from "../placements/placement-view";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

const adminPlacementResponse = placementResponse.extend({
  /** The accounts may be deleted: the record stays (10 years). */
  ownerAccount: z.boolean(),
  staffAccount: z.boolean(),
  /** The work is over and the provider's invoice copy is not there yet. */
  invoiceCopyMissing: z.boolean(),
  invoiceCopyOverdue: z.boolean(),
});

function adminView(placement: Placement, now: Date) {
  const today = todayIsoDate(now);
  const missing =
    placement.status !== "cancelled" && !placement.invoiceCopyKey && placement.lastDay < today;
  return {
    ...placementView(placement, null, now),
    ownerAccount: placement.ownerId !== null,
    staffAccount: placement.staffId !== null,
    invoiceCopyMissing: missing,
    invoiceCopyOverdue: missing && invoiceCopyDue(placement) < today,
  };
}

/**
 * The operator's placements (docs/decisions/0015-placement-record.md): every record,
 * whatever happened to the accounts; the day's work (orders waiting for acceptance,
 * placements waiting for "vermittelt", missing invoice copies); and "vermittelt".
 */
export const adminPlacementRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db } = context;
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };

  api.get(
    "/api/admin/placements",
    {
      schema: {
        ...common,
        summary: "Placement records, newest first",
        querystring: z.object({
          status: z.enum(PLACEMENT_STATUSES).optional(),
          invoiceCopyMissing: z.enum(["1"]).optional(),
        }),
        response: { 200: z.object({ placements: z.array(adminPlacementResponse) }), ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { status } = request.query;
      const rows = await db
        .select()
        .from(placements)
        .where(status ? eq(placements.status, status) : undefined)
        .orderBy(desc(placements.firstDay))
        .limit(500);
      const now = new Date();
      const views = rows.map((row) => adminView(row, now));
      return {
        placements: request.query.invoiceCopyMissing
          ? views.filter((view) => view.invoiceCopyMissing)
          : views,
      };
    },
  );

  api.get(
    "/api/admin/work",
    {
      schema: {
        ...common,
        summary: "The operator's day: orders to accept (overdue first), placements to settle",
        response: {
          200: z.object({
            ordersToAccept: z.array(
              z.object({
                id: z.string(),
                pharmacyName: z.string(),
                city: z.string(),
                role: z.string(),
                deadline: z.string(),
                overdue: z.boolean(),
              }),
            ),
            placementsToArrange: z.array(adminPlacementResponse),
            invoiceCopiesMissing: z.array(adminPlacementResponse),
          }),
          ...errors,
        },
      },
      onRequest: adminOnly,
    },
    async () => {
      const now = new Date();
      // The pharmacy the order is for: its branch, else the main pharmacy.
      const sent = await db
        .select({
          order: searchOrders,
          pharmacyName: sql<
            string | null
          >`coalesce(${pharmacyBranches.name}, ${pharmacyProfiles.pharmacyName})`,
        })
        .from(searchOrders)
        .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
        .leftJoin(pharmacyBranches, eq(pharmacyBranches.id, searchOrders.branchId))
        .where(eq(searchOrders.status, "sent"))
        .orderBy(asc(searchOrders.sentAt))
        .limit(200);
      const ordersToAccept = sent
        .map(({ order, pharmacyName }) => {
          const deadline = acceptanceDeadline(order.sentAt ?? order.createdAt);
          return {
            id: order.id,
            pharmacyName: pharmacyName ?? "",
            city: order.city,
            role: order.role,
            deadline,
            overdue: isOverdue(deadline, now),
          };
        })
        .sort(
          (a, b) => Number(b.overdue) - Number(a.overdue) || a.deadline.localeCompare(b.deadline),
        );
      const open = await db
        .select()
        .from(placements)
        .where(inArray(placements.status, ["confirmed", "arranged"]))
        .orderBy(asc(placements.firstDay))
        .limit(500);
      const views = open.map((row) => adminView(row, now));
      return {
        ordersToAccept,
        placementsToArrange: views.filter((view) => view.status === "confirmed"),
        invoiceCopiesMissing: views.filter((view) => view.invoiceCopyMissing),
      };
    },
  );

  api.post(
    "/api/admin/placements/:id/arrange",
    {
      schema: {
        ...common,
        summary: "Mark a confirmed placement as 'vermittelt' (the fee falls due)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse.describe("Not confirmed (cancelled or already arranged)"),
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const { placement } = await arrangePlacementAndInvoice(
          tx,
          request.params.id,
          request.account!,
          context.config,
        );
        await recordAudit(tx, request.account!, {
          action: "placement.arrange",
          targetType: "placement",
          targetId: placement.id,
          details: { orderId: placement.orderId },
        });
      });
      return { message: messagesEn["placement.arranged"] };
    },
  );
};
