import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, placements } from "../db/schema";
import { daysFromNow } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { sendInvoiceCopyReminders, sendStartReminders } from "./placement-reminders";
import { JobScheduler, type ScheduledJob } from "./scheduler";

const links = { publicUrl: "http://localhost" };
const quiet = { info() {}, error() {} };
/** 10:00 UTC on the day `days` from today: the fake clock of these tests. */
const at = (days: number) => new Date(`${daysFromNow(days)}T10:00:00Z`);

describe.each(testDatabaseKinds)("placement reminder jobs on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  const mailsOf = async (template: string, recipients: string[]) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.template, template), inArray(outboxEmails.recipient, recipients)),
        )
    ).map(renderedMail);

  it("reminds both sides two days before the first day, once, and not for a cancelled placement", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 10, end: 12 });
    const cancelled = await confirmedStory(ctx.app, ctx.database, ctx.admin, {
      start: 10,
      end: 12,
    });
    await ctx.call(cancelled.staff, "POST", `/api/placements/${cancelled.placementId}/cancel`, {
      reason: "Umzug",
    });
    const both = [story.ownerUser.email, story.staffUser.email];
    expect(await sendStartReminders(ctx.database.db, links, at(7))).toBe(0);
    expect(await sendStartReminders(ctx.database.db, links, at(8))).toBeGreaterThanOrEqual(1);
    const reminders = await mailsOf("placement-start-reminder", both);
    expect(reminders.map((mail) => mail.recipient).sort()).toEqual([...both].sort());
    const toStaff = reminders.find((mail) => mail.recipient === story.staffUser.email)!;
    expect(toStaff.text).toContain("Apotheke am Dom");
    expect(toStaff.html).toContain("Ihr Einsatz beginnt bald");
    // The next day's run (or a second process) sends nothing again.
    await sendStartReminders(ctx.database.db, links, at(9));
    expect(await mailsOf("placement-start-reminder", both)).toHaveLength(2);
    const other = [cancelled.ownerUser.email, cancelled.staffUser.email];
    expect(await mailsOf("placement-start-reminder", other)).toEqual([]);
  });

  it("reminds the provider of the invoice copy four days before the 14-day deadline, unless it is there", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    const uploaded = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    await ctx.database.db
      .update(placements)
      .set({ invoiceCopyKey: `copy-${uploaded.placementId}`, invoiceCopyName: "r.pdf" })
      .where(eq(placements.id, uploaded.placementId));
    // Last day + 14 = deadline; the reminder goes on deadline - 4 = last day + 10.
    expect(await sendInvoiceCopyReminders(ctx.database.db, links, at(12))).toBe(0);
    expect(await sendInvoiceCopyReminders(ctx.database.db, links, at(13))).toBeGreaterThanOrEqual(
      1,
    );
    const [reminder, ...more] = await mailsOf("invoice-copy-reminder", [
      story.staffUser.email,
      uploaded.staffUser.email,
    ]);
    expect(more).toEqual([]);
    expect(reminder?.recipient).toBe(story.staffUser.email);
    expect(reminder?.text).toContain("Rechnung");
    expect(reminder?.html).toContain("Rechnungskopie hochladen");
    expect(await sendInvoiceCopyReminders(ctx.database.db, links, at(14))).toBe(0);
  });

  it("reminds both sides before the first day, which no 'vermittelt' can come before", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 10, end: 12 });
    // "Vermittelt" only from the first day on (docs/decisions/0057).
    const arranged = await ctx.call(
      ctx.admin,
      "POST",
      `/api/admin/placements/${story.placementId}/arrange`,
    );
    expect(arranged.statusCode).toBe(409);
    await sendStartReminders(ctx.database.db, links, at(8));
    const both = [story.ownerUser.email, story.staffUser.email];
    const reminders = await mailsOf("placement-start-reminder", both);
    expect(reminders.map((mail) => mail.recipient).sort()).toEqual([...both].sort());
  });

  it("runs a reminder slot once when two schedulers race for it", async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: `placement-start-reminders-${kind.name}`,
      pattern: "0 8 * * *",
      run: async ({ db, now }) => {
        runs += 1;
        return sendStartReminders(db, links, now);
      },
    };
    const slot = new Date("2026-06-01T06:00:00.000Z");
    const results = await Promise.all([
      new JobScheduler(ctx.database.db, [job], quiet).runSlot(job, slot),
      new JobScheduler(ctx.database.db, [job], quiet).runSlot(job, slot),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });
});
