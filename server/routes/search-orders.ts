import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { searchOrderSchema } from "../../domain/search-order";
import { activeBranches, orderBranch, orderPharmacies } from "../account/pharmacy-branches";
import { publicLink } from "../auth/accounts";
import { requireRole } from "../auth/require-role";
import { quoteFee } from "../billing/quote-fee";
import { pharmacyProfiles, searchOrders, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { bookAssignment, releaseAssignment } from "../job-board/assignments";
import { checkKnownPostcode, orderColumns, replacePeriods } from "../job-board/order-input";
import {
  type Db,
  firstDay,
  lockOrder,
  orderSummary,
  recordEvent,
  transition,
  withPeriods,
} from "../job-board/order-records";
import { ownerOrderResponse, ownerOrders } from "../job-board/order-view";
import { enqueueEmail } from "../mail/outbox";
import { searchOrderReceivedEmail } from "../mail/templates/search-order-received";
import {
  cancelPlacement,
  closeOpenApplications,
  confirmedPlacementOf,
  createPlacement,
} from "../placements/placement-records";
import { lookupPostcode } from "../postcodes/postcode-directory";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as a pharmacy owner"),
};
const orderErrors = {
  ...authErrors,
  404: errorResponse.describe("No such order of this owner"),
  409: errorResponse.describe("Not possible in the order's status"),
};
const idParams = z.object({ id: z.uuid() });
/** What a new order starts with: the chosen pharmacy's address and WWS. */
const prefillResponse = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  wwsSoftware: z.array(z.string()),
});
const orderAnswer = z.object({ message: z.string(), order: ownerOrderResponse });

async function viewOf(db: Db, id: string) {
  const [row] = await db.select().from(searchOrders).where(eq(searchOrders.id, id));
  const [view] = await ownerOrders(db, await withPeriods(db, row ? [row] : []));
  if (!view) throw new HttpError(404, messagesEn["searchOrder.notFound"]);
  return view;
}

const ORDER_DELETED_REASON = "Der Suchauftrag wurde von der Apotheke gelöscht.";

/** A statement the owner confirms before sending (kept with the order's history). */
const FEE_TERMS_NOTE =
  "Zahlungspflichtig beauftragt; Vermittlungsgebühr nur bei erfolgreicher Vermittlung nach der vereinbarten Preisliste (AGB für Apothekeninhaber/-innen).";

/**
 * The owner's search orders (docs/product.md, "Job board"): create and edit drafts, send
 * one as a binding order, delete (a draft goes; a running order ends), confirm the
 * proposed candidate. Every route: logged in as pharmacy_owner, own orders only.
 */
