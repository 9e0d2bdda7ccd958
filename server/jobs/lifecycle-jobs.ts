import { paths } from "../../domain/paths";
import { publicLink } from "../auth/accounts";
import type { RouteContext } from "../http/route-context";
import { endExpiredBrokerages } from "../job-board/lifecycle";
import {
  deleteAbandonedUploads,
  deleteExpiredSessionsAndTokens,
  deleteOldConsentLogs,
} from "./housekeeping";
import { processInactiveAccounts } from "./inactive-accounts";
import type { ScheduledJob } from "./scheduler";

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
    {
      name: "abandoned-uploads",
      pattern: "50 * * * *",
      run: ({ db, now }) => deleteAbandonedUploads(db, now),
    },
    {
      // Brokerage ends after 12 months, or on the start day without placement.
      name: "end-expired-brokerages",
      pattern: "5 0 * * *",
      run: async ({ db, now }) => {
        const ended = await endExpiredBrokerages(db, now);
        if (ended > 0) context.mailer.wake();
      },
    },
  ];
}
