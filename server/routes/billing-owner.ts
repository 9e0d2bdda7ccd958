import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  draftOrderBody,
  feeAnswer,
  orderFeeAnswer,
  ownerInvoicesAnswer,
  ownerPricesAnswer,
} from "../../domain/api/billing";
import { errorResponse } from "../../domain/api/common";
import { computeFee } from "../../domain/billing/fees";
import { messagesEn } from "../../domain/messages/en";
import { accountOf, requireRole } from "../auth/require-role";
import { INVOICE_FILE_KINDS, sendInvoiceFile } from "../billing/invoice-files";
import { findInvoice, ownerInvoices } from "../billing/invoice-queries";
import { effectivePrices } from "../billing/price-lists";
import { quoteFee } from "../billing/quote-fee";
import { findOrder } from "../brokerage/order-records";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../route-context";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as a pharmacy owner"),
};
/**
 * The owner's side of billing (docs/decisions/0019 and 0020): the agreed prices, the
 * fee of an own order (saved or being written) and the own invoices with their
 * downloads. Amounts only ever go to the logged-in owner they concern.
 */
export const billingOwnerRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  const ownerOnly = requireRole(context, "pharmacy_owner");
  const common = { tags: ["billing"], security: [{ session: [] }] };

  app.get(
    "/api/account/prices",
    {
      schema: {
        ...common,
        summary: "The prices agreed with the logged-in pharmacy",
        response: { 200: ownerPricesAnswer, ...authErrors },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({ prices: await effectivePrices(db, accountOf(request).id) }),
  );

  app.get(
    "/api/search-orders/:id/fee",
    {
      schema: {
        ...common,
        summary:
          "The fee of an own search order under the agreed prices (null without a price), and the fee shown when it was ordered",
        params: z.object({ id: z.uuid() }),
        response: { 200: orderFeeAnswer, ...authErrors, 404: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const ownerId = accountOf(request).id;
      const order = await findOrder(db, request.params.id, { ownerId });
      if (!order) throw new HttpError(404, messagesEn["searchOrder.notFound"]);
      return { fee: await quoteFee(db, ownerId, order), orderedFee: order.orderedFee ?? null };
    },
  );

  app.post(
    "/api/search-orders/fee-quote",
    {
      schema: {
        ...common,
        summary: "The fee an order being written would cost (stores nothing)",
        body: draftOrderBody,
        response: { 200: feeAnswer, ...authErrors, 422: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({
      fee: computeFee(request.body, await effectivePrices(db, accountOf(request).id)),
    }),
  );

  app.get(
    "/api/account/invoices",
    {
      schema: {
        ...common,
        summary: "The logged-in pharmacy's invoices, newest first",
        response: { 200: ownerInvoicesAnswer, ...authErrors },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      return { invoices: await ownerInvoices(db, accountOf(request).id) };
    },
  );

  app.get(
    "/api/account/invoices/:id/:file",
    {
      schema: {
        ...common,
        summary: "Download an own invoice: pdf (with Factur-X XML inside) or xrechnung (XML)",
        params: z.object({ id: z.uuid(), file: z.enum(INVOICE_FILE_KINDS) }),
        produces: ["application/pdf", "application/xml"],
        response: { ...authErrors, 404: errorResponse },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.params.id, accountOf(request).id);
      if (!invoice) throw new HttpError(404, "Invoice not found");
      return sendInvoiceFile(db, reply, invoice, request.params.file);
    },
  );
};
