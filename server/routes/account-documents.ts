import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { translate } from "../../domain/validation";
import { findDocument, removeOwnDocument, storeDocuments } from "../accounts/documents";
import { accountOf, requireRole } from "../auth/require-role";
import { contentDisposition } from "../http/content-disposition";
import { HttpError } from "../http/http-error";
import { removeFiles } from "../personal-data/delete-account";
import type { RouteContext } from "../route-context";
import {
  MULTIPART_LIMITS,
  MULTIPART_MAX_REQUEST_BYTES,
  receivePdfUploads,
} from "../storage/pdf-uploads";

/**
 * A staff member's own documents: add certificates, upload or replace the CV, remove
 * and download their own files.
 */
export const accountDocumentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, storage } = context;
  const staffOnly = requireRole(context, "pharmacist");
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    "/api/account/documents",
    {
      onRequest: staffOnly,
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
      // One CV per person: a new one replaces the old (certificates add up).
      const replaced = await storeDocuments(db, accountOf(request), received.files);
      await removeFiles(storage, replaced, request.log);
      return reply.status(201).send({ message: "Document saved" });
    },
  );

  app.delete(
    "/api/account/documents/:id",
    {
      onRequest: staffOnly,
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
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const removal = await removeOwnDocument(db, accountOf(request), request.params.id);
      if (removal.kind === "notFound") throw new HttpError(404, messagesEn["document.notFound"]);
      if (removal.kind === "lastCertificate") {
        throw new HttpError(409, messagesEn["document.lastCertificate"]);
      }
      await removeFiles(storage, [removal.storageKey], request.log);
      return { message: "Document removed" };
    },
  );

  app.get(
    "/api/account/documents/download",
    {
      onRequest: staffOnly,
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
      const document = await findDocument(db, request.query.id, accountOf(request).id);
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
