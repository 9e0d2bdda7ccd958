import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { feeResponse, priceResponse } from "../../domain/billing/api-schemas";
import { priceListSchema } from "../../domain/billing/price-list";
import { isIsoDate, todayIsoDate } from "../../domain/dates";
import { operatorErrors, registerAdminList } from "../admin/admin-list";
import { invoiceList } from "../admin/lists/invoice-list";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import { INVOICE_FILE_KINDS, sendInvoiceFile } from "../billing/invoice-files";
import { cancellations } from "../billing/invoice-queries";
import { cancelInvoice } from "../billing/issue-invoice";
import { BILLABLE_ORDER_STATUSES, issueOrderInvoice } from "../billing/order-invoice";
import { replacePrices, storedPrices } from "../billing/price-lists";
import { quoteFee } from "../billing/quote-fee";
import { invoices, pharmacyProfiles, priceEntries, searchOrders, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { withPeriods } from "../job-board/order-records";
import { enqueueEmail } from "../mail/outbox";
import { invoiceReminderEmail } from "../mail/templates/invoice-mails";

const idParams = z.object({ id: z.uuid() });
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

  app.get(
    "/api/admin/price-lists",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "The default price list, or one pharmacy's own prices beside it",
        querystring: z.object({ owner_id: z.uuid().optional() }),
        response: {
          200: z.object({
            default: z.array(priceResponse),
            own: z.array(priceResponse).nullable(),
            owners: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                email: z.string(),
                own_prices: z.boolean(),
              }),
            ),
          }),
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const ownerId = request.query.owner_id;
      const owners = await db
        .select({ id: users.id, name: pharmacyProfiles.pharmacyName, email: users.email })
        .from(users)
        .innerJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
        .where(eq(users.role, "pharmacy_owner"))
        .orderBy(pharmacyProfiles.pharmacyName)
        .limit(1000);
      const withOwn = new Set(
        (await db.selectDistinct({ ownerId: priceEntries.ownerId }).from(priceEntries)).map(
          (row) => row.ownerId,
        ),
      );
      return {
        default: await storedPrices(db, null),
        own: ownerId ? await storedPrices(db, ownerId) : null,
        owners: owners.map((owner) => ({ ...owner, own_prices: withOwn.has(owner.id) })),
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
        body: z.object({ owner_id: z.uuid().nullable(), prices: priceListSchema }),
        response: {
          200: z.object({ message: z.string(), changed: z.number().int() }),
          ...actionErrors,
        },
      },
    },
    async (request) => {
      const { owner_id: ownerId, prices } = request.body;
      if (ownerId) {
        const [owner] = await db
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, ownerId));
        if (owner?.role !== "pharmacy_owner") throw new HttpError(404, "Pharmacy not found");
      }
      const changed = await db.transaction((tx) =>
        replacePrices(tx, accountOf(request), ownerId, prices),
      );
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
        response: {
          200: z.object({
            orders: z.array(
              z.object({
                id: z.string(),
                status: z.string(),
                pharmacy_name: z.string(),
                role: z.string(),
                type: z.string(),
                periods: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
                fee: feeResponse.nullable(),
              }),
            ),
          }),
          ...operatorErrors,
        },
      },
    },
    async () => {
      const invoiced = db
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .leftJoin(cancellations, eq(cancellations.cancelsInvoiceId, invoices.id))
        .where(and(eq(invoices.kind, "invoice"), isNull(cancellations.id)));
      const rows = await db
        .select({ order: searchOrders, pharmacyName: pharmacyProfiles.pharmacyName })
        .from(searchOrders)
        .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
        .where(inArray(searchOrders.status, [...BILLABLE_ORDER_STATUSES]))
        .orderBy(desc(searchOrders.confirmedAt))
        .limit(200);
      const taken = new Set((await invoiced).map((row) => row.orderId));
      const open = rows.filter((row) => !taken.has(row.order.id));
      const orders = await withPeriods(
        db,
        open.map((row) => row.order),
      );
      return {
        orders: await Promise.all(
          orders.map(async (order, index) => ({
            id: order.id,
            status: order.status,
            pharmacy_name: open[index]?.pharmacyName ?? "",
            role: order.role,
            type: order.ownerCover ? "Inhabervertretung" : order.type,
            periods: order.periods,
            fee: await quoteFee(db, order.ownerId, order),
          })),
        ),
      };
    },
  );

  app.post(
    "/api/admin/invoices",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Issue the invoice for a confirmed order (mailed to the owner with the PDF)",
        body: z.object({ order_id: z.uuid() }),
        response: {
          201: z.object({ message: z.string(), id: z.string(), number: z.string() }),
          ...actionErrors,
        },
      },
    },
    async (request, reply) => {
      const invoice = await db.transaction((tx) =>
        issueOrderInvoice(tx, request.body.order_id, accountOf(request), config),
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
        body: z.object({ reason: z.string().trim().min(3).max(500) }),
        response: {
          201: z.object({ message: z.string(), id: z.string(), number: z.string() }),
          ...actionErrors,
        },
      },
    },
    async (request, reply) => {
      const storno = await db.transaction(async (tx) => {
        const row = await cancelInvoice(
          tx,
          {
            invoiceId: request.params.id,
            reason: request.body.reason,
            issuedBy: accountOf(request).email,
          },
          { publicUrl: config.publicUrl },
        );
        await recordAudit(tx, accountOf(request), {
          action: "invoice.cancel",
          targetType: "invoice",
          targetId: request.params.id,
          details: { cancellation: row.number, reason: request.body.reason },
        });
        return row;
      });
      mailer.wake();
      return reply
        .status(201)
        .send({ message: "Invoice cancelled", id: storno.id, number: storno.number });
    },
  );

  app.post(
    "/api/admin/invoices/:id/payment",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Record the payment date (or null to mark it unpaid again)",
        params: idParams,
        body: z.object({
          paid_on: z
            .string()
            .refine(isIsoDate, { error: "Invalid date" })
            .refine((value) => value <= todayIsoDate(), { error: "The date lies in the future" })
            .nullable(),
        }),
        response: { 200: messageResponse, ...actionErrors },
      },
    },
    async (request) => {
      const paidOn = request.body.paid_on;
      await db.transaction(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.id, request.params.id))
          .for("update");
        if (!invoice) throw new HttpError(404, "Invoice not found");
        if (invoice.kind !== "invoice")
          throw new HttpError(409, "A cancellation invoice is not paid");
        if (paidOn && paidOn < invoice.issueDate)
          throw new HttpError(422, "Paid before the invoice date");
        await tx
          .update(invoices)
          .set({ paidOn, paymentRecordedBy: paidOn ? accountOf(request).email : null })
          .where(eq(invoices.id, invoice.id));
        await recordAudit(tx, accountOf(request), {
          action: "invoice.payment",
          targetType: "invoice",
          targetId: invoice.id,
          details: { number: invoice.number, old: invoice.paidOn, new: paidOn },
        });
      });
      return { message: paidOn ? "Payment recorded" : "Payment removed" };
    },
  );

  app.post(
    "/api/admin/invoices/:id/reminder",
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: "Send a payment reminder for an overdue invoice (PDF attached)",
        params: idParams,
        response: { 200: messageResponse, ...actionErrors },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.id, request.params.id))
          .for("update");
        if (!invoice) throw new HttpError(404, "Invoice not found");
        const [cancelled] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.cancelsInvoiceId, invoice.id));
        if (invoice.kind !== "invoice" || invoice.paidOn || cancelled) {
          throw new HttpError(409, "Only an unpaid invoice gets a reminder");
        }
        const [owner] = invoice.buyerId
          ? await tx.select().from(users).where(eq(users.id, invoice.buyerId))
          : [];
        const to = owner?.email ?? invoice.buyer.email;
        if (!to) throw new HttpError(409, "The pharmacy has no e-mail address");
        await enqueueEmail(
          tx,
          invoiceReminderEmail(
            to,
            owner ?? { salutation: null, firstName: invoice.buyer.contact ?? "", lastName: "" },
            invoice,
            invoice.pdf,
            config.publicUrl,
          ),
        );
        await tx
          .update(invoices)
          .set({ lastReminderAt: new Date(), reminderCount: invoice.reminderCount + 1 })
          .where(eq(invoices.id, invoice.id));
        await recordAudit(tx, accountOf(request), {
          action: "invoice.reminder",
          targetType: "invoice",
          targetId: invoice.id,
          details: { number: invoice.number, to },
        });
      });
      mailer.wake();
      return { message: "Reminder queued" };
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
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!invoice) throw new HttpError(404, "Invoice not found");
      return sendInvoiceFile(db, reply, invoice, request.params.file);
    },
  );
};
