import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { operatorErrors } from "../admin/admin-list";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import { datevExport, datevFileName } from "../billing/datev/datev-export";
import { contentDisposition } from "../http/content-disposition";
import type { RouteContext } from "../route-context";

/**
 * The tax advisor's monthly DATEV files (issue 28, item 5): the Buchungsstapel with the
 * month's invoices, cancellation invoices and payments, and the debtors they name.
 */
export const adminDatevRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, config } = context;
  const adminOnly = requireRole(context, "admin");
  app.get(
    "/api/admin/datev/:file",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        security: [{ session: [] }],
        summary:
          "DATEV export of a month: bookings (EXTF Buchungsstapel, category 21) or debtors (category 16), Windows-1252",
        params: z.object({ file: z.enum(["bookings", "debtors"]) }),
        querystring: z.object({
          month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Month as YYYY-MM" }),
        }),
        produces: ["text/csv"],
        response: { 200: z.string(), ...operatorErrors, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const { file } = request.params;
      const exported = await datevExport(db, month, config.company.datev);
      await recordAudit(db, accountOf(request), {
        action: "invoice.datev_export",
        targetType: "datev",
        targetId: month,
        details: { file, ...exported.counts },
      });
      return (
        reply
          .header("cache-control", "no-store")
          .header("content-type", "text/csv; charset=windows-1252")
          .header("content-disposition", contentDisposition(datevFileName(file, month)))
          // Bytes in Windows-1252: a Buffer is sent as it is, past the serializer.
          .send(Buffer.from(file === "bookings" ? exported.bookings : exported.debtors) as never)
      );
    },
  );
};
