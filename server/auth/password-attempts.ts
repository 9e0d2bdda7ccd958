import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { messagesEn } from "../../domain/messages/en";
import { recordAudit } from "../audit/record-audit";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { HitCounter } from "../http/hit-counter";
import { HttpError } from "../http/http-error";
import { accountKey, throttledPasswordCheck } from "./login-throttle";
import { verifyPassword } from "./passwords";
import { assertWithinLimit, loginAttemptsPerAddress } from "./rate-limits";

/**
 * Password checks per client address over all accounts (login, account deletion,
 * password and e-mail change): stops one address trying many accounts. Call before
 * the password is verified, so a refused attempt costs no hashing. The limit per
 * account over all addresses is auth/login-throttle.ts.
 */
export function countPasswordAttempt(
  hits: HitCounter,
  config: { loginsPerAddress: number },
  ip: string,
): void {
  assertWithinLimit(hits, `login-address:${ip}`, loginAttemptsPerAddress(config));
}

/** 429 of the account throttle; the body says how long to wait (seconds). */
export class AccountThrottledError extends HttpError {
  constructor(readonly waitSeconds: number) {
    super(429, messagesEn["login.throttled"]);
    this.retryAfterSeconds = waitSeconds;
  }
}

/**
 * Logs a refused attempt for the operator (audit log "login.throttled") and answers
 * the 429 to throw.
 */
export async function throttled(
  db: Database,
  request: FastifyRequest,
  email: string,
  waitSeconds: number,
  userId?: string,
): Promise<AccountThrottledError> {
  request.log.warn({ waitSeconds }, "password attempt held by the account throttle");
  await recordAudit(
    db,
    { id: userId ?? null, email: email.trim().toLowerCase().slice(0, 320) },
    {
      action: "login.throttled",
      targetType: "account",
      targetId: userId ?? accountKey(email),
      details: { ip: request.ip, wait_seconds: waitSeconds },
    },
  );
  return new AccountThrottledError(waitSeconds);
}

/**
 * The current password of a logged-in person, for a change that needs it (deletion,
 * new password, new e-mail): both throttles, then the check; 400 when wrong.
 */
export async function assertCurrentPassword(
  context: { db: Database; hits: HitCounter; config: { loginsPerAddress: number } },
  request: FastifyRequest,
  account: { id: string; email: string },
  password: string,
): Promise<void> {
  const { db, hits, config } = context;
  countPasswordAttempt(hits, config, request.ip);
  const attempt = await throttledPasswordCheck(db, account.email, async () => {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    return user !== undefined && (await verifyPassword(user.passwordHash, password));
  });
  if (attempt.throttled)
    throw await throttled(db, request, account.email, attempt.waitSeconds, account.id);
  if (!attempt.valid) {
    throw new HttpError(400, messagesEn["password.incorrect"], {
      current_password: [messagesEn["password.incorrect"]],
    });
  }
}
