import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { cancelPlacementBody, placementsAnswer } from "../../domain/api/placements";
import { workReportLinkAnswer, workReportTokenQuery } from "../../domain/api/worked-days";
import { placementRatingBody } from "../../domain/availability";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { translate } from "../../domain/validation";
import { disputeWorkedDaysBody, workedDaysBody } from "../../domain/worked-days";
import { accountOf, requireRole } from "../auth/require-role";
import { CALENDAR_FILE_NAME, placementCalendar } from "../brokerage/calendar";
import { contentDisposition } from "../http/content-disposition";
import { HttpError } from "../http/http-error";
import {
  cancelPlacementAs,
  invoiceCopyPlacement,
  ownPlacements,
  storeInvoiceCopy,
  visiblePlacement,
} from "../placements/own-placements";
import { ratePlacement } from "../placements/placement-ratings";
import {
  confirmWorkedDaysByLink,
  disputeWorkedDaysByLink,
  submitWorkedDays,
  workReportOfToken,
} from "../placements/worked-days";
import type { RouteContext } from "../route-context";
import {
  MULTIPART_LIMITS,
  MULTIPART_MAX_REQUEST_BYTES,
  receivePdfUploads,
} from "../storage/pdf-uploads";

const errors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not an owner, staff member or operator"),
  404: errorResponse.describe("No such placement of this account"),
};
const idParams = z.object({ id: z.uuid() });
export const INVOICE_COPY_FIELD = "invoice_copy";

/**
 * "Meine Einsätze" (docs/decisions/0015-placement-record.md): an owner's and a staff
 * member's placements with the other side's contact data after confirmation, the
 * calendar file, the cancellation with a reason (also the operator's) and the staff
 * member's invoice copy (PDF checked by content, 10 MB).
 */
