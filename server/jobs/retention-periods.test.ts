import { describe, expect, it } from "vitest";
import { JOBS_WITHOUT_A_PERIOD, RETENTION_PERIODS } from "../../domain/data-protection";
import type { RouteContext } from "../route-context";
import { lifecycleJobs } from "./lifecycle-jobs";

/**
 * The privacy policy names every period in RETENTION_PERIODS (web/content/legal/
 * legal-texts.test.ts). Here: every scheduled job either carries out one of those periods
 * or is listed as deleting nothing personal, so a new job needs its period in the policy.
 */
describe("the scheduled jobs and the privacy policy's periods", () => {
  const jobs = lifecycleJobs({} as RouteContext, "pglite").map((job) => job.name);
  const named = new Set(RETENTION_PERIODS.flatMap((period) => period.jobs));

  it("has a period for every job that deletes, or knows it deletes nothing personal", () => {
    const unaccounted = jobs.filter(
      (job) => !named.has(job) && !JOBS_WITHOUT_A_PERIOD.includes(job),
    );
    expect(unaccounted, "add the job's period to domain/data-protection.ts").toEqual([]);
  });

  it("names only jobs that exist", () => {
    expect([...named, ...JOBS_WITHOUT_A_PERIOD].filter((job) => !jobs.includes(job))).toEqual([]);
  });
});
