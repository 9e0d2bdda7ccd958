import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bankStatementAnswer,
  billableOrdersAnswer,
  billableOrdersQuery,
  dunningAnswer,
  invoiceCancelBody,
  invoiceCorrectBody,
  invoiceCorrected,
  invoiceIssueBody,
  invoiceIssued,
  invoiceLinesAnswer,
  paymentBody,
  priceListBody,
  priceListSaved,
  priceListsAnswer,
  priceListsQuery,
  reminderBody,
} from "../../domain/api/billing";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { operatorErrors, registerAdminList } from "../admin/admin-list";
import { invoiceList } from "../admin/lists/invoice-list";
import { accountOf, requireRole } from "../auth/require-role";
import { importBankStatement } from "../billing/bank-statement";
import { dunningState, dunningStepText, sendReminder } from "../billing/dunning";
import { cancelInvoiceAsOperator, correctInvoiceAsOperator } from "../billing/invoice-actions";
import { INVOICE_FILE_KINDS, sendInvoiceFile } from "../billing/invoice-files";
import { findInvoice } from "../billing/invoice-queries";
import { billableOrders, issueOrderInvoice } from "../billing/order-billing";
import { paymentsOf, recordPayment } from "../billing/payments";
import {
  assertPharmacyOwner,
  priceListOwners,
  replacePrices,
  storedPrices,
} from "../billing/price-lists";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../route-context";

