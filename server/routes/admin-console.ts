import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountIdBody,
  consoleOverviewAnswer,
  staffDocumentsAnswer,
  staffDocumentsQuery,
} from "../../domain/api/admin";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { documentsOf, findDocument } from "../accounts/documents";
import { operatorErrors, registerAdminList } from "../admin/admin-list";
import { ownerList, staffList } from "../admin/lists/account-lists";
import { auditList, emailList } from "../admin/lists/mail-and-audit-lists";
import { cleaningRequestList, courierRequestList } from "../admin/lists/request-lists";
import { consoleOverview } from "../admin/overview";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import { contentDisposition } from "../http/content-disposition";
import { HttpError } from "../http/http-error";
import { retryFailedEmail } from "../mail/outbox";
import type { RouteContext } from "../route-context";

/**
 * The operator console's read side and small actions: the overview, the lists with
 * their CSV exports, a staff member's documents and their download, and the retry of a
 * failed e-mail. Account actions are in admin-accounts.ts.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, mailer, storage } = context;
  const adminOnly = requireRole(context, "admin");

  for (const list of [ownerList, staffList, emailList, auditList]) {
    registerAdminList(app, { db, adminOnly }, list as never);
  }
  registerAdminList(app, { db, adminOnly }, courierRequestList);
  registerAdminList(app, { db, adminOnly }, cleaningRequestList);

  app.get(
    "/api/admin/overview",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: "Counts for the console's start page",
        security: [{ session: [] }],
        response: {
          200: consoleOverviewAnswer,
          ...operatorErrors,
        },
      },
    },
    async () => {
      const { state, message, since } = mailer.health.current();
      return {
        ...(await consoleOverview(db)),
        mail_delivery: { state, message, since: since?.toISOString() },
      };
    },
  );

  app.get(
    "/api/admin/documents",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: "A staff member's documents (metadata)",
        security: [{ session: [] }],
        querystring: staffDocumentsQuery,
        response: { 200: staffDocumentsAnswer, ...operatorErrors },
      },
    },
    async (request) => {
      const rows = await documentsOf(db, request.query.user_id);
      return {
        documents: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          original_name: row.originalName,
          byte_size: row.byteSize,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    "/api/admin/documents/download",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: "Download a staff document (PDF); the access is audited",
        security: [{ session: [] }],
        querystring: z.object({ id: z.uuid() }),
        produces: ["application/pdf"],
        response: { ...operatorErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const document = await findDocument(db, request.query.id);
      if (!document) throw new HttpError(404, "Document not found");
      await recordAudit(db, accountOf(request), {
        action: "document.download",
        targetType: "user_document",
        targetId: document.id,
        details: { user_id: document.userId, kind: document.kind },
      });
      const stream = await storage.read(document.storageKey);
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", contentDisposition(document.originalName))
        .header("cache-control", "no-store")
        .send(stream as never);
    },
  );

  app.post(
    "/api/admin/emails/retry",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: "Send a failed e-mail again",
        security: [{ session: [] }],
        body: accountIdBody,
        response: {
          200: messageResponse,
          ...operatorErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      await retryFailedEmail(db, accountOf(request), request.body.id);
      mailer.wake();
      return { message: "E-mail queued again" };
    },
  );
};
