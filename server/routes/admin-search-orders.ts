import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DECLINE_REASON_MAX_LENGTH } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { OWNER_COVER_PROFESSION } from "../../domain/search-order";
import { SEARCH_ORDER_STATUSES, type SearchOrderStatus } from "../../domain/search-order-status";
import { acceptanceDeadline, isOverdue } from "../../domain/working-days";
import { recordAudit } from "../audit/record-audit";
import { publicLink } from "../auth/accounts";
import { accountOf, requireRole } from "../auth/require-role";
import { arrangePlacementAndInvoice } from "../billing/placement-invoice";
import type { Database } from "../db/client";
import { pharmacyProfiles, searchOrders, staffProfiles, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { adminOrderResponse, candidateResponse } from "../job-board/admin-order-view";
import { busyStaff } from "../job-board/assignments";
import { queueJobAlerts } from "../job-board/job-alerts";
import {
  lockOrder,
  type OrderWithPeriods,
  orderSummary,
  transition,
  withPeriods,
} from "../job-board/order-records";
import { ownerOrders } from "../job-board/order-view";
import { mayBeProposed, rankCandidates } from "../job-board/ranking";
import { enqueueEmail } from "../mail/outbox";
import {
  applicationProposedEmail,
  searchOrderAcceptedEmail,
  searchOrderPublishedEmail,
} from "../mail/templates/order-progress-mails";
import { searchOrderCandidateEmail } from "../mail/templates/search-order-candidate";
import { searchOrderDeclinedEmail } from "../mail/templates/search-order-declined";
import { confirmedPlacementOf, setApplicationStatus } from "../placements/placement-records";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
  404: errorResponse.describe("No such order"),
  409: errorResponse.describe("Not possible in the order's status"),
};
const idParams = z.object({ id: z.uuid() });

/**
 * The operator's search-order actions (docs/product.md, "Operator console"): list with the
 * acceptance deadline, accept, decline with a reason, publish (mails matching saved
 * searches), rank candidates, propose one, mark placed. Each action is audited in its
 * transaction.
 */
