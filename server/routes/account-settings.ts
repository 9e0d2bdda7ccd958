import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  emailChangeSchema,
  passwordChangeSchema,
  pharmacySettingsSchema,
} from "../../domain/account-settings";
import { errorResponse, messageResponse, throttledResponse } from "../../domain/api/common";
import { messagesDe } from "../../domain/messages/de";
import { pageParams, paths } from "../../domain/paths";
import { asEmailTaken, findUserByEmail, publicLink } from "../accounts/account-records";
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  savePharmacySettings,
} from "../accounts/settings";
import { assertCurrentPassword } from "../auth/password-attempts";
import { hashPassword } from "../auth/passwords";
import { assertWithinLimit, EMAIL_CHANGE_REQUESTS } from "../auth/rate-limits";
import { accountOf, requireRole } from "../auth/require-role";
import { handlerCheckedBody } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import { parseOr422 } from "../http/parse-or-422";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import type { RouteContext } from "../route-context";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not allowed for this role"),
};

/** Where the e-mail change link lands: /konto with a notice. */
export const EMAIL_CONFIRMED_NOTICE = "email-bestaetigt";
export const EMAIL_LINK_INVALID_NOTICE = "email-link-ungueltig";

/**
 * Self-service on /konto (docs/decisions/0032-account-self-service.md): the owner's
 * pharmacy data, a new password, a new e-mail address. Each works on the session's
 * account only; the field texts of a 422 are German, as only this site's forms show them.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const body = handlerCheckedBody;

  app.put(
    "/api/account/pharmacy",
    {
      onRequest: requireRole(context, "pharmacy_owner"),
      schema: {
        tags: ["account"],
        summary: "Update the pharmacy's data (name, address, phone, WWS)",
        description:
          "The postcode must exist; the federal state is derived from it and stored, so new search orders start with it.",
        security: [{ session: [] }],
        body,
        response: { 200: messageResponse, ...authErrors, 422: errorResponse },
      },
    },
    async (request) => {
      const values = parseOr422(pharmacySettingsSchema, request.body);
      assertKnownPostcodes({ postal_code: values.postal_code }, messagesDe);
      await savePharmacySettings(db, accountOf(request), values);
      return { message: "Pharmacy saved" };
    },
  );

  app.post(
    "/api/account/password",
    {
      onRequest: requireRole(context),
      schema: {
        tags: ["account"],
        summary: "Change the password (current one required)",
        description:
          "Every other session of the account ends; a mail tells the person. A wrong current password gets 400 with `errors.current_password`.",
        security: [{ session: [] }],
        body,
        response: {
          200: messageResponse,
          ...authErrors,
          400: errorResponse,
          422: errorResponse,
          429: throttledResponse,
        },
      },
    },
    async (request) => {
      const values = parseOr422(passwordChangeSchema, request.body);
      const account = accountOf(request);
      await assertCurrentPassword(context, request, account, values.current_password);
      const passwordHash = await hashPassword(values.password);
      await changePassword(db, account, passwordHash, publicLink(config, paths.forgotPassword));
      mailer.wake();
      return { message: "Password changed" };
    },
  );

  app.post(
    "/api/account/email",
    {
      onRequest: requireRole(context),
      schema: {
        tags: ["account"],
        summary: "Ask to change the e-mail address (current password required)",
        description:
          "Sends a confirmation link (valid 48 h) to the new address and a notice to the current one; the address changes when the link is followed.",
        security: [{ session: [] }],
        body,
        response: {
          200: messageResponse,
          ...authErrors,
          400: errorResponse,
          422: errorResponse,
          429: throttledResponse,
        },
      },
    },
    async (request) => {
      const values = parseOr422(emailChangeSchema, request.body);
      const account = accountOf(request);
      if (values.new_email === account.email.toLowerCase()) {
        throw new HttpError(422, messagesDe["common.validationFailed"], {
          new_email: [messagesDe["email.unchanged"]],
        });
      }
      await assertCurrentPassword(context, request, account, values.current_password);
      assertWithinLimit(context.hits, `email-change:${account.id}`, EMAIL_CHANGE_REQUESTS);
      if (await findUserByEmail(db, values.new_email)) {
        throw new HttpError(422, messagesDe["common.validationFailed"], {
          new_email: [messagesDe["email.taken"]],
        });
      }
      await requestEmailChange(db, account, values, (token) =>
        publicLink(config, `/api/account/confirm-email?token=${encodeURIComponent(token)}`),
      );
      mailer.wake();
      return { message: "Confirmation link sent" };
    },
  );

  app.get(
    "/api/account/confirm-email",
    {
      schema: {
        tags: ["account"],
        summary: "Follow the link that confirms a new e-mail address",
        description: `Redirects (303) to ${paths.account}?hinweis=${EMAIL_CONFIRMED_NOTICE} when the address changed, else ?hinweis=${EMAIL_LINK_INVALID_NOTICE}. Single use; works without a session (the link proves the mailbox).`,
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const done = (notice: string) =>
        reply.redirect(`${paths.account}?${pageParams.accountNotice}=${notice}`, 303);
      if (!token) return done(EMAIL_LINK_INVALID_NOTICE);
      try {
        const changed = await confirmEmailChange(db, token);
        if (!changed) return done(EMAIL_LINK_INVALID_NOTICE);
      } catch (error) {
        // Someone registered the address since the link was sent.
        if (asEmailTaken(error) !== error) return done(EMAIL_LINK_INVALID_NOTICE);
        throw error;
      }
      mailer.wake();
      return done(EMAIL_CONFIRMED_NOTICE);
    },
  );
};
