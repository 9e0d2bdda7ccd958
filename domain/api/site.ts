import { FEDERAL_STATES } from "../enums";
import { z } from "../zod";

/** Answers the public site's forms use beside their submission. */

/** GET /api/postcodes/:postcode: place and federal state of a German postcode. */
export const postcodeAnswer = z.object({
  postcode: z.string(),
  city: z.string(),
  state: z.enum(FEDERAL_STATES),
});

/** GET /api/captcha/config: which captcha the forms use. */
export const captchaConfig = z.object({
  provider: z.enum(["altcha", "recaptcha"]),
  /** reCAPTCHA's public site key (reCAPTCHA only). */
  siteKey: z.string().optional(),
  /** reCAPTCHA is a third-party service: the site asks before loading it. */
  consentRequired: z.boolean(),
  /** Whether this browser has agreed already (cookie, one year). */
  consentGiven: z.boolean(),
});

/** A courier or cleaning request was received. */
export const serviceRequestReceived = z.object({ success: z.literal(true) });