export const placementRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, mailer, storage } = context;
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const parties = requireRole(context, "pharmacy_owner", "pharmacist");
  const anyone = requireRole(context, "pharmacy_owner", "pharmacist", "admin");
  const common = { tags: ["placements"], security: [{ session: [] }] };

  app.get(
    "/api/placements",
    {
      schema: {
        ...common,
        summary: "My placements (owner or staff), newest first",
        response: { 200: placementsAnswer, ...errors },
      },
      onRequest: parties,
    },
    async (request) => {
      return { placements: await ownPlacements(db, accountOf(request)) };
    },
  );

  app.get(
    "/api/placements/:id/calendar",
    {
      schema: {
        ...common,
        summary: "The placement as an iCalendar file (RFC 5545, Europe/Berlin)",
        params: idParams,
        produces: ["text/calendar"],
        response: { 200: z.string().describe("The iCalendar file"), ...errors },
      },
      onRequest: anyone,
    },
    async (request, reply) => {
      const placement = await visiblePlacement(db, request.params.id, accountOf(request));
      if (placement.status === "cancelled") {
        throw new HttpError(404, messagesEn["placement.notFound"]);
      }
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", contentDisposition(CALENDAR_FILE_NAME))
        .header("cache-control", "private, no-store")
        .send(placementCalendar(placement));
    },
  );

  app.post(
    "/api/placements/:id/cancel",
    {
      schema: {
        ...common,
        summary: "Cancel a placement (confirmed or 'vermittelt') with a reason",
        description:
          "Owner, staff member or operator, until the last day (the operator also later while not 'vermittelt'). The other side and the agency are mailed; the order is published again or ends, as the owner chooses (`searchAgain`).",
        params: idParams,
        body: cancelPlacementBody,
        response: {
          200: messageResponse,
          ...errors,
          409: errorResponse.describe(
            "Already cancelled, or past its last day (owner, staff; everyone once 'vermittelt')",
          ),
          422: errorResponse,
        },
      },
      onRequest: anyone,
    },
    async (request) => {
      await cancelPlacementAs(db, config, accountOf(request), request.params.id, request.body);
      mailer.wake();
      return { message: messagesEn["placement.cancelled"] };
    },
  );

  app.post(
    "/api/placements/:id/rating",
    {
      schema: {
        ...common,
        summary:
          "Rate a placement after its last day (1-5 stars, comment; owner: favourite or block)",
        description:
          "Each side once (again: replaces it). Only operators see ratings (docs/decisions/0056-urgent-cover-offers.md).",
        params: idParams,
        body: placementRatingBody,
        response: {
          200: messageResponse,
          ...errors,
          409: errorResponse.describe("Cancelled, or the last day is not over"),
          422: errorResponse,
        },
      },
      onRequest: parties,
    },
    async (request) => {
      await ratePlacement(db, accountOf(request), request.params.id, request.body);
      return { message: "Thank you for your rating" };
    },
  );

  app.post(
    "/api/placements/:id/invoice-copy",
    {
      schema: {
        ...common,
        summary: "Upload the provider's invoice copy (PDF, at most 10 MB)",
        description: `multipart/form-data with one file in \`${INVOICE_COPY_FIELD}\`, checked by content. From the first day of the placement; a new upload replaces the last.`,
        params: idParams,
        consumes: ["multipart/form-data"],
        response: {
          201: messageResponse,
          ...errors,
          403: errorResponse.describe("An operator, or the placement's own owner"),
          409: errorResponse.describe("Cancelled, or before the first day"),
          413: errorResponse,
          422: errorResponse,
        },
      },
      // Owners too, so that another owner's placement is "not found" as on every route.
      onRequest: parties,
    },
    async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > MULTIPART_MAX_REQUEST_BYTES) {
        throw new HttpError(413, messagesEn["common.requestTooLarge"]);
      }
      const placement = await invoiceCopyPlacement(db, request.params.id, accountOf(request));
      if (placement.status === "cancelled") {
        throw new HttpError(409, messagesEn["placement.wrongStatus"]);
      }
      if (placement.firstDay > todayIsoDate()) {
        throw new HttpError(409, messagesEn["placement.invoiceCopyTooEarly"]);
      }
      const received = await receivePdfUploads(request, storage, [INVOICE_COPY_FIELD]);
      const file = received.files.get(INVOICE_COPY_FIELD);
      const problem = received.fileErrors.get(INVOICE_COPY_FIELD);
      if (!file || problem) {
        if (file) await storage.remove(file.key);
        const message = problem
          ? translate(problem, messagesEn)
          : messagesEn["invoiceCopy.required"];
        return reply
          .status(received.tooLarge ? 413 : 422)
          .send({ message, errors: { [INVOICE_COPY_FIELD]: [message] } });
      }
      const previous = placement.invoiceCopyKey;
      await storeInvoiceCopy(db, placement.id, file);
      if (previous) await storage.remove(previous).catch(() => undefined);
      return reply.status(201).send({ message: messagesEn["placement.invoiceCopySaved"] });
    },
  );

  app.get(
    "/api/placements/:id/invoice-copy",
    {
      schema: {
        ...common,
        summary: "Download the invoice copy (the staff member or an operator)",
        params: idParams,
        produces: ["application/pdf"],
        response: {
          ...errors,
          403: errorResponse.describe("The placement's own owner"),
        },
      },
      onRequest: anyone,
    },
    async (request, reply) => {
      const placement = await invoiceCopyPlacement(db, request.params.id, accountOf(request));
      if (!placement.invoiceCopyKey) throw new HttpError(404, messagesEn["document.notFound"]);
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          contentDisposition(placement.invoiceCopyName ?? "rechnung.pdf"),
        )
        .header("cache-control", "private, no-store")
        .send((await storage.read(placement.invoiceCopyKey)) as never);
    },
  );

  app.post(
    "/api/placements/:id/worked-days",
    {
      schema: {
        ...common,
        summary: "Report the days actually worked in one period (staff member)",
        description:
          "The days of one reporting period (the whole placement, or a week of a longer one), each worked or not with start, end and break, from the period's last day on. The owner is mailed a link to confirm or dispute them.",
        params: idParams,
        body: workedDaysBody,
        response: {
          200: messageResponse,
          ...errors,
          409: errorResponse.describe("Cancelled, reported already, or the period is not over"),
          422: errorResponse,
        },
      },
      onRequest: requireRole(context, "pharmacist"),
    },
    async (request) => {
      await submitWorkedDays(db, config, accountOf(request), request.params.id, request.body.days);
      mailer.wake();
      return { message: messagesEn["workedDays.saved"] };
    },
  );

  const publicCommon = { tags: ["placements"], security: [] };
  const linkErrors = {
    404: errorResponse.describe("Unknown or forged link"),
    429: errorResponse,
  };
  const rateLimit = { max: 60, timeWindow: 3_600_000, groupId: "worked-days-link" };

  app.get(
    "/api/worked-days",
    {
      schema: {
        ...publicCommon,
        summary: "The worked days an owner's link names (no login; changes nothing)",
        querystring: workReportTokenQuery,
        response: { 200: workReportLinkAnswer, ...linkErrors },
      },
      config: { rateLimit },
    },
    async (request) => workReportOfToken(db, request.query.token),
  );

  app.post(
    "/api/worked-days/confirm",
    {
      schema: {
        ...publicCommon,
        summary: "The owner confirms the worked days of a link (no login)",
        body: workReportTokenQuery,
        response: {
          200: messageResponse,
          ...linkErrors,
          409: errorResponse.describe("Answered already"),
          422: errorResponse,
        },
      },
      config: { rateLimit },
    },
    async (request) => {
      await confirmWorkedDaysByLink(db, config, request.body.token);
      mailer.wake();
      return { message: messagesEn["workedDays.confirmed"] };
    },
  );

  app.post(
    "/api/worked-days/dispute",
    {
      schema: {
        ...publicCommon,
        summary: "The owner disputes the worked days of a link with a version and a note",
        body: disputeWorkedDaysBody,
        response: {
          200: messageResponse,
          ...linkErrors,
          409: errorResponse.describe("Answered already"),
          422: errorResponse,
        },
      },
      config: { rateLimit },
    },
    async (request) => {
      await disputeWorkedDaysByLink(db, request.body);
      return { message: messagesEn["workedDays.disputed"] };
    },
  );
};
