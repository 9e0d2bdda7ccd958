import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import {
  searchAlertChanged,
  searchAlertPausedBody,
  searchAlertsAnswer,
  unsubscribeAlertAnswer,
  unsubscribeBody,
} from "../../domain/api/job-board";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { accountOf, requireRole } from "../auth/require-role";
import { HttpError } from "../http/http-error";
import {
  alertView,
  deleteSearchAlert,
  findSearchAlert,
  listSearchAlerts,
  setSearchAlertPaused,
} from "../job-board/search-alerts";
import { alertIdOfToken, unsubscribeKey } from "../job-board/unsubscribe-token";
import type { RouteContext } from "../route-context";

const HOUR = 60 * 60_000;

/** Unsubscribe links need no login; a person uses one a few times, a script many. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: HOUR, groupId: "alert-unsubscribe" };

const idParams = z.object({ id: z.uuid() });
const linkInvalid = errorResponse.describe("The link was already used or is not valid");

/**
 * Search alerts on the account page (staff: list, pause, resume, delete; another
 * person's alert answers 404) and the unsubscribe link of alert mails, which works
 * without a session (docs/decisions/0018-search-alerts.md): a GET only reads, for the
 * page that asks to confirm; a POST deletes the alert, so the link works once.
 */
export const searchAlertRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  // RFC 8058: the one-click POST is a form; its token is in the address, the body says
  // only "List-Unsubscribe=One-Click", so it is read and left aside.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  const staffOnly = requireRole(context, "pharmacist");
  const common = { tags: ["search alerts"], security: [{ session: [] }] };
  const authErrors = {
    401: errorResponse.describe("Not logged in"),
    403: errorResponse.describe("Logged in, but not as staff"),
  };
  const notOwn = errorResponse.describe("No alert with this id among the person's own");

  app.get(
    "/api/search-alerts",
    {
      schema: {
        ...common,
        summary: "The logged-in staff member's search alerts, oldest first",
        response: { 200: searchAlertsAnswer, ...authErrors },
      },
      onRequest: staffOnly,
    },
    async (request) => ({
      alerts: (await listSearchAlerts(db, accountOf(request).id)).map(alertView),
    }),
  );

  app.patch(
    "/api/search-alerts/:id",
    {
      schema: {
        ...common,
        summary: "Pause or resume one of the person's alerts",
        params: idParams,
        body: searchAlertPausedBody,
        response: {
          200: searchAlertChanged,
          ...authErrors,
          404: notOwn,
          422: errorResponse,
        },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const { paused } = request.body;
      const alert = await setSearchAlertPaused(
        db,
        accountOf(request).id,
        request.params.id,
        paused,
      );
      if (!alert) throw new HttpError(404, messagesEn["searchAlert.notFound"]);
      return {
        message: messagesEn[paused ? "searchAlert.paused" : "searchAlert.resumed"],
        alert: alertView(alert),
      };
    },
  );

  app.delete(
    "/api/search-alerts/:id",
    {
      schema: {
        ...common,
        summary: "Delete one of the person's alerts",
        params: idParams,
        response: { 200: messageResponse, ...authErrors, 404: notOwn },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      if (!(await deleteSearchAlert(db, request.params.id, accountOf(request).id))) {
        throw new HttpError(404, messagesEn["searchAlert.notFound"]);
      }
      return { message: messagesEn["searchAlert.deleted"] };
    },
  );

  // A used, unknown or forged link: 404 alike.
  const invalidLink = () => new HttpError(404, messagesEn["searchAlert.linkInvalid"]);
  const alertOfToken = async (token: string) => {
    const alertId = alertIdOfToken(await unsubscribeKey(db), token);
    const alert = alertId ? await findSearchAlert(db, alertId) : undefined;
    if (!alert) throw invalidLink();
    return alert;
  };
  const unsubscribe = async (token: string) => {
    const alertId = alertIdOfToken(await unsubscribeKey(db), token);
    if (!alertId || !(await deleteSearchAlert(db, alertId))) throw invalidLink();
    return { message: messagesEn["searchAlert.unsubscribed"] };
  };
  const publicCommon = { tags: ["search alerts"], security: [] };
  const unsubscribeResponses = {
    200: messageResponse,
    404: linkInvalid,
    422: errorResponse,
    429: errorResponse,
  };

  app.get(
    "/api/search-alerts/unsubscribe",
    {
      schema: {
        ...publicCommon,
        summary: "Which alert an unsubscribe link names (no login; changes nothing)",
        querystring: unsubscribeBody,
        response: {
          200: unsubscribeAlertAnswer,
          404: linkInvalid,
          429: errorResponse,
        },
      },
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    },
    async (request) => ({ alert: alertView(await alertOfToken(request.query.token)) }),
  );

  app.post(
    "/api/search-alerts/unsubscribe",
    {
      schema: {
        ...publicCommon,
        summary: "Unsubscribe: delete the alert an unsubscribe link names (no login)",
        body: unsubscribeBody,
        response: unsubscribeResponses,
      },
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    },
    async (request) => unsubscribe(request.body.token),
  );

  app.post(
    paths.alertUnsubscribe,
    {
      schema: {
        ...publicCommon,
        summary: "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), sent by mail programs",
        querystring: unsubscribeBody,
        consumes: ["application/x-www-form-urlencoded", "multipart/form-data"],
        response: unsubscribeResponses,
      },
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    },
    async (request) => unsubscribe(request.query.token),
  );
};
