import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import {
  confirmCandidateBody,
  orderAnswer,
  ownerOrdersAnswer,
  sendOrderBody,
} from "../../domain/api/job-board";
import { messagesEn } from "../../domain/messages/en";
import { searchOrderInputSchema } from "../../domain/search-order";
import { accountOf, requireRole } from "../auth/require-role";
import { checkKnownPostcode } from "../job-board/order-input";
import {
  confirmCandidate,
  createDraft,
  deleteOrEndOrder,
  ownerOrderList,
  ownerOrderView,
  sendOrder,
  updateDraft,
} from "../job-board/owner-orders";
import type { RouteContext } from "../route-context";

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

/**
 * The owner's search orders (docs/product.md, "Job board"): create and edit drafts, send
 * one as a binding order, delete (a draft goes; a running order ends), confirm the
 * proposed candidate. Every route: logged in as pharmacy_owner, own orders only.
 */
export const searchOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  const ownerOnly = requireRole(context, "pharmacy_owner");
  const common = { tags: ["search orders"], security: [{ session: [] }] };

  app.get(
    "/api/search-orders",
    {
      schema: {
        ...common,
        summary: "The owner's search orders, with history, and the pharmacies' data for a new one",
        description:
          "`prefill` is the main pharmacy's address and WWS; `pharmacies` lists the main pharmacy (branchId null) and each branch with its own prefill (docs/decisions/0035-pharmacy-branches.md).",
        response: {
          200: ownerOrdersAnswer,
          ...authErrors,
        },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      return ownerOrderList(db, accountOf(request).id);
    },
  );

  app.post(
    "/api/search-orders",
    {
      schema: {
        ...common,
        summary: "Save a new search order as a draft",
        description:
          "`branchId` names the branch the order is for; null or missing means the main pharmacy. Another owner's or a removed branch is a 422 on `branchId`.",
        body: searchOrderInputSchema,
        response: { 201: orderAnswer, ...authErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      checkKnownPostcode(request.body);
      const id = await createDraft(db, accountOf(request).id, request.body);
      return reply
        .status(201)
        .send({ message: messagesEn["searchOrder.saved"], order: await ownerOrderView(db, id) });
    },
  );

  app.put(
    "/api/search-orders/:id",
    {
      schema: {
        ...common,
        summary: "Edit a draft",
        params: idParams,
        body: searchOrderInputSchema,
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      checkKnownPostcode(request.body);
      await updateDraft(db, accountOf(request).id, request.params.id, request.body);
      return {
        message: messagesEn["searchOrder.saved"],
        order: await ownerOrderView(db, request.params.id),
      };
    },
  );

  app.delete(
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
      await deleteOrEndOrder(db, config, accountOf(request).id, request.params.id);
      mailer.wake();
      return { message: messagesEn["searchOrder.deleted"] };
    },
  );

  app.post(
    "/api/search-orders/:id/send",
    {
      schema: {
        ...common,
        summary: "Send a draft as a binding order ('Zahlungspflichtig beauftragen')",
        description: "Mails a receipt to the owner. feeTermsAccepted must be true.",
        params: idParams,
        body: sendOrderBody,
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      await sendOrder(db, config, accountOf(request), request.params.id);
      mailer.wake();
      return {
        message: messagesEn["searchOrder.sent"],
        order: await ownerOrderView(db, request.params.id),
      };
    },
  );

  app.post(
    "/api/search-orders/:id/confirm",
    {
      schema: {
        ...common,
        summary: "Confirm the proposed candidate; then the documents are available",
        description:
          "`feeGrossCents` is the gross fee the page showed (null: no price agreed). 409 when the fee under the current prices differs from it (the owner sees the new fee and confirms again), and when the person is meanwhile confirmed for an overlapping order (database exclusion constraint).",
        params: idParams,
        // The separate, explicit acceptance of the fee (docs/decisions/0019).
        body: confirmCandidateBody,
        response: { 200: orderAnswer, ...orderErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      await confirmCandidate(
        db,
        config,
        accountOf(request),
        request.params.id,
        request.body.feeGrossCents,
      );
      mailer.wake();
      return {
        message: messagesEn["searchOrder.confirmed"],
        order: await ownerOrderView(db, request.params.id),
      };
    },
  );
};