export const adminSearchOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  app.removeContentTypeParser("text/plain");
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };

  /** Locks the order, runs the change and the audit entry in one transaction. */
  async function act(
    request: FastifyRequest,
    id: string,
    action: string,
    change: (order: OrderWithPeriods, tx: Database) => Promise<Record<string, unknown> | undefined>,
  ) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const details = await change(order, tx);
      await recordAudit(tx, accountOf(request), {
        action,
        targetType: "search_order",
        targetId: order.id,
        details: { from: order.status, ...(details ?? {}) },
      });
    });
    mailer.wake();
  }

  async function ownerOf(tx: Database, order: OrderWithPeriods) {
    const [owner] = await tx.select().from(users).where(eq(users.id, order.ownerId));
    return owner!;
  }

  app.get(
    "/api/admin/search-orders",
    {
      schema: {
        ...common,
        summary: "List search orders, with the acceptance deadline",
        querystring: z.object({ status: z.enum(SEARCH_ORDER_STATUSES).optional() }),
        response: { 200: z.object({ orders: z.array(adminOrderResponse) }), ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { status } = request.query;
      const rows = await db
        .select()
        .from(searchOrders)
        .where(
          status
            ? eq(searchOrders.status, status)
            : inArray(
                searchOrders.status,
                SEARCH_ORDER_STATUSES.filter((s) => s !== "draft"),
              ),
        )
        .orderBy(desc(searchOrders.sentAt))
        .limit(500);
      const views = await ownerOrders(db, await withPeriods(db, rows));
      const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
      const owners = ownerIds.length
        ? await db
            .select({ user: users, pharmacyName: pharmacyProfiles.pharmacyName })
            .from(users)
            .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
            .where(inArray(users.id, ownerIds))
        : [];
      const now = new Date();
      return {
        orders: views.map((view, index) => {
          const row = rows[index]!;
          const owner = owners.find((candidate) => candidate.user.id === row.ownerId);
          const deadline = row.sentAt ? acceptanceDeadline(row.sentAt) : null;
          return {
            ...view,
            owner: {
              email: owner?.user.email ?? "",
              name: owner ? `${owner.user.firstName} ${owner.user.lastName}` : "",
              pharmacyName: owner?.pharmacyName ?? "",
            },
            deadline,
            overdue: row.status === "sent" && deadline !== null && isOverdue(deadline, now),
          };
        }),
      };
    },
  );

  const simple = (verb: string, to: SearchOrderStatus, message: string, summary: string) =>
    app.post(
      `/api/admin/search-orders/:id/${verb}`,
      {
        schema: {
          ...common,
          summary,
          params: idParams,
          response: { 200: messageResponse, ...errors },
        },
        onRequest: adminOnly,
      },
      async (request) => {
        await act(request, request.params.id, `order.${verb}`, async (order, tx) => {
          await transition(tx, order, to, accountOf(request).id, {
            set: to === "published" ? { publishedAt: new Date() } : {},
          });
          // The owner hears of each step; a re-opened order (cancelled placement) too.
          const owner = await ownerOf(tx, order);
          const ordersUrl = publicLink(config, paths.jobCreate);
          const mail = to === "published" ? searchOrderPublishedEmail : searchOrderAcceptedEmail;
          await enqueueEmail(tx, mail(owner.email, owner, orderSummary(order), ordersUrl));
          if (to === "published") {
            const alerts = await queueJobAlerts(tx, config, { ...order, status: to });
            return { to, alerts };
          }
          return { to };
        });
        return { message };
      },
    );

  simple("accept", "accepted", messagesEn["searchOrder.accepted"], "Accept a sent order");
  simple(
    "publish",
    "published",
    messagesEn["searchOrder.published"],
    "Publish an accepted order; mails matching saved searches",
  );

  app.post(
    "/api/admin/search-orders/:id/place",
    {
      schema: {
        ...common,
        summary: "Mark the confirmed placement of an order as placed ('vermittelt')",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      await act(request, request.params.id, "order.place", async (order, tx) => {
        const placement = await confirmedPlacementOf(tx, order.id);
        if (order.status !== "confirmed" || !placement) {
          throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
        }
        await arrangePlacementAndInvoice(tx, placement.id, accountOf(request), context.config);
        return { to: "placed", placementId: placement.id };
      });
      return { message: messagesEn["searchOrder.placed"] };
    },
  );

  app.post(
    "/api/admin/search-orders/:id/decline",
    {
      schema: {
        ...common,
        summary: "Decline a sent order; the reason is mailed to the owner",
        params: idParams,
        body: z.object({
          reason: z
            .string({ error: "declineReason.required" })
            .trim()
            .min(1, { error: "declineReason.required" })
            .max(DECLINE_REASON_MAX_LENGTH, { error: "declineReason.tooLong" }),
        }),
        response: { 200: messageResponse, ...errors, 422: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { reason } = request.body;
      await act(request, request.params.id, "order.decline", async (order, tx) => {
        await transition(tx, order, "declined", accountOf(request).id, {
          note: reason,
          set: { declineReason: reason },
        });
        const owner = await ownerOf(tx, order);
        await enqueueEmail(
          tx,
          searchOrderDeclinedEmail(owner.email, owner, orderSummary(order), reason),
        );
        return { to: "declined", reason };
      });
      return { message: messagesEn["searchOrder.declined"] };
    },
  );

  app.get(
    "/api/admin/search-orders/:id/candidates",
    {
      schema: {
        ...common,
        summary: "Applicants and other fitting staff, ranked",
        params: idParams,
        response: {
          200: z.object({
            applicants: z.array(candidateResponse),
            others: z.array(candidateResponse),
          }),
          ...errors,
        },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(searchOrders)
        .where(eq(searchOrders.id, request.params.id));
      if (!row) throw new HttpError(404, messagesEn["searchOrder.notFound"]);
      const [order] = await withPeriods(db, [row]);
      return rankCandidates(db, order!);
    },
  );

  app.post(
    "/api/admin/search-orders/:id/propose",
    {
      schema: {
        ...common,
        summary: "Propose a candidate; the owner is mailed the name only",
        params: idParams,
        body: z.object({ staffId: z.uuid() }),
        response: { 200: messageResponse, ...errors, 422: errorResponse },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { staffId } = request.body;
      await act(request, request.params.id, "order.propose", async (order, tx) => {
        const [person] = await tx
          .select({ user: users, profession: staffProfiles.profession })
          .from(users)
          .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
          .where(eq(users.id, staffId));
        if (person?.user.status !== "active") {
          throw new HttpError(422, messagesEn["candidate.notFound"]);
        }
        if (order.ownerCover && person.profession !== OWNER_COVER_PROFESSION) {
          throw new HttpError(422, messagesEn["candidate.roleMismatch"]);
        }
        if ((await busyStaff(tx, order.periods, order.id)).has(staffId)) {
          throw new HttpError(409, messagesEn["candidate.unavailable"]);
        }
        // The same rule as the ranking's "eligible": no PTA for an Apotheker/in order.
        if (!mayBeProposed(order, person.profession)) {
          throw new HttpError(422, messagesEn["application.roleMismatch"]);
        }
        const name = `${person.user.firstName} ${person.user.lastName}`;
        await transition(tx, order, "candidate_proposed", accountOf(request).id, {
          note: name,
          set: { candidateId: staffId },
        });
        // A person proposed before is an applicant again; the new one reads "vorgeschlagen".
        if (order.candidateId && order.candidateId !== staffId) {
          await setApplicationStatus(tx, order.id, order.candidateId, "applied");
        }
        await setApplicationStatus(tx, order.id, staffId, "proposed");
        await enqueueEmail(
          tx,
          applicationProposedEmail(
            person.user.email,
            person.user,
            orderSummary(order),
            publicLink(config, paths.jobSearch),
          ),
        );
        const owner = await ownerOf(tx, order);
        await enqueueEmail(
          tx,
          searchOrderCandidateEmail(
            owner.email,
            owner,
            orderSummary(order),
            name,
            publicLink(config, paths.jobCreate),
          ),
        );
        return { to: "candidate_proposed", staffId };
      });
      return { message: messagesEn["searchOrder.proposed"] };
    },
  );
};
