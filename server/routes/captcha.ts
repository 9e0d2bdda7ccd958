import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noContent } from "../../domain/api/common";
import { captchaConfig } from "../../domain/api/site";
import type { Captcha } from "../captcha/captcha";
import { captchaConsentCookie, hasCaptchaConsent } from "../captcha/consent-cookie";
import { recordConsent } from "../privacy/consent";
import type { RouteContext } from "../route-context";

/** Per IP: a person solves a few captchas an hour; a script fetching thousands is stopped. */
const CHALLENGE_RATE_LIMIT = { max: 60, timeWindow: 10 * 60_000, groupId: "captcha-challenge" };
const CONSENT_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000, groupId: "captcha-consent" };

const message = z.object({ message: z.string() });

const challenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/**
 * What the site asks of the captcha at run time (not fixed at build time, so switching
 * to reCAPTCHA needs no rebuild): which captcha, an ALTCHA challenge, and the consent
 * to load reCAPTCHA.
 */
export const captchaRoutes: FastifyPluginAsyncZod<RouteContext & { captcha: Captcha }> = async (
  app,
  { config, db, captcha },
) => {
  app.get(
    "/api/captcha/config",
    {
      schema: {
        tags: ["captcha"],
        summary: "Which captcha the forms use",
        response: { 200: captchaConfig },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const recaptcha = captcha.provider === "recaptcha";
      return {
        provider: captcha.provider,
        ...(captcha.siteKey ? { siteKey: captcha.siteKey } : {}),
        consentRequired: recaptcha,
        consentGiven: recaptcha && hasCaptchaConsent(request.headers.cookie),
      };
    },
  );

  app.get(
    "/api/captcha/challenge",
    {
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ["captcha"],
        summary: "A fresh ALTCHA proof-of-work challenge",
        response: { 200: challenge, 404: message, 429: message },
      },
    },
    async (_request, reply) => {
      if (captcha.provider !== "altcha") return reply.status(404).send({ message: "Not found" });
      reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  );

  app.post(
    "/api/captcha/consent",
    {
      config: { rateLimit: CONSENT_RATE_LIMIT },
      bodyLimit: 1024,
      schema: {
        tags: ["captcha"],
        summary: "Consent to load reCAPTCHA, remembered for one year and logged",
        response: { 204: noContent, 404: message, 429: message },
      },
    },
    async (request, reply) => {
      if (captcha.provider !== "recaptcha") {
        return reply.status(404).send({ message: "Not found" });
      }
      const consentId = randomUUID();
      await recordConsent(db, request, "captcha_cookie", consentId);
      reply.header("set-cookie", captchaConsentCookie(consentId, config.secureCookies));
      return reply.status(204).send(null);
    },
  );
};
