import { paths } from "../../domain/paths";
import { publicLink } from "../accounts/account-records";
import { mailDueReminders } from "../billing/dunning-digest";
import type { DatabaseHandle } from "../db/client";
import { compactDatabase, drizzleRunner } from "../db/compaction";
import { endExpiredBrokerages } from "../job-board/lifecycle";
import { removeFiles } from "../personal-data/delete-account";
import { processWorkReports } from "../placements/worked-days";
import type { RouteContext } from "../route-context";
import {
  deleteExpiredSessionsAndTokens,
  deleteOldConsentLogs,
  deleteSpentCounters,
  deleteUnreferencedFiles,
} from "./housekeeping";
import { processInactiveAccounts } from "./inactive-accounts";
import { sendInvoiceCopyReminders, sendStartReminders } from "./placement-reminders";
import {
  deleteEndedSearchOrders,
  deleteExpiredInvoices,
  deleteExpiredPlacements,
  deleteFarewellMails,
  deleteOldAuditEntries,
  deleteOldOutboxMails,
  deleteOldServiceRequests,
  forgetUnknownLoginAddresses,
} from "./retention";
import type { ScheduledJob } from "./scheduler";

/** Every scheduled job of the platform, started in buildApp's onReady. */
export function lifecycleJobs(
  context: RouteContext,
  databaseKind: DatabaseHandle["kind"],
): ScheduledJob[] {
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
      // Worked days: the owner's reminder on day 5, confirmation by silence on day 7
      // (issue 28, item 1).
      name: "worked-days",
      pattern: "30 7 * * *",
      run: async ({ db, now }) => {
        const touched = await processWorkReports(db, context.config, now);
        if (touched > 0) context.mailer.wake();
        return touched;
      },
    },
    {
      // Dunning levels due today, to the operators (issue 28, item 4).
      name: "dunning-due",
      pattern: "0 7 * * 1-5",
      run: async ({ db, now }) => {
        const due = await mailDueReminders(db, context.config.publicUrl, now);
        if (due > 0) context.mailer.wake();
        return due;
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
    // The retention periods (docs/product.md, "Data protection"), one job each.
    {
      // Placement records and invoice copies: 8 years after the end of the last day's year.
      name: "placement-retention",
      pattern: "20 3 * * *",
      run: async ({ db, now }) => {
        const { deleted, fileKeys } = await deleteExpiredPlacements(db, now);
        await removeFiles(context.storage, fileKeys);
        return deleted;
      },
    },
    {
      // Invoices: 8 years after the end of their year (the trigger checks it too).
      name: "invoice-retention",
      pattern: "22 3 * * *",
      run: ({ db, now }) => deleteExpiredInvoices(db, now),
    },
    {
      name: "service-request-retention",
      pattern: "25 3 * * *",
      run: ({ db, now }) => deleteOldServiceRequests(db, now),
    },
    {
      name: "search-order-retention",
      pattern: "27 3 * * *",
      run: ({ db, now }) => deleteEndedSearchOrders(db, now),
    },
    {
      name: "audit-log-retention",
      pattern: "40 3 * * *",
      run: ({ db, now }) => deleteOldAuditEntries(db, now),
    },
    {
      // Throttled logins under unknown addresses, once the throttle's window is over.
      name: "unknown-login-addresses",
      pattern: "25 * * * *",
      run: ({ db, now }) => forgetUnknownLoginAddresses(db, now),
    },
    {
      // A deletion's confirmation to the deleted person, once sent.
      name: "farewell-mails",
      pattern: "15 * * * *",
      run: ({ db, now }) => deleteFarewellMails(db, now),
    },
    {
      // Deleted means gone: after the deletions of the night (above), the tables that
      // changed are rewritten without the deleted rows' bytes, and the WAL that held them
      // is removed (docs/decisions/0049-deleted-means-gone.md). Holds the embedded
      // database while it rewrites, so at the night's quietest hour, with a long lease.
      name: "compaction",
      pattern: "0 4 * * *",
      leaseMs: 4 * 60 * 60_000,
      run: ({ db }) => compactDatabase(drizzleRunner(db), databaseKind),
    },
  ];
}
