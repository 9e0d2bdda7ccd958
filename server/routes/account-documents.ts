import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagesEn } from "../../domain/messages/en";
import { translate } from "../../domain/validation";
import { removeFiles } from "../accounts/delete-account";
import { recordAudit } from "../audit/record-audit";
import { requireRole } from "../auth/require-role";
import { userDocuments } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import {
  MULTIPART_LIMITS,
  MULTIPART_MAX_REQUEST_BYTES,
  receivePdfUploads,
} from "../storage/pdf-uploads";
import { contentDisposition } from "./admin-console";

/**
 * A staff member's own documents: add certificates, upload or replace the CV, remove
 * and download their own files.
 */
export const accountDocumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db, storage } = context;
  const staffOnly = requireRole(context, "pharmacist");
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/account/documents",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["account"],
        summary: "Upload a certificate or CV (PDF, at most 10 MB)",
        description:
          "multipart/form-data with one file in `certificate` or `cv`; checked by content.",
        security: [{ session: [] }],
        consumes: ["multipart/form-data"],
        response: {
          201: messageResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
      // The body is multipart: read in the handler, after the session check.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > MULTIPART_MAX_REQUEST_BYTES) {
        throw new HttpError(413, messagesEn["common.requestTooLarge"]);
      }
      const received = await receivePdfUploads(request, storage, ["certificate", "cv"]);
      const errors: Record<string, string[]> = {};
      for (const [field, key] of received.fileErrors) errors[field] = [translate(key, messagesEn)];
      if (received.files.size === 0 && Object.keys(errors).length === 0) {
        errors.certificate = [messagesEn["file.pdfOnly"]];
      }
      if (Object.keys(errors).length > 0) {
        for (const file of received.files.values()) await storage.remove(file.key);
        return reply
          .status(received.tooLarge ? 413 : 422)
          .send({ message: "The given data was invalid.", errors });
      }
      const userId = request.account!.id;
      // One CV per person: a new one replaces the old (certificates add up).
      const replaced = await db.transaction(async (tx) => {
        const old = received.files.has("cv")
          ? await tx
              .delete(userDocuments)
              .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, "cv")))
              .returning({ key: userDocuments.storageKey })
          : [];
        const added = [...received.files].map(([field, file]) => ({
          userId,
          kind: field === "cv" ? ("cv" as const) : ("certificate" as const),
          storageKey: file.key,
          originalName: file.originalName,
          contentType: file.contentType,
          byteSize: file.byteSize,
        }));
        await tx.insert(userDocuments).values(added);
        // Self-service changes are in the operator's log (docs/decisions/0037); the kind
        // only, as a file's name may carry more about the person than the log needs.
        for (const document of added) {
          await recordAudit(tx, request.account!, {
            action: "account.document_upload",
            targetType: "user",
            targetId: userId,
            details: { kind: document.kind },
          });
        }
        return old.map((row) => row.key);
      });
      await removeFiles(storage, replaced, request.log);
      return reply.status(201).send({ message: "Document saved" });
    },
  );

  api.delete(
    "/api/account/documents/:id",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["account"],
        summary: "Remove one of my own documents",
        security: [{ session: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(userDocuments)
          .where(and(eq(userDocuments.id, request.params.id), eq(userDocuments.userId, account.id)))
          .returning({ key: userDocuments.storageKey, kind: userDocuments.kind });
        if (row) {
          await recordAudit(tx, account, {
            action: "account.document_remove",
            targetType: "user",
            targetId: account.id,
            details: { kind: row.kind },
          });
        }
        return row;
      });
      if (!removed) throw new HttpError(404, messagesEn["document.notFound"]);
      await removeFiles(storage, [removed.key], request.log);
      return { message: "Document removed" };
    },
  );

  api.get(
    "/api/account/documents/download",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["account"],
        summary: "Download one of my own documents",
        security: [{ session: [] }],
        querystring: z.object({ id: z.uuid() }),
        produces: ["application/pdf"],
        response: { 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // Someone else's document is "not found", never "forbidden": ids reveal nothing.
      const [document] = await db
        .select()
        .from(userDocuments)
        .where(
          and(
            eq(userDocuments.id, request.query.id),
            eq(userDocuments.userId, request.account!.id),
          ),
        );
      if (!document) throw new HttpError(404, "Document not found");
      const stream: Readable = await storage.read(document.storageKey);
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", contentDisposition(document.originalName))
        .header("cache-control", "no-store")
        .send(stream as never);
    },
  );
};
