import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailOnlySchema, loginSchema } from "../../domain/account-access";
import { currentUserAnswer, loginAnswer } from "../../domain/api/accounts";
import { errorResponse, messageResponse, throttledResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { pageParams, paths } from "../../domain/paths";
import {
  activateByLink,
  findUserByEmail,
  loginRefusal,
  publicUser,
  recordLogin,
} from "../accounts/account-records";
import { isKnownDevice, rememberDevice } from "../auth/device-cookie";
import { clearAccountFailures, throttledPasswordCheck } from "../auth/login-throttle";
import { countPasswordAttempt, throttled } from "../auth/password-attempts";
import { verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { accountRateLimits } from "../auth/rate-limits";
import { accountOf, requireRole } from "../auth/require-role";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../auth/session-cookie";
import { createSession, deleteSession } from "../auth/sessions";
import { formErrorResponses } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../route-context";

const activateQuery = z.object({ token: z.string().max(200).optional() });

/**
 * Login, logout, the current account, the owner's activation link and resending it
 * (docs/product.md, "API" and "Accounts"; docs/decisions/0007).
 */
export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { config, db, hits, accountMails } = context;

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log in",
        description:
          "Sets the HttpOnly session cookie: for 30 days with `remember`, else for the browser session, and the browser's own device cookie (90 days). Unknown e-mail and wrong password get the same 401; a correct password on an account that may not log in gets 403 with the reason. After five failures in a row for one account (from any address) each attempt waits a doubling delay (429 with `retry_after_seconds`), except from a browser that logged in to this account before and kept its device cookie since the last password change (docs/decisions/0031).",
        body: loginSchema,
        response: {
          200: loginAnswer,
          401: errorResponse,
          403: errorResponse,
          ...formErrorResponses,
          429: throttledResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      countPasswordAttempt(hits, config, request.ip);
      const user = await findUserByEmail(db, email);
      // A browser that logged in to this account before is not held by the account
      // throttle; anyone else claims an attempt first.
      const knownDevice = user ? await isKnownDevice(db, request, user.id) : false;
      // Unknown address: spend the time of a real check, then answer as for a wrong password.
      const check = () =>
        user ? verifyPassword(user.passwordHash, password) : verifyAgainstDummy(password);
      let valid: boolean;
      if (knownDevice) {
        valid = await check();
        if (valid) await clearAccountFailures(db, email);
      } else {
        const attempt = await throttledPasswordCheck(db, email, check);
        if (attempt.throttled) {
          throw await throttled(db, request, email, attempt.waitSeconds, user?.id);
        }
        valid = attempt.valid;
      }
      if (!user || !valid) throw new HttpError(401, messagesEn["login.invalidCredentials"]);
      const refusal = loginRefusal(user.status);
      if (refusal) throw new HttpError(403, refusal);

      const session = await createSession(db, user.id, {
        persistent: remember,
        ipAddress: request.ip,
        userAgent: request.headers["user-agent"],
      });
      await recordLogin(db, user.id);
      setSessionCookie(reply, config, session);
      await rememberDevice(db, request, reply, config, user.id);
      return { message: messagesEn["login.success"], user: publicUser(user) };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log out",
        description: "Ends the session and removes the cookie; also fine without a session.",
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return { message: messagesEn["logout.success"] };
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: {
        tags: ["accounts"],
        summary: "The logged-in account",
        security: [{ session: [] }],
        response: { 200: currentUserAnswer, 401: errorResponse },
      },
      onRequest: requireRole(context),
    },
    async (request) => {
      const account = accountOf(request);
      return {
        user: {
          id: account.id,
          email: account.email,
          role: account.role,
          first_name: account.firstName,
          last_name: account.lastName,
        },
      };
    },
  );

  app.get(
    "/api/auth/activate",
    {
      schema: {
        tags: ["accounts"],
        summary: "Follow the owner's activation link",
        description: `Redirects (303) to ${paths.activation} when the link was valid, else to ${paths.resend}. Single use, valid 48 h.`,
        querystring: activateQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const outcome = token ? await activateByLink(db, token) : "failed";
      if (outcome === "activated") return reply.redirect(paths.activation, 303);
      // A used (or superseded) link of an account that is active: say so, offer the login.
      return outcome === "already-active"
        ? reply.redirect(`${paths.activation}?${pageParams.alreadyActive}=1`, 303)
        : reply.redirect(paths.resend, 303);
    },
  );

  app.post(
    "/api/auth/resend-activation",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send a new activation link",
        description:
          "Answers the same whether or not an owner account exists for the address; only then is a mail sent. Earlier links stop working.",
        body: emailOnlySchema,
        response: { 200: messageResponse, ...formErrorResponses },
      },
      config: { rateLimit: accountRateLimits.resendActivation },
    },
    async (request) => {
      // The same one INSERT for any address; owners (not staff, not blocked) get the mail
      // after the answer (accounts/account-mail-requests.ts).
      await accountMails.request("activation", request.body.email);
      return { message: messagesEn["resendActivation.sent"] };
    },
  );
};
