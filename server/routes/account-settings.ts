import { and, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  emailChangeSchema,
  passwordChangeSchema,
  pharmacySettingsSchema,
} from "../../domain/account-settings";
import { messagesDe } from "../../domain/messages/de";
import { pageParams, paths } from "../../domain/paths";
import { fieldErrors } from "../../domain/validation";
import { fieldChanges, recordAudit } from "../audit/record-audit";
import { asEmailTaken, findUserByEmail, publicLink } from "../auth/accounts";
import { assertCurrentPassword } from "../auth/password-attempts";
import { hashPassword } from "../auth/passwords";
import { requireRole } from "../auth/require-role";
import { issueAccountToken, redeemEmailChangeToken, TOKEN_LIFETIME_MS } from "../auth/tokens";
import { pharmacyProfiles, sessions, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { enqueueEmail } from "../mail/outbox";
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from "../mail/templates/account-changes";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import { lookupPostcode } from "../postcodes/postcode-directory";
import { throttledResponse } from "./auth";

/** Parses a body with a domain schema; 422 with the German field texts otherwise. */
export function parseOr422<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      422,
      messagesDe["common.validationFailed"],
      fieldErrors(parsed.error, messagesDe),
    );
  }
  return parsed.data;
}

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
export const accountSettingsRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = z.record(z.string(), z.unknown());

  api.put(
    "/api/account/pharmacy",
    {
      preHandler: requireRole(context, "pharmacy_owner"),
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
      const account = request.account!;
      const state = lookupPostcode(values.postal_code)?.state ?? null;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ pharmacy: pharmacyProfiles, phone: users.phone })
          .from(pharmacyProfiles)
          .innerJoin(users, eq(users.id, pharmacyProfiles.userId))
          .where(eq(pharmacyProfiles.userId, account.id))
          .for("update");
        await tx
          .update(pharmacyProfiles)
          .set({
            pharmacyName: values.pharmacy_name,
            street: values.street,
            streetNumber: values.street_number,
            postalCode: values.postal_code,
            city: values.city,
            state,
            wwsSoftware: values.wws_software,
          })
          .where(eq(pharmacyProfiles.userId, account.id));
        await tx.update(users).set({ phone: values.phone }).where(eq(users.id, account.id));
        // Which fields changed, old and new (docs/decisions/0037-readable-audit-log.md).
        const changes = fieldChanges(
          {
            pharmacy_name: before?.pharmacy.pharmacyName,
            street: before?.pharmacy.street,
            street_number: before?.pharmacy.streetNumber,
            postal_code: before?.pharmacy.postalCode,
            city: before?.pharmacy.city,
            state: before?.pharmacy.state,
            phone: before?.phone,
            wws_software: before?.pharmacy.wwsSoftware,
          },
          {
            pharmacy_name: values.pharmacy_name,
            street: values.street,
            street_number: values.street_number,
            postal_code: values.postal_code,
            city: values.city,
            state,
            phone: values.phone,
            wws_software: values.wws_software,
          },
        );
        await recordAudit(tx, account, {
          action: "account.pharmacy_update",
          targetType: "user",
          targetId: account.id,
          details: { changes },
        });
      });
      return { message: "Pharmacy saved" };
    },
  );

  api.post(
    "/api/account/password",
    {
      preHandler: requireRole(context),
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
      const account = request.account!;
      await assertCurrentPassword(context, request, account, values.current_password);
      const passwordHash = await hashPassword(values.password);
      await db.transaction(async (tx) => {
        const [person] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, account.id))
          .returning({
            salutation: users.salutation,
            firstName: users.firstName,
            lastName: users.lastName,
          });
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, account.id), ne(sessions.id, account.sessionId)));
        if (person) {
          const resetUrl = publicLink(config, paths.forgotPassword);
          await enqueueEmail(tx, passwordChangedEmail(account.email, person, resetUrl));
        }
        await recordAudit(tx, account, {
          action: "account.password_change",
          targetType: "user",
          targetId: account.id,
        });
      });
      mailer.wake();
      return { message: "Password changed" };
    },
  );

  api.post(
    "/api/account/email",
    {
      preHandler: requireRole(context),
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
      const account = request.account!;
      if (values.new_email === account.email.toLowerCase()) {
        throw new HttpError(422, messagesDe["common.validationFailed"], {
          new_email: ["Das ist bereits Ihre E-Mail-Adresse."],
        });
      }
      await assertCurrentPassword(context, request, account, values.current_password);
      if (await findUserByEmail(db, values.new_email)) {
        throw new HttpError(422, messagesDe["common.validationFailed"], {
          new_email: [messagesDe["email.taken"]],
        });
      }
      await db.transaction(async (tx) => {
        const [person] = await tx
          .select({
            salutation: users.salutation,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(eq(users.id, account.id));
        if (!person) throw new HttpError(401, "Authentication required");
        const token = await issueAccountToken(
          tx,
          account.id,
          "email_change",
          new Date(),
          values.new_email,
        );
        const url = publicLink(
          config,
          `/api/account/confirm-email?token=${encodeURIComponent(token)}`,
        );
        const hours = TOKEN_LIFETIME_MS.email_change / 3_600_000;
        await enqueueEmail(tx, emailChangeConfirmEmail(values.new_email, person, url, hours));
        await enqueueEmail(tx, emailChangeRequestedEmail(account.email, person, values.new_email));
      });
      mailer.wake();
      return { message: "Confirmation link sent" };
    },
  );

  api.get(
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
        const changed = await db.transaction(async (tx) => {
          const redeemed = await redeemEmailChangeToken(tx, token);
          if (!redeemed) return false;
          const [before] = await tx
            .select({
              email: users.email,
              salutation: users.salutation,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(users)
            .where(eq(users.id, redeemed.userId));
          if (!before) return false;
          await tx
            .update(users)
            .set({ email: redeemed.newEmail })
            .where(eq(users.id, redeemed.userId));
          await enqueueEmail(tx, emailChangedEmail(before.email, before, redeemed.newEmail));
          await recordAudit(
            tx,
            { id: redeemed.userId, email: redeemed.newEmail },
            {
              action: "account.email_change",
              targetType: "user",
              targetId: redeemed.userId,
              details: { from: before.email, to: redeemed.newEmail },
            },
          );
          return true;
        });
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
