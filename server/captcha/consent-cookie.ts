import { COOKIES } from "../../domain/data-protection";
import { CONSENT_COOKIE_MAX_AGE_DAYS } from "../../domain/limits";

/**
 * The visitor's consent to load reCAPTCHA (a third-party service), remembered for one
 * year. The value is the id of the consent record, so the cookie and the log match.
 */
export const CAPTCHA_CONSENT_COOKIE = COOKIES.captchaConsent;
const MAX_AGE_SECONDS = CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the Cookie header carries a consent cookie (any well-formed record id). */
export function hasCaptchaConsent(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, value] = part.trim().split("=", 2);
    return name === CAPTCHA_CONSENT_COOKIE && value !== undefined && UUID.test(value);
  });
}

export function captchaConsentCookie(consentId: string, secure: boolean): string {
  const attributes = [
    `${CAPTCHA_CONSENT_COOKIE}=${consentId}`,
    "Path=/",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
