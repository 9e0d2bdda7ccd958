import type { FastifyBaseLogger } from "fastify";

/** While the database is away, a line at most this often says it still is. */
const REMINDER_EVERY_MS = 60_000;

/**
 * Tells the log about a database outage once, not once per failed request: the first
 * failure is logged with its cause, later ones only counted (a reminder each minute),
 * and the first success afterwards ends the outage with a summary. A 20-second outage
 * under load once wrote 160 MB of log, one error with its statement per request.
 */
export class DatabaseOutageLog {
  private since: number | undefined;
  private failures = 0;
  private lastLineAt = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  get inOutage(): boolean {
    return this.since !== undefined;
  }

  /** A statement failed because the database is unavailable (availability.ts). */
  failed(error: unknown, now = Date.now()): void {
    this.failures += 1;
    if (this.since === undefined) {
      this.since = now;
      this.lastLineAt = now;
      this.log.error({ err: error }, "database unavailable; answering 503 until it is back");
    } else if (now - this.lastLineAt >= REMINDER_EVERY_MS) {
      this.lastLineAt = now;
      this.log.error(
        { failures: this.failures, seconds: Math.round((now - this.since) / 1000) },
        "database still unavailable",
      );
    }
  }

  /** A statement succeeded: ends an outage, if there was one. */
  succeeded(now = Date.now()): void {
    if (this.since === undefined) return;
    this.log.warn(
      { failures: this.failures, seconds: Math.round((now - this.since) / 1000) },
      "database available again",
    );
    this.since = undefined;
    this.failures = 0;
  }
}
