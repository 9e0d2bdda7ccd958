import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorErrors, registerAdminList } from "../admin/admin-list";
import { ownerList, staffList } from "../admin/lists/account-lists";
import { auditList, emailList } from "../admin/lists/mail-and-audit-lists";
import { cleaningRequestList, courierRequestList } from "../admin/lists/request-lists";
import { recordAudit } from "../audit/record-audit";
import { accountOf, requireRole } from "../auth/require-role";
import {
  cleaningRequests,
  courierRequests,
  outboxEmails,
  userDocuments,
  users,
} from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";

const documentItem = z.object({
  id: z.string(),
  kind: z.enum(["certificate", "cv"]),
  original_name: z.string(),
  byte_size: z.number().int(),
  created_at: z.string(),
});

/** Inline-safe file name for Content-Disposition (ASCII fallback plus RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
          200: z.object({
            inactive_staff: z.number().int(),
            blocked_accounts: z.number().int(),
            owners: z.number().int(),
            staff: z.number().int(),
            new_courier_requests: z.number().int(),
            new_cleaning_requests: z.number().int(),
            failed_emails: z.number().int(),
            pending_emails: z.number().int(),
          }),
          ...operatorErrors,
        },
      },
    },
    async () => {
      const number = sql<number>`count(*)::int`;
      const [accounts, courier, cleaning, mails] = await Promise.all([
        db
          .select({
            owners: sql<number>`count(*) filter (where ${users.role} = 'pharmacy_owner')::int`,
            staff: sql<number>`count(*) filter (where ${users.role} = 'pharmacist')::int`,
            inactive: sql<number>`count(*) filter (where ${users.role} = 'pharmacist' and ${users.status} = 'inactive')::int`,
            blocked: sql<number>`count(*) filter (where ${users.status} = 'blocked')::int`,
          })
          .from(users),
        db.select({ n: number }).from(courierRequests).where(eq(courierRequests.status, "new")),
        db.select({ n: number }).from(cleaningRequests).where(eq(cleaningRequests.status, "new")),
        db
          .select({
            failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'failed')::int`,
            pending: sql<number>`count(*) filter (where ${outboxEmails.status} = 'pending')::int`,
          })
          .from(outboxEmails),
      ]);
      return {
        inactive_staff: accounts[0]?.inactive ?? 0,
        blocked_accounts: accounts[0]?.blocked ?? 0,
        owners: accounts[0]?.owners ?? 0,
        staff: accounts[0]?.staff ?? 0,
        new_courier_requests: courier[0]?.n ?? 0,
        new_cleaning_requests: cleaning[0]?.n ?? 0,
        failed_emails: mails[0]?.failed ?? 0,
        pending_emails: mails[0]?.pending ?? 0,
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
        querystring: z.object({ user_id: z.uuid() }),
        response: { 200: z.object({ documents: z.array(documentItem) }), ...operatorErrors },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(userDocuments)
        .where(eq(userDocuments.userId, request.query.user_id))
        .orderBy(userDocuments.createdAt);
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
      const [document] = await db
        .select()
        .from(userDocuments)
        .where(eq(userDocuments.id, request.query.id));
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
        body: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...operatorErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { id } = request.body;
      await db.transaction(async (tx) => {
        const [mail] = await tx
          .select({ status: outboxEmails.status, recipient: outboxEmails.recipient })
          .from(outboxEmails)
          .where(eq(outboxEmails.id, id))
          .for("update");
        if (!mail) throw new HttpError(404, "E-mail not found");
        if (mail.status !== "failed")
          throw new HttpError(409, "Only failed e-mails can be retried");
        await tx
          .update(outboxEmails)
          .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
          .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")));
        await recordAudit(tx, accountOf(request), {
          action: "email.retry",
          targetType: "outbox_email",
          targetId: id,
          details: { recipient: mail.recipient },
        });
      });
      mailer.wake();
      return { message: "E-mail queued again" };
    },
  );
};
