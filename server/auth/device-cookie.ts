import { and, desc, eq, gt, lte, notInArray, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES, DEVICE_COOKIE_DAYS } from "../../domain/data-protection";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { knownDevices } from "../db/schema";
import { generateToken, hashToken } from "./tokens";

/**
 * The device cookie (OWASP's "device cookies"; docs/decisions/0031): after a correct
 * login the browser gets a random token of its own, whose hash is stored with the
 * account (`known_devices`). A browser that carries a live one for the account being
 * tried is not held by the account throttle; an attacker without it is. Each browser
 * has its own, so the server can void them: a password change or reset voids all of
 * the account's (issue 26 item 2). Sent only to /api/auth, HttpOnly; it lives 90 days
 * from the last login with it.
 */
export const DEVICE_COOKIE = COOKIES.device;
const PATH = "/api/auth";
export const DEVICE_LIFETIME_MS = DEVICE_COOKIE_DAYS * 24 * 60 * 60_000;
/** Browsers kept per account; a client without a cookie jar would add one per login. */
const DEVICES_PER_ACCOUNT = 20;

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  // Our tokens are 43 characters; anything else is not worth a lookup.
  return value && value.length <= 64 ? value : undefined;
}

/** Whether the request carries a live device cookie issued to `userId`. */
export async function isKnownDevice(
  db: Database,
  request: FastifyRequest,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const token = cookieToken(request);
  if (!token) return false;
  const [device] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        eq(knownDevices.userId, userId),
        gt(knownDevices.expiresAt, now),
      ),
    );
  return device !== undefined;
}

/**
 * After a correct login: the browser's own device cookie for `userId` lives on for
 * another DEVICE_LIFETIME_MS; a browser without one (or with another account's, or a
 * voided one) gets a new one.
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, "secureCookies">,
  userId: string,
  now = new Date(),
): Promise<void> {
  const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
  const carried = cookieToken(request);
  const renewed = carried
    ? await db
        .update(knownDevices)
        .set({ lastLoginAt: now, expiresAt })
        .where(
          and(
            eq(knownDevices.tokenHash, hashToken(carried)),
            eq(knownDevices.userId, userId),
            gt(knownDevices.expiresAt, now),
          ),
        )
        .returning({ id: knownDevices.id })
    : [];
  let token = carried;
  if (!token || renewed.length === 0) {
    token = generateToken();
    await db.insert(knownDevices).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastLoginAt: now,
      expiresAt,
    });
    await forgetSurplusDevices(db, userId, now);
  }
  reply.setCookie(DEVICE_COOKIE, token, {
    path: PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}

/**
 * Removes the browser's device cookie: with the account (its row goes with the account,
 * so the cookie would point at nothing), as the privacy policy says.
 */
export function clearDeviceCookie(reply: FastifyReply, config: Pick<Config, "secureCookies">) {
  reply.clearCookie(DEVICE_COOKIE, {
    path: PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  });
}

/** The account's expired devices, and all but the latest DEVICES_PER_ACCOUNT. */
async function forgetSurplusDevices(db: Database, userId: string, now: Date): Promise<void> {
  const latest = db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastLoginAt), desc(knownDevices.id))
    .limit(DEVICES_PER_ACCOUNT);
  await db
    .delete(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        or(lte(knownDevices.expiresAt, now), notInArray(knownDevices.id, latest)),
      ),
    );
}

/**
 * The password changed or was reset: no browser keeps its exemption from the throttle,
 * so a cookie taken from a shared or stolen computer is worth nothing any more.
 */
export async function forgetDevices(db: Database, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
