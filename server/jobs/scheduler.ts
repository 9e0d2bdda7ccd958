import { randomUUID } from "node:crypto";
import { Cron } from "croner";
import { BUSINESS_TIME_ZONE } from "../../domain/limits";
import type { Database } from "../db/client";
import { claimJobSlot, reclaimUnfinishedSlot, releaseJobSlot } from "./job-lease";

/** What a job gets: the database, the moment of its slot, and a logger. */
export interface JobContext {
  db: Database;
  now: Date;
  /** The scheduled time this run is for (whole seconds); the same in every process. */
  slot: Date;
  log: JobLog;
}

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ScheduledJob {
  /** Unique; also the lease row's key. */
  name: string;
  /** Cron pattern in Europe/Berlin time, e.g. "15 3 * * *" (daily at 03:15). */
  pattern: string;
  /** How long a run may hold the lease before another process may take over. */
  leaseMs?: number;
  run(context: JobContext): Promise<unknown>;
}

const DEFAULT_LEASE_MS = 30 * 60 * 1000;
/** How often each process looks for a run cut short whose lease has run out. */
export const CATCH_UP_PATTERN = "*/5 * * * *";

/**
 * Runs jobs on their cron patterns (croner). Every process of the site runs a
 * scheduler; the lease table decides which one runs a given slot, so each job runs
 * once per slot across processes (docs/decisions, operator console and jobs).
 */
export class JobScheduler {
  private readonly crons: Cron[] = [];
  private readonly running = new Set<Promise<unknown>>();
  readonly holder = randomUUID();

  constructor(
    private readonly db: Database,
    private readonly jobs: readonly ScheduledJob[],
    private readonly log: JobLog,
    /** Told of every run this process made (metrics). */
    private readonly onRun?: (job: string, outcome: "success" | "failure") => void,
  ) {}

  start(): void {
    for (const job of this.jobs) {
      const cron = new Cron(
        job.pattern,
        { timezone: BUSINESS_TIME_ZONE, protect: true, catch: true },
        async (self: Cron) => {
          const run = this.runSlot(job, self.currentRun() ?? new Date());
          this.running.add(run);
          await run.finally(() => this.running.delete(run));
        },
      );
      this.crons.push(cron);
    }
    this.crons.push(
      new Cron(CATCH_UP_PATTERN, { protect: true, catch: true }, async () => {
        const run = this.catchUp();
        this.running.add(run);
        await run.finally(() => this.running.delete(run));
      }),
    );
  }

  async stop(): Promise<void> {
    for (const cron of this.crons.splice(0)) cron.stop();
    await Promise.allSettled([...this.running]);
  }

  /**
   * Runs `job` for the slot scheduled at `scheduledAt` if this process claims it.
   * Answers whether it ran. Errors are logged and kept on the lease row, never thrown.
   */
  async runSlot(job: ScheduledJob, scheduledAt: Date, now = new Date()): Promise<boolean> {
    // Whole seconds: every process computes the same slot from the same pattern.
    const slot = new Date(Math.floor(scheduledAt.getTime() / 1000) * 1000);
    const claimed = await claimJobSlot(this.db, {
      name: job.name,
      slot,
      holder: this.holder,
      leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
      now,
    });
    if (!claimed) return false;
    await this.execute(job, slot, now);
    return true;
  }

  /**
   * Runs again every slot whose run was cut short (a process that died or was stopped
   * mid-run) once its lease has run out; answers the names of the jobs it ran. Each job
   * may run twice for a slot this way, so each does its work item by item, every item
   * once (its rows say what is done).
   */
  async catchUp(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      const slot = await reclaimUnfinishedSlot(this.db, {
        name: job.name,
        holder: this.holder,
        leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
        now,
      });
      if (!slot) continue;
      this.log.info({ job: job.name, slot }, "job slot cut short: running it again");
      await this.execute(job, slot, now);
      ran.push(job.name);
    }
    return ran;
  }

  private async execute(job: ScheduledJob, slot: Date, now: Date): Promise<void> {
    let error: string | undefined;
    try {
      const result = await job.run({ db: this.db, now, slot, log: this.log });
      this.log.info({ job: job.name, result }, "job finished");
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      this.log.error({ job: job.name, err: caught }, "job failed");
    }
    await releaseJobSlot(this.db, { name: job.name, holder: this.holder, error });
    this.onRun?.(job.name, error === undefined ? "success" : "failure");
  }
}