export const searchOrderRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = requireRole(context, "pharmacy_owner");
  const common = { tags: ["search orders"], security: [{ session: [] }] };

  api.get(
    "/api/search-orders",
    {
      schema: {
        ...common,
        summary: "The owner's search orders, with history, and the pharmacies' data for a new one",
        description:
          "`prefill` is the main pharmacy's address and WWS; `pharmacies` lists the main pharmacy (branchId null) and each branch with its own prefill (docs/decisions/0035-pharmacy-branches.md).",
        response: {
          200: z.object({
            orders: z.array(ownerOrderResponse),
            prefill: prefillResponse,
            pharmacies: z.array(
              z.object({
                branchId: z.string().nullable(),
                name: z.string(),
                main: z.boolean(),
                prefill: prefillResponse,
              }),
            ),
          }),
          ...authErrors,
        },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const ownerId = request.account!.id;
      const rows = await db
        .select()
        .from(searchOrders)
        .where(eq(searchOrders.ownerId, ownerId))
        .orderBy(desc(searchOrders.createdAt))
        .limit(200);
      const [[profile], branches] = await Promise.all([
        db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.userId, ownerId)),
        activeBranches(db, ownerId),
      ]);
      const prefill = {
        street: profile ? `${profile.street} ${profile.streetNumber}`.trim() : "",
        postalCode: profile?.postalCode ?? "",
        city: profile?.city ?? "",
        // Stored since the pharmacy is edited on /konto; older rows derive it.
        state: profile ? (profile.state ?? lookupPostcode(profile.postalCode)?.state ?? "") : "",
        wwsSoftware: profile?.wwsSoftware ?? [],
      };
      return {
        orders: await ownerOrders(db, await withPeriods(db, rows)),
        prefill,
        pharmacies: [
          { branchId: null, name: profile?.pharmacyName ?? "", main: true, prefill },
          ...branches.map((branch) => ({
            branchId: branch.id,
            name: branch.name,
            main: false,
            prefill: {
              street: `${branch.street} ${branch.streetNumber}`.trim(),
              postalCode: branch.postalCode,
              city: branch.city,
              state: branch.state,
              wwsSoftware: branch.wwsSoftware,
            },
          })),
        ],
      };
    },
  );

  api.post(
    "/api/search-orders",
    {
      schema: {
        ...common,
        summary: "Save a new search order as a draft",
        description:
          "`branchId` names the branch the order is for; null or missing means the main pharmacy. Another owner's or a removed branch is a 422 on `branchId`.",
        body: searchOrderSchema(),
        response: { 201: orderAnswer, ...authErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      checkKnownPostcode(request.body);
      const ownerId = request.account!.id;
      const id = await db.transaction(async (tx) => {
        await orderBranch(tx, ownerId, request.body.branchId);
        const [order] = await tx
          .insert(searchOrders)
          .values({ ownerId, ...orderColumns(request.body) })
          .returning({ id: searchOrders.id });
        await replacePeriods(tx, order!.id, request.body.periods);
        await recordEvent(tx, order!.id, "draft", ownerId);
        return order!.id;
      });
      return reply
        .status(201)
        .send({ message: messagesEn["searchOrder.saved"], order: await viewOf(db, id) });
    },
  );

  api.put(
    "/api/search-orders/:id",
    {
      schema: {
        ...common,
        summary: "Edit a draft",
        params: idParams,
        body: searchOrderSchema(),
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      checkKnownPostcode(request.body);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.id, request.account!.id);
        if (order.status !== "draft") {
          throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
        }
        await orderBranch(tx, order.ownerId, request.body.branchId);
        await tx
          .update(searchOrders)
          .set(orderColumns(request.body))
          .where(eq(searchOrders.id, order.id));
        await replacePeriods(tx, order.id, request.body.periods);
      });
      return {
        message: messagesEn["searchOrder.saved"],
        order: await viewOf(db, request.params.id),
      };
    },
  );

  api.delete(
    "/api/search-orders/:id",
    {
      schema: {
        ...common,
        summary: "Delete a draft, or end a running order (the brokerage ends)",
        params: idParams,
        response: { 200: messageResponse, ...orderErrors },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const ownerId = request.account!.id;
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.id, ownerId);
        if (order.status === "draft") {
          await tx.delete(searchOrders).where(eq(searchOrders.id, order.id));
          return;
        }
        let current = order;
        if (order.status === "confirmed") {
          // Deleting a confirmed order cancels its placement (the person is told).
          const placement = await confirmedPlacementOf(tx, order.id);
          if (placement) {
            await cancelPlacement(tx, config, placement, "owner", ownerId, ORDER_DELETED_REASON);
            current = await lockOrder(tx, order.id, ownerId);
          }
        }
        await transition(tx, current, "ended", ownerId, {
          note: "Vom Auftraggeber gelöscht.",
        });
        // The brokerage ends: a confirmed person is free again for these days.
        await releaseAssignment(tx, order.id);
        await closeOpenApplications(tx, config, current);
      });
      mailer.wake();
      return { message: messagesEn["searchOrder.deleted"] };
    },
  );

  api.post(
    "/api/search-orders/:id/send",
    {
      schema: {
        ...common,
        summary: "Send a draft as a binding order ('Zahlungspflichtig beauftragen')",
        description: "Mails a receipt to the owner. feeTermsAccepted must be true.",
        params: idParams,
        body: z.object({
          feeTermsAccepted: z.literal(true, { error: "sendTerms.required" }),
        }),
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const ownerId = request.account!.id;
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.id, ownerId);
        // A draft may have aged since it was saved: no period may start in the past.
        const start = firstDay(order);
        if (start && start < todayIsoDate()) {
          throw new HttpError(422, messagesEn["common.validationFailed"], {
            periods: [messagesEn["periodStart.inPast"]],
          });
        }
        await transition(tx, order, "sent", ownerId, {
          note: FEE_TERMS_NOTE,
          set: { sentAt: new Date() },
        });
        const [owner] = await tx.select().from(users).where(eq(users.id, ownerId));
        const pharmacy = (await orderPharmacies(tx, [order])).get(order.id);
        await enqueueEmail(
          tx,
          searchOrderReceivedEmail(
            owner!.email,
            owner!,
            { ...orderSummary(order), pharmacy: pharmacy?.name || undefined },
            publicLink(config, paths.jobCreate),
          ),
        );
      });
      mailer.wake();
      return {
        message: messagesEn["searchOrder.sent"],
        order: await viewOf(db, request.params.id),
      };
    },
  );

  api.post(
    "/api/search-orders/:id/confirm",
    {
      schema: {
        ...common,
        summary: "Confirm the proposed candidate; then the documents are available",
        description:
          "409 when the person is meanwhile confirmed for an overlapping order (database exclusion constraint).",
        params: idParams,
        // The separate, explicit acceptance of the fee (docs/decisions/0019).
        body: z.object({
          feeAccepted: z.literal(true, { error: "confirmFee.required" }),
        }),
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const ownerId = request.account!.id;
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.id, ownerId);
        if (order.status !== "candidate_proposed" || !order.candidateId) {
          throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
        }
        const confirmedAt = new Date();
        // The fee falls due with this step: fixed now, under the prices agreed now.
        const fee = await quoteFee(tx, ownerId, order);
        await transition(tx, order, "confirmed", ownerId, { set: { confirmedAt } });
        await bookAssignment(tx, order.id, order.candidateId, order.periods);
        await createPlacement(tx, config, order, order.candidateId, confirmedAt, fee);
      });
      mailer.wake();
      return {
        message: messagesEn["searchOrder.confirmed"],
        order: await viewOf(db, request.params.id),
      };
    },
  );
};
