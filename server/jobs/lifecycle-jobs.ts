import { paths } from "../../web/paths";
import type { RouteContext } from "../app";
import { publicLink } from "../auth/accounts";
import { deleteExpiredSessionsAndTokens, deleteOldConsentLogs } from "./housekeeping";
import { processInactiveAccounts } from "./inactive-accounts";
import type { ScheduledJob } from "./scheduler";

/**
 * Jobs of other areas, added where the area is merged. The job board's
 * `endExpiredBrokerages(db, now)` goes here, e.g.
 * `{ name: "end-expired-brokerages", pattern: "5 0 * * *", run: ({ db, now }) => endExpiredBrokerages(db, now) }`.
 */
export const additionalJobs: ScheduledJob[] = [];

/** Every scheduled job of the platform, started in buildApp's onReady. */
export function lifecycleJobs(context: RouteContext): ScheduledJob[] {
  return [
    {
      name: "inactive-accounts",
      pattern: "15 3 * * *",
      run: ({ db, now }) =>
        processInactiveAccounts(db, now, {
          storage: context.storage,
          loginUrl: publicLink(context.config, paths.login),
          wakeMailer: () => context.mailer.wake(),
        }),
    },
    {
      name: "consent-log-retention",
      pattern: "30 3 * * *",
      run: ({ db, now }) => deleteOldConsentLogs(db, now),
    },
    {
      name: "expired-sessions-and-tokens",
      pattern: "45 * * * *",
      run: ({ db, now }) => deleteExpiredSessionsAndTokens(db, now),
    },
    ...additionalJobs,
  ];
}
