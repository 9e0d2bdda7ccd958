import type { FastifyBaseLogger } from "fastify";

/**
 * ok: the SMTP server took our login (or a mail) last time we asked; failing: it did not
 * (wrong password, unreachable, TLS); off: no SMTP_URL; unchecked: the first check runs.
 */
export type MailDeliveryState = "ok" | "failing" | "off" | "unchecked";

export interface MailDeliveryHealth {
  state: MailDeliveryState;
  /** Why it fails, as the SMTP server or the network said (for operators, never public). */
  message?: string;
  /** When this process last learnt the state (a check or a delivery). */
  since?: Date;
}

/** A check that waits longer than this has failed: the server or the network hangs. */
const CHECK_TIMEOUT_MS = 15_000;
/** After a failed delivery the login is checked again, at most this often. */
const RECHECK_INTERVAL_MS = 30_000;

/**
 * Whether this process's mail reaches the SMTP server: checked at start (nodemailer's
 * `verify`: connect, TLS, login, without sending) and kept up to date by every delivery,
 * so a wrong SMTP password shows at once, not at the first mail. Shown in the log, in
 * `/readyz` (state only), in the console's overview and in the metrics
 * (docs/operations.md, "Health"). Each process checks its own connection; they share
 * SMTP_URL, so they agree unless their settings differ.
 */
export class MailHealth {
  private health: MailDeliveryHealth;
  private checking: Promise<MailDeliveryHealth> | undefined;
  private lastCheckAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** Connects and logs in without sending; undefined without SMTP_URL. */
    private readonly verify: (() => Promise<unknown>) | undefined,
    private readonly log: Pick<FastifyBaseLogger, "info" | "error">,
  ) {
    this.health = verify ? { state: "unchecked" } : { state: "off" };
  }

  current(): MailDeliveryHealth {
    return this.health;
  }

  /** Asks the SMTP server now (one check at a time); answers and keeps the outcome. */
  check(): Promise<MailDeliveryHealth> {
    const verify = this.verify;
    if (!verify) return Promise.resolve(this.health);
    this.lastCheckAt = Date.now();
    this.checking ??= withinTime(verify(), CHECK_TIMEOUT_MS)
      .then(
        () => this.set({ state: "ok" }),
        (error: unknown) =>
          this.set({
            state: "failing",
            message: (error instanceof Error ? error.message : String(error)).slice(0, 300),
          }),
      )
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  /** Told of every delivery attempt: a sent mail proves the way; a failure is checked. */
  delivered(outcome: "sent" | "retry" | "failed"): void {
    if (outcome === "sent") {
      if (this.health.state !== "ok") this.set({ state: "ok" });
      return;
    }
    // A refused recipient is no fault of the connection: ask the server itself.
    if (Date.now() - this.lastCheckAt >= RECHECK_INTERVAL_MS) void this.check();
  }

  private set(next: { state: MailDeliveryState; message?: string }): MailDeliveryHealth {
    const changed = next.state !== this.health.state || next.message !== this.health.message;
    this.health = { ...next, since: new Date() };
    if (changed && next.state === "failing") {
      this.log.error(
        { smtp: next.message },
        `SMTP check failed: ${next.message}. Mails wait in the outbox until the SMTP server takes them; check SMTP_URL`,
      );
    } else if (changed && next.state === "ok") {
      this.log.info("SMTP server reachable, login accepted");
    }
    return this.health;
  }
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
