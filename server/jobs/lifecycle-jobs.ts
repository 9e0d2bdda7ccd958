import { paths } from "../../domain/paths";
import { PLACEMENT_RETENTION_YEARS } from "../../domain/placement-status";
import { publicLink } from "../accounts/account-records";
import { endExpiredBrokerages } from "../job-board/lifecycle";
import { removeFiles } from "../personal-data/delete-account";
import type { RouteContext } from "../route-context";
import {
  deleteExpiredSessionsAndTokens,
  deleteOldConsentLogs,
  deleteOldOutboxMails,
  deleteSpentCounters,
  deleteUnreferencedFiles,
} from "./housekeeping";
import { processInactiveAccounts } from "./inactive-accounts";
import {
  deleteExpiredPlacements,
  sendInvoiceCopyReminders,
  sendStartReminders,
} from "./placement-reminders";
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
      name: "outbox-retention",
      pattern: "35 3 * * *",
      run: ({ db, now }) => deleteOldOutboxMails(db, now),
    },
    {
      name: "expired-sessions-and-tokens",
      pattern: "45 * * * *",
      run: ({ db, now }) => deleteExpiredSessionsAndTokens(db, now),
    },
    {
      name: "spent-counters",
      pattern: "55 * * * *",
      run: ({ db, now }) => deleteSpentCounters(db, now),
    },
    {
      // The name of its lease row, kept from when it swept unfinished uploads only.
      name: "abandoned-uploads",
      pattern: "50 * * * *",
      run: ({ db, now }) => deleteUnreferencedFiles(db, now),
    },
    {
      // Brokerage ends after 12 months, or on the start day without placement.
      name: "end-expired-brokerages",
      pattern: "5 0 * * *",
      run: async ({ db, now }) => {
        const ended = await endExpiredBrokerages(db, context.config, now);
        if (ended > 0) context.mailer.wake();
      },
    },
    {
      // Both sides, two days before the first day of a confirmed placement.
      name: "placement-start-reminders",
      pattern: "0 8 * * *",
      run: async ({ db, now }) => {
        const sent = await sendStartReminders(db, context.config, now);
        if (sent > 0) context.mailer.wake();
        return sent;
      },
    },
    {
      // The provider's invoice copy, a few days before its 14-day deadline.
      name: "invoice-copy-reminders",
      pattern: "10 8 * * *",
      run: async ({ db, now }) => {
        const sent = await sendInvoiceCopyReminders(db, context.config, now);
        if (sent > 0) context.mailer.wake();
        return sent;
      },
    },
    {
      // Placement records and invoice copies: 10 years after the last day.
      name: "placement-retention",
      pattern: "20 3 * * *",
      run: async ({ db, now }) => {
        const { deleted, fileKeys } = await deleteExpiredPlacements(
          db,
          now,
          PLACEMENT_RETENTION_YEARS,
        );
        await removeFiles(context.storage, fileKeys);
        return deleted;
      },
    },
  ];
}
