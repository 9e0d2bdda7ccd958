import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import { ownerRegistrationRequestSchema } from "../../domain/owner-registration";
import { activationLink, asEmailTaken, assertEmailFree } from "../accounts/account-records";
import { registerOwner } from "../accounts/registration";
import { hashPassword } from "../auth/passwords";
import { registrationRateLimit } from "../auth/rate-limits";
import { formErrorResponses } from "../http/api-schemas";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import type { RouteContext } from "../route-context";

/**
 * Pharmacy owner registration (docs/product.md, "Accounts"). The body is checked by the domain
 * schema (English messages, 422); unknown fields are dropped and `role` must be
 * `pharmacy_owner`. The account, its pharmacy, the consent record and the activation
 * mail are written in one transaction; the account stays `unverified` until the owner
 * follows the link.
 */
export const ownerRegistrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { config, db, mailer },
) => {
  app.post(
    "/api/auth/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Register a pharmacy owner",
        description:
          "Creates an unverified owner account and e-mails a single-use activation link (valid 48 h). `pharmacy_phone` starts with +49; `role` must be `pharmacy_owner`.",
        body: ownerRegistrationRequestSchema,
        response: { 201: messageResponse, ...formErrorResponses },
      },
      config: { rateLimit: registrationRateLimit(config) },
    },
    async (request, reply) => {
      const body = request.body;
      assertKnownPostcodes({ pharmacy_postal_code: body.pharmacy_postal_code });
      await assertEmailFree(db, body.email);
      const passwordHash = await hashPassword(body.password);
      try {
        await registerOwner(db, request, body, passwordHash, (token) =>
          activationLink(config, token),
        );
      } catch (error) {
        throw asEmailTaken(error);
      }
      mailer.wake();
      return reply.status(201).send({ message: messagesEn["ownerRegistration.success"] });
    },
  );
};
