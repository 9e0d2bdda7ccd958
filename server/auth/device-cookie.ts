import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { getOrCreateSetting } from "../db/settings";

/**
 * The signed device cookie (OWASP's "device cookies"; docs/decisions/0031): set after
 * a correct login, it names the account and is signed with a key kept in the
 * database, so every process checks it alike. A browser that carries it for the
 * account being tried is not held by the account throttle; an attacker without it is.
 * Sent only to /api/auth, HttpOnly, for a year.
 */
export const DEVICE_COOKIE = "apostaff_device";
const PATH = "/api/auth";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

let key: Promise<string> | undefined;

function deviceKey(db: Database): Promise<string> {
  // The stored key never changes, so one read per process is enough.
  key ??= getOrCreateSetting(db, "device_cookie_key", () => randomBytes(32).toString("hex")).catch(
    (error: unknown) => {
      key = undefined;
      throw error;
    },
  );
  return key;
}

function signature(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`device:${userId}`).digest("base64url");
}

/** Whether the request's device cookie was issued to `userId`. */
export async function isKnownDevice(
  db: Database,
  request: FastifyRequest,
  userId: string,
): Promise<boolean> {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 200) return false;
  const [cookieUser, given] = value.split(".");
  if (cookieUser !== userId || !given) return false;
  const expected = Buffer.from(signature(await deviceKey(db), userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function setDeviceCookie(
  db: Database,
  reply: FastifyReply,
  config: Pick<Config, "secureCookies">,
  userId: string,
): Promise<void> {
  const value = `${userId}.${signature(await deviceKey(db), userId)}`;
  reply.setCookie(DEVICE_COOKIE, value, {
    path: PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: MAX_AGE_SECONDS,
  });
}
