import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, DatabaseHandle } from "../db/client";
import { jobLeases, outboxEmails } from "../db/schema";
import type { MailDeliveryState } from "../mail/mail-health";

/** What the outbox looks like at a scrape: the same for every process (one database). */
interface OutboxFigures {
  pending: number;
  failed: number;
  oldestPendingAgeSeconds: number;
}

export interface AppMetrics {
  registry: Registry;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  mailAttempt(outcome: "sent" | "retry" | "failed"): void;
  jobRun(job: string, outcome: "success" | "failure"): void;
  /** Registers the last-success gauge of these scheduled jobs, 0 until each first succeeds. */
  trackJobs(names: readonly string[]): void;
}

/**
 * The figures an operator's monitoring reads at /metrics (Prometheus text format,
 * docs/operations.md). Counters are this process's own, so scrape every process; the
 * outbox gauges come from the shared database and are the same on each.
 */
export function createMetrics(
  database: Pick<DatabaseHandle, "requestDb" | "poolStats">,
  /** This process's way to the SMTP server (mail/mail-health.ts), read at each scrape. */
  mailDelivery?: () => MailDeliveryState,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "apostaff_http_requests_total",
    help: "HTTP requests answered, by route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "apostaff_http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const mailAttempts = new Counter({
    name: "apostaff_mail_delivery_attempts_total",
    help: "SMTP deliveries tried by this process: sent, retry (will try again), failed (gave up)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "apostaff_job_runs_total",
    help: "Scheduled job runs in this process, by job and outcome",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });

  if (mailDelivery) {
    new Gauge({
      name: "apostaff_mail_delivery_up",
      help: "1 when this process's SMTP server took its login or a mail last time; 0 when it failed, while the first check runs, or without SMTP_URL",
      registers: [registry],
      collect() {
        this.set(mailDelivery() === "ok" ? 1 : 0);
      },
    });
  }

  // Read at a scrape, a request: with its time budget (docs/decisions/0046-statement-time-budget.md).
  const outbox = outboxReader(database.requestDb);
  new Gauge({
    name: "apostaff_outbox_pending_mails",
    help: "Mails waiting in the outbox (all processes)",
    registers: [registry],
    async collect() {
      this.set((await outbox()).pending);
    },
  });
  new Gauge({
    name: "apostaff_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest mail still waiting in the outbox; 0 when none waits",
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldestPendingAgeSeconds);
    },
  });
  new Gauge({
    name: "apostaff_outbox_failed_mails",
    help: "Mails given up after the last attempt (the console can send them again)",
    registers: [registry],
    async collect() {
      this.set((await outbox()).failed);
    },
  });
  const { poolStats } = database;
  if (poolStats) {
    new Gauge({
      name: "apostaff_db_pool_connections",
      help: "PostgreSQL connections of this process: total open, idle, and queries waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  return {
    registry,
    httpRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    mailAttempt: (outcome) => mailAttempts.inc({ outcome }),
    jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    trackJobs(names) {
      // From the database: a job runs in whichever process claims its slot, and a process
      // started after the run (a deploy) must not report 0 for a day.
      new Gauge({
        name: "apostaff_job_last_success_timestamp_seconds",
        help: "End of each scheduled job's last successful run in any process (Unix time); 0 until its first",
        labelNames: ["job"] as const,
        registers: [registry],
        async collect() {
          const rows = await database.requestDb
            .select({ name: jobLeases.name, at: jobLeases.lastSucceededAt })
            .from(jobLeases);
          const succeeded = new Map(rows.map((row) => [row.name, row.at]));
          for (const job of names) {
            const at = succeeded.get(job);
            this.set({ job }, at ? at.getTime() / 1000 : 0);
          }
        },
      });
    },
  };
}

function outboxReader(db: Database): () => Promise<OutboxFigures> {
  // The registry collects all gauges of a scrape at once: they share one query.
  let inFlight: Promise<OutboxFigures> | undefined;
  const query = async (): Promise<OutboxFigures> => {
    // Both filters match the outbox's partial indexes, so the sent mails are never read.
    const result = await db.execute<{ pending: number; oldest: number | null; failed: number }>(sql`
      select
        (select count(*)::int from ${outboxEmails} where ${outboxEmails.status} = 'pending') as pending,
        (select extract(epoch from now() - min(${outboxEmails.createdAt}))::float8
           from ${outboxEmails} where ${outboxEmails.status} = 'pending') as oldest,
        (select count(*)::int from ${outboxEmails} where ${outboxEmails.status} = 'failed') as failed`);
    const row = (
      result as unknown as { rows: { pending: number; oldest: number | null; failed: number }[] }
    ).rows[0];
    return {
      pending: Number(row?.pending ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestPendingAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    };
  };
  return () => {
    inFlight ??= query().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
