/**
 * Loaded with --import before server/main.ts by the multi-process test: every scheduler
 * also runs "test-tick" every 2 seconds, which writes its slot to the audit log, so the
 * test can see that each due time ran once across the processes. Test machinery only;
 * the same module instance as the server's, since both import it from the sources.
 */
import { auditLog } from "../db/schema";
import { JobScheduler, type ScheduledJob } from "../jobs/scheduler";

export const TICK_ACTION = "test.tick";

const tick: ScheduledJob = {
  name: "test-tick",
  pattern: "*/2 * * * * *",
  leaseMs: 60_000,
  run: async ({ db, slot }) => {
    await db.insert(auditLog).values({
      actorEmail: "system",
      action: TICK_ACTION,
      targetType: "job",
      targetId: slot.toISOString(),
      details: { pid: process.pid },
    });
  },
};

const start = JobScheduler.prototype.start;
JobScheduler.prototype.start = function startWithTick(this: JobScheduler) {
  const self = this as unknown as { jobs: readonly ScheduledJob[] };
  self.jobs = [...self.jobs, tick];
  start.call(this);
};
