import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailOnlySchema, resetPasswordSchema } from "../../domain/account-access";
import { resetLinkCheck, resetLinkQuery } from "../../domain/api/accounts";
import { messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { publicLink } from "../accounts/account-records";
import { resetPassword } from "../auth/password-reset";
import { hashPassword } from "../auth/passwords";
import { accountRateLimits } from "../auth/rate-limits";
import { inspectAccountToken } from "../auth/tokens";
import { formErrorResponses } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../route-context";

/**
 * Forgotten password: a single-use link by e-mail (valid one hour), then a new password.
 * The request answers the same whether or not the address has an account.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { db, accountMails, config, mailer },
) => {
  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Ask for a password-reset link",
        description:
          "Answers the same whether or not an account exists; only then is a mail sent. Earlier reset links stop working.",
        body: emailOnlySchema,
        response: { 200: messageResponse, ...formErrorResponses },
      },
      config: { rateLimit: accountRateLimits.forgotPassword },
    },
    async (request) => {
      // The same one INSERT for any address; the account is looked up after the answer.
      await accountMails.request("password_reset", request.body.email);
      return { message: messagesEn["forgotPassword.sent"] };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the link's token",
        description:
          "The password rules are those of the registration. On success every session of the account ends. An invalid, used or expired token gets 422 with `errors.token`.",
        body: resetPasswordSchema,
        response: { 200: messageResponse, ...formErrorResponses },
      },
      config: { rateLimit: accountRateLimits.resetPassword },
    },
    async (request) => {
      const { token, password } = request.body;
      // Hash first: the token is only spent once the new password is ready to store.
      const passwordHash = await hashPassword(password);
      const changed = await resetPassword(
        db,
        token,
        passwordHash,
        publicLink(config, paths.forgotPassword),
      );
      if (!changed) {
        const message = messagesEn["resetPassword.invalidToken"];
        throw new HttpError(422, message, { token: [message] });
      }
      mailer.wake();
      return { message: messagesEn["resetPassword.success"] };
    },
  );

  app.get(
    "/api/auth/reset-password/check",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether a reset link can still be used",
        description:
          "Lets the page say that a link is used or expired before asking for a new password. Does not spend the link.",
        querystring: resetLinkQuery,
        response: { 200: resetLinkCheck, ...formErrorResponses },
      },
      config: { rateLimit: accountRateLimits.resetPassword },
    },
    async (request) => {
      const found = await inspectAccountToken(db, request.query.token, "password_reset");
      return { valid: found?.usable === true };
    },
  );
};