const idParams = z.object({ id: z.uuid() });
const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
const actionErrors = {
  ...operatorErrors,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * The operator's billing (docs/decisions/0019 and 0020): price lists, issuing an invoice
 * for a confirmed order, cancellation invoices, payments, reminders and downloads; the
 * receivables list with its CSV export. Every change is in the audit log.
 */
export const adminBillingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const adminOnly = requireRole(context, "admin");
  const common = { tags: ["operator"], security: [{ session: [] }] };
  registerAdminList(app, { db, adminOnly }, invoiceList);
  await app.register(multipart, {
    limits: { files: 1, fileSize: BANK_STATEMENT_MAX_BYTES, fields: 0 },
  });

  app.get(
    "/api/admin/price-lists",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "The default price list, or one pharmacy's own prices beside it",
        querystring: priceListsQuery,
        response: {
          200: priceListsAnswer,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const ownerId = request.query.owner_id;
      return {
        default: await storedPrices(db, null),
        own: ownerId ? await storedPrices(db, ownerId) : null,
        owners: await priceListOwners(db),
      };
    },
  );

  app.put(
    "/api/admin/price-lists",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary:
          "Replace the default list (owner_id null) or a pharmacy's own prices; changes are audited",
        body: priceListBody,
        response: {
          200: priceListSaved,
          ...actionErrors,
        },
      },
    },
    async (request) => {
      const { owner_id: ownerId, prices } = request.body;
      if (ownerId) await assertPharmacyOwner(db, ownerId);
      const changed = await replacePrices(db, accountOf(request), ownerId, prices);
      return { message: "Prices saved", changed };
    },
  );

  app.get(
    "/api/admin/billable-orders",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Confirmed orders without a valid invoice, with the fee they would be invoiced",
        querystring: billableOrdersQuery,
        response: {
          200: billableOrdersAnswer,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      return billableOrders(db, request.query.after);
    },
  );

  app.post(
    "/api/admin/invoices",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Issue the invoice for a confirmed order (mailed to the owner with the PDF)",
        description:
          "An order with a placement is invoiced for the placement's confirmed worked days and refused (409) before they are confirmed; an order without one for its planned days.",
        body: invoiceIssueBody,
        response: {
          201: invoiceIssued,
          ...actionErrors,
        },
      },
    },
    async (request, reply) => {
      const invoice = await issueOrderInvoice(
        db,
        request.body.order_id,
        accountOf(request),
        config,
      );
      mailer.wake();
      return reply
        .status(201)
        .send({ message: "Invoice issued", id: invoice.id, number: invoice.number });
    },
  );

  app.post(
    "/api/admin/invoices/:id/cancel",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Cancel an invoice with a cancellation invoice of its own number",
        params: idParams,
        body: invoiceCancelBody,
        response: {
          201: invoiceIssued,
          ...actionErrors,
        },
      },
    },
    async (request, reply) => {
      const storno = await cancelInvoiceAsOperator(
        db,
        accountOf(request),
        request.params.id,
        request.body.reason,
        config.publicUrl,
      );
      mailer.wake();
      return reply
        .status(201)
        .send({ message: "Invoice cancelled", id: storno.id, number: storno.number });
    },
  );

  app.post(
    "/api/admin/invoices/:id/correct",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Correct an invoice: a cancellation invoice plus a new one, each naming the other",
        description:
          "The new invoice repeats the original's one line with the quantity, net unit price or text given; both are mailed to the owner.",
        params: idParams,
        body: invoiceCorrectBody,
        response: { 201: invoiceCorrected, ...actionErrors },
      },
    },
    async (request, reply) => {
      const { reason, quantity, unit_net_cents, description } = request.body;
      const { cancellation, corrected } = await correctInvoiceAsOperator(
        db,
        accountOf(request),
        request.params.id,
        {
          ...(quantity !== undefined ? { quantity } : {}),
          ...(unit_net_cents !== undefined ? { unitNetCents: unit_net_cents } : {}),
          ...(description !== undefined ? { description } : {}),
        },
        reason,
        config.publicUrl,
      );
      mailer.wake();
      return reply.status(201).send({
        message: messagesEn["invoice.corrected"],
        cancellation: { id: cancellation.id, number: cancellation.number },
        corrected: { id: corrected.id, number: corrected.number },
      });
    },
  );

  app.post(
    "/api/admin/invoices/:id/payment",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary:
          "Record a payment (date, amount; the open amount when left out), or with paid_on null remove all",
        params: idParams,
        body: paymentBody,
        response: { 200: messageResponse, ...actionErrors },
      },
    },
    async (request) => {
      const { paid_on: paidOn, amount_cents: amountCents } = request.body;
      await recordPayment(db, accountOf(request), request.params.id, paidOn, amountCents);
      return { message: paidOn ? "Payment recorded" : "Payments removed" };
    },
  );

  app.get(
    "/api/admin/invoices/:id/dunning",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Payments and reminders of an invoice, and the dunning level due now",
        params: idParams,
        response: { 200: dunningAnswer, ...actionErrors },
      },
    },
    async (request) => {
      const { invoice, paid, reminders, step } = await dunningState(db, request.params.id);
      return {
        gross_cents: invoice.grossCents,
        paid_cents: paid,
        payments: (await paymentsOf(db, invoice.id)).map((payment) => ({
          id: payment.id,
          paid_on: payment.paidOn,
          amount_cents: payment.amountCents,
          source: payment.source,
        })),
        reminders: reminders.map((reminder) => ({
          id: reminder.id,
          level: reminder.level,
          sent_on: reminder.sentOn,
          pay_by: reminder.payBy,
          open_cents: reminder.openCents,
          fee_cents: reminder.feeCents,
        })),
        next:
          step.kind === "due"
            ? { level: step.level, fee_cents: config.company.dunningFeesCents[step.level] }
            : null,
        note: dunningStepText(step),
      };
    },
  );

  app.get(
    "/api/admin/invoices/:id/lines",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "The lines an invoice bills (what a correction starts from)",
        params: idParams,
        response: { 200: invoiceLinesAnswer, ...actionErrors },
      },
    },
    async (request) => {
      const invoice = await findInvoice(db, request.params.id);
      if (!invoice) throw new HttpError(404, "Invoice not found");
      return {
        lines: invoice.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unit_code: line.unitCode,
          unit_net_cents: line.unitNetCents,
          net_cents: line.netCents,
          vat_rate: line.vatRate,
        })),
      };
    },
  );

  app.post(
    "/api/admin/invoices/:id/reminder",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary:
          "Send the dunning level the operator confirmed (only the one due: after the due date, one after the other), its PDF and the invoice attached",
        params: idParams,
        body: reminderBody,
        response: { 200: messageResponse, ...actionErrors },
      },
    },
    async (request) => {
      await sendReminder(db, accountOf(request), request.params.id, request.body.level, config);
      mailer.wake();
      return { message: "Reminder queued" };
    },
  );

  app.post(
    "/api/admin/bank-statements",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary:
          "Import a CAMT.053 bank statement: credits naming invoice numbers are booked as payments",
        description:
          "multipart/form-data with one XML file in `statement` (at most 5 MB). Importing the same statement again books nothing twice.",
        consumes: ["multipart/form-data"],
        response: { 200: bankStatementAnswer, ...actionErrors, 413: errorResponse },
      },
    },
    async (request) => {
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== "statement") {
        throw new HttpError(422, "Please send the statement as the file `statement`");
      }
      const xml = await file.toBuffer();
      if (file.file.truncated) throw new HttpError(413, "The statement is larger than 5 MB");
      return importBankStatement(db, accountOf(request), xml.toString("utf8"));
    },
  );

  app.get(
    "/api/admin/invoices/:id/:file",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Download an invoice: pdf (with Factur-X XML inside) or xrechnung (XML)",
        params: z.object({ id: z.uuid(), file: z.enum(INVOICE_FILE_KINDS) }),
        produces: ["application/pdf", "application/xml"],
        response: { ...operatorErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.params.id);
      if (!invoice) throw new HttpError(404, "Invoice not found");
      return sendInvoiceFile(db, reply, invoice, request.params.file);
    },
  );
};
