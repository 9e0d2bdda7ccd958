import { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountKey } from "../auth/login-throttle";
import type { Database, DatabaseHandle } from "../db/client";
import {
  accountTokens,
  auditLog,
  consentRecords,
  knownDevices,
  loginThrottle,
  outboxEmails,
  placements,
  rateLimitBuckets,
  sessions,
  usedCaptchaTokens,
  userDocuments,
  users,
} from "../db/schema";
import { createFileStorage } from "../storage/database-file-storage";
import type { FileStorage } from "../storage/file-storage";
import { pdfBytes, seedUser } from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { testDatabaseKinds } from "../testing/test-database";
import {
  deleteExpiredSessionsAndTokens,
  deleteOldConsentLogs,
  deleteSpentCounters,
} from "./housekeeping";
import { monthsBefore, processInactiveAccounts } from "./inactive-accounts";
import { claimJobSlot } from "./job-lease";
import { JobScheduler, type ScheduledJob } from "./scheduler";

const quiet = { info() {}, error() {} };
const DAY = 86_400_000;

/**
 * The database as the job sees it while a person logs in between the job's selection and
 * each of its transactions (the login route sets the time and clears a notice).
 */
function loggingInBeforeEachTransaction(db: Database, userId: string, now: Date): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return async (...args: Parameters<typeof target.transaction>) => {
        await target
          .update(users)
          .set({ lastLoginAt: now, inactivityNoticeAt: null })
          .where(eq(users.id, userId));
        return target.transaction(...args);
      };
    },
  });
}

describe.each(testDatabaseKinds)("lifecycle jobs on $name", (kind) => {
  let database: DatabaseHandle;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await kind.open();
    storage = createFileStorage(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs a slot once although two schedulers race for it, and the next slot again", async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: `count-${kind.name}`,
      pattern: "* * * * *",
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const reported: string[] = [];
    const report = (name: string, outcome: string) => reported.push(`${name} ${outcome}`);
    const first = new JobScheduler(database.db, [job], quiet, report);
    const second = new JobScheduler(database.db, [job], quiet, report);
    const slot = new Date("2026-03-01T03:15:00.000Z");
    const results = await Promise.all([first.runSlot(job, slot), second.runSlot(job, slot)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(reported).toEqual([`count-${kind.name} success`]);
    // The same slot seen late by a third process: not again.
    expect(await second.runSlot(job, new Date(slot.getTime() + 400))).toBe(false);
    const next = new Date(slot.getTime() + 60_000);
    expect(await second.runSlot(job, next)).toBe(true);
    expect(runs).toBe(2);
  });

  it("does not start a slot while an earlier run still holds the lease", async () => {
    let release!: () => void;
    const job: ScheduledJob = {
      name: `slow-${kind.name}`,
      pattern: "* * * * *",
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const scheduler = new JobScheduler(database.db, [job], quiet);
    const slow = scheduler.runSlot(job, new Date("2026-03-01T00:00:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = new JobScheduler(database.db, [job], quiet);
    expect(await other.runSlot(job, new Date("2026-03-01T00:01:00Z"))).toBe(false);
    release();
    expect(await slow).toBe(true);
  });

  it("runs a slot again whose run was cut short, once its lease has run out, and only once", async () => {
    const slots: string[] = [];
    const job: ScheduledJob = {
      name: `cut-short-${kind.name}`,
      pattern: "15 3 * * *",
      leaseMs: 60_000,
      run: async ({ slot }) => {
        slots.push(slot.toISOString());
      },
    };
    const slot = new Date("2026-03-01T02:15:00Z");
    // A process claims the slot and dies before its run finishes.
    expect(
      await claimJobSlot(database.db, {
        name: job.name,
        slot,
        holder: "died",
        leaseMs: 60_000,
        now: slot,
      }),
    ).toBe(true);
    const survivor = new JobScheduler(database.db, [job], quiet);
    expect(await survivor.catchUp(new Date(slot.getTime() + 30_000))).toEqual([]);
    expect(await survivor.catchUp(new Date(slot.getTime() + 61_000))).toEqual([job.name]);
    expect(slots).toEqual([slot.toISOString()]);
    // Finished now: neither this process nor another runs it a third time.
    expect(await survivor.catchUp(new Date(slot.getTime() + 10 * 60_000))).toEqual([]);
    const other = new JobScheduler(database.db, [job], quiet);
    expect(await other.catchUp(new Date(slot.getTime() + 10 * 60_000))).toEqual([]);
    expect(slots).toHaveLength(1);
  });

  it("sends a notice after 24 months without login and deletes four weeks later with files", async () => {
    const now = new Date("2028-06-01T03:15:00Z");
    const old = monthsBefore(now, 25);
    const stale = await seedUser(database.db, { role: "pharmacist", lastLoginAt: old });
    const returning = await seedUser(database.db, { role: "pharmacy_owner", createdAt: old });
    const recent = await seedUser(database.db, { role: "pharmacy_owner", lastLoginAt: now });
    const operator = await seedUser(database.db, { role: "admin", lastLoginAt: old });
    const saved = await storage.save(Readable.from(pdfBytes()));
    await database.db.insert(userDocuments).values({
      userId: stale.id,
      kind: "certificate",
      storageKey: saved.key,
      originalName: "z.pdf",
      contentType: "application/pdf",
      byteSize: saved.byteSize,
    });
    const deps = { storage, loginUrl: "http://localhost/login", wakeMailer() {} };

    const first = await processInactiveAccounts(database.db, now, deps);
    expect(first).toEqual({ noticed: 2, deleted: 0, keptForPlacement: 0 });
    const notices = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "account-inactivity-notice"))
      .then((rows) => rows.map(renderedMail));
    expect(notices.map((mail) => mail.recipient).sort()).toEqual(
      [stale.email, returning.email].sort(),
    );
    expect(notices[0]?.text).toContain("29.06.2028");
    // No second notice the next day.
    expect(await processInactiveAccounts(database.db, new Date(now.getTime() + DAY), deps)).toEqual(
      {
        noticed: 0,
        deleted: 0,
        keptForPlacement: 0,
      },
    );
    // One of them logs in (the login route clears the notice).
    await database.db
      .update(users)
      .set({ lastLoginAt: new Date(now.getTime() + 2 * DAY), inactivityNoticeAt: null })
      .where(eq(users.id, returning.id));

    const later = new Date(now.getTime() + 29 * DAY);
    expect(await processInactiveAccounts(database.db, later, deps)).toEqual({
      noticed: 0,
      deleted: 1,
      keptForPlacement: 0,
    });
    const left = await database.db.select({ id: users.id }).from(users);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(stale.id);
    expect(ids).toEqual(expect.arrayContaining([returning.id, recent.id, operator.id]));
    await expect(storage.read(saved.key)).rejects.toThrow("Document not found");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, stale.id));
    expect(entry).toMatchObject({
      action: "account.delete_inactive",
      actorEmail: "system",
      details: { role: stale.role, email_hash: accountKey(stale.email) },
    });
  });

  it("keeps an account whose person logs in after the job selected it for deletion", async () => {
    const now = new Date("2029-03-01T03:15:00Z");
    const person = await seedUser(database.db, {
      role: "pharmacist",
      lastLoginAt: monthsBefore(now, 25),
    });
    await database.db
      .update(users)
      .set({ inactivityNoticeAt: new Date(now.getTime() - 30 * DAY) })
      .where(eq(users.id, person.id));
    // She logs in just before the job opens the deletion's transaction.
    const loginFirst = loggingInBeforeEachTransaction(database.db, person.id, now);
    const deps = { storage, loginUrl: "http://localhost/login", wakeMailer() {} };

    expect(await processInactiveAccounts(loginFirst, now, deps)).toMatchObject({ deleted: 0 });
    expect(await database.db.$count(users, eq(users.id, person.id))).toBe(1);
  });

  const noticesTo = (email: string) =>
    database.db.$count(
      outboxEmails,
      and(
        eq(outboxEmails.template, "account-inactivity-notice"),
        eq(outboxEmails.recipient, email),
      ),
    );

  it("sends no notice to a person who logs in after the job selected the account", async () => {
    const now = new Date("2029-09-01T03:15:00Z");
    const person = await seedUser(database.db, {
      role: "pharmacist",
      lastLoginAt: monthsBefore(now, 25),
    });
    // She logs in just before the job opens the notice's transaction.
    const loginFirst = loggingInBeforeEachTransaction(database.db, person.id, now);
    const deps = { storage, loginUrl: "http://localhost/login", wakeMailer() {} };

    await processInactiveAccounts(loginFirst, now, deps);
    expect(await noticesTo(person.email)).toBe(0);
    const [after] = await database.db.select().from(users).where(eq(users.id, person.id));
    expect(after?.inactivityNoticeAt).toBeNull();
  });

  it("sends one notice when two processes run the job at once", async () => {
    const now = new Date("2029-10-01T03:15:00Z");
    const person = await seedUser(database.db, {
      role: "pharmacist",
      lastLoginAt: monthsBefore(now, 25),
    });
    const deps = { storage, loginUrl: "http://localhost/login", wakeMailer() {} };

    await Promise.all([
      processInactiveAccounts(database.db, now, deps),
      processInactiveAccounts(database.db, now, deps),
    ]);
    expect(await noticesTo(person.email)).toBe(1);
  });

  it("keeps an inactive account with an upcoming confirmed placement until that placement is over", async () => {
    // Later than the test above, so its accounts (who logged in) are not inactive here.
    const now = new Date("2028-09-01T03:15:00Z");
    const old = monthsBefore(now, 25);
    const placementOf = (staffId: string, firstDay: string, lastDay: string) => ({
      staffId,
      type: "Vertretungsangebot" as const,
      role: "Apotheker/in" as const,
      ownerCover: false,
      periods: [{ startDate: firstDay, endDate: lastDay }],
      firstDay,
      lastDay,
      workingHours: "8-18 Uhr",
      pharmacyName: "Apotheke am Dom",
      street: "Domplatz 1",
      postalCode: "50667",
      city: "Köln",
      state: "DE-NW" as const,
      ownerName: "Erika Mustermann",
      staffName: "Max Muster",
      staffProfession: "Apotheker/in" as const,
      confirmedAt: old,
    });
    // Proposed and confirmed without ever logging in; a placement from the 10th to the 12th.
    const booked = await seedUser(database.db, { role: "pharmacist", createdAt: old });
    // Got the notice, then a placement within the four weeks, still without a login.
    const noticed = await seedUser(database.db, {
      role: "pharmacist",
      createdAt: old,
      inactivityNoticeAt: new Date(now.getTime() - 29 * DAY),
    });
    // Only a placement that is over or cancelled: no reason to keep the account.
    const past = await seedUser(database.db, { role: "pharmacist", createdAt: old });
    await database.db
      .insert(placements)
      .values([
        placementOf(booked.id, "2028-09-10", "2028-09-12"),
        placementOf(noticed.id, "2028-09-10", "2028-09-12"),
        placementOf(past.id, "2028-08-01", "2028-08-31"),
        { ...placementOf(past.id, "2028-09-10", "2028-09-12"), status: "cancelled" as const },
      ]);
    const deps = { storage, loginUrl: "http://localhost/login", wakeMailer() {} };
    const noticeOf = async (id: string) =>
      (await database.db.select().from(users).where(eq(users.id, id)))[0]?.inactivityNoticeAt;

    expect(await processInactiveAccounts(database.db, now, deps)).toEqual({
      noticed: 1,
      deleted: 0,
      keptForPlacement: 2,
    });
    expect(await noticeOf(past.id)).toEqual(now);
    expect(await noticeOf(booked.id)).toBeNull();
    // The notice is withdrawn: the date it named has passed by the end of the placement.
    expect(await noticeOf(noticed.id)).toBeNull();

    // Still kept on the last day of the placement.
    const lastDay = new Date("2028-09-12T03:15:00Z");
    expect(await processInactiveAccounts(database.db, lastDay, deps)).toMatchObject({
      keptForPlacement: 2,
    });
    const mailsTo = (email: string) =>
      database.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, "account-inactivity-notice"),
            eq(outboxEmails.recipient, email),
          ),
        );
    expect(await mailsTo(booked.email)).toEqual([]);

    // The day after, the usual way: a notice now, the deletion four weeks later.
    const after = new Date("2028-09-13T03:15:00Z");
    expect(await processInactiveAccounts(database.db, after, deps)).toEqual({
      noticed: 2,
      deleted: 0,
      keptForPlacement: 0,
    });
    expect(await mailsTo(booked.email)).toHaveLength(1);
    expect(
      await processInactiveAccounts(database.db, new Date(after.getTime() + 29 * DAY), deps),
    ).toEqual({ noticed: 0, deleted: 3, keptForPlacement: 0 });
    const left = await database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [booked.id, noticed.id, past.id]));
    expect(left).toEqual([]);
  });

  it("deletes captcha consent logs after 12 months and expired sessions and tokens", async () => {
    const now = new Date("2028-06-01T03:30:00Z");
    const values = { ipAddress: "10.0.0.1", termsVersion: "1", privacyVersion: "1" };
    await database.db.insert(consentRecords).values([
      { ...values, subject: "captcha_cookie", subjectId: "old", acceptedAt: monthsBefore(now, 13) },
      { ...values, subject: "captcha_cookie", subjectId: "new", acceptedAt: monthsBefore(now, 11) },
      {
        ...values,
        subject: "owner_registration",
        subjectId: "reg",
        acceptedAt: monthsBefore(now, 30),
      },
    ]);
    expect(await deleteOldConsentLogs(database.db, now)).toBe(1);
    const kept = await database.db.select({ id: consentRecords.subjectId }).from(consentRecords);
    expect(kept.map((row) => row.id)).toEqual(expect.arrayContaining(["new", "reg"]));
    expect(kept.map((row) => row.id)).not.toContain("old");

    const user = await seedUser(database.db);
    await database.db.insert(sessions).values([
      {
        tokenHash: `a-${kind.name}`,
        userId: user.id,
        persistent: false,
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        tokenHash: `b-${kind.name}`,
        userId: user.id,
        persistent: false,
        expiresAt: new Date(now.getTime() + DAY),
      },
    ]);
    await database.db.insert(accountTokens).values([
      {
        tokenHash: `c-${kind.name}`,
        userId: user.id,
        purpose: "activation",
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        tokenHash: `d-${kind.name}`,
        userId: user.id,
        purpose: "activation",
        expiresAt: new Date(now.getTime() + DAY),
      },
    ]);
    await database.db.insert(knownDevices).values([
      { tokenHash: `e-${kind.name}`, userId: user.id, expiresAt: new Date(now.getTime() - 1) },
      { tokenHash: `f-${kind.name}`, userId: user.id, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    expect(await deleteExpiredSessionsAndTokens(database.db, now)).toEqual({
      sessions: 1,
      tokens: 1,
      devices: 1,
    });
    const devices = await database.db.select().from(knownDevices);
    expect(devices.map((device) => device.tokenHash)).toEqual([`f-${kind.name}`]);
  });

  it("forgets ended rate-limit windows, login-failure series a day old and expired captcha answers, keeps running ones", async () => {
    const now = new Date("2028-07-01T10:55:00Z");
    // Keys name client addresses and hashed accounts: kept only while they still count.
    await database.db.insert(rateLimitBuckets).values([
      { key: "registration10.1.2.3", hits: 4, resetAt: new Date(now.getTime() - 1) },
      { key: "registration10.4.5.6", hits: 2, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    await database.db.insert(loginThrottle).values([
      {
        accountKey: accountKey("alt@example.org"),
        failures: 9,
        lastFailureAt: new Date(now.getTime() - DAY - 1),
      },
      {
        accountKey: accountKey("laufend@example.org"),
        failures: 9,
        lastFailureAt: new Date(now.getTime() - DAY + 60_000),
      },
      // A check a dead process left, no failure yet.
      {
        accountKey: accountKey("verlassen@example.org"),
        checking: 1,
        checkingSince: new Date(now.getTime() - DAY - 1),
      },
      // An old series with a check that started a minute ago.
      {
        accountKey: accountKey("wieder@example.org"),
        failures: 6,
        lastFailureAt: new Date(now.getTime() - 2 * DAY),
        checking: 1,
        checkingSince: new Date(now.getTime() - 60_000),
      },
    ]);
    await database.db.insert(usedCaptchaTokens).values([
      { key: "test:abgelaufen", expiresAt: new Date(now.getTime() - 1) },
      { key: "test:gueltig", expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await deleteSpentCounters(database.db, now)).toEqual({
      rateLimitWindows: 1,
      loginFailureSeries: 2,
      spentCaptchaAnswers: 1,
    });
    // A spent answer still valid stays spent: a replay of it is refused.
    expect((await database.db.select().from(usedCaptchaTokens)).map((row) => row.key)).toEqual([
      "test:gueltig",
    ]);
    expect((await database.db.select().from(rateLimitBuckets)).map((row) => row.key)).toEqual([
      "registration10.4.5.6",
    ]);
    const kept = await database.db.select().from(loginThrottle);
    expect(kept.map((row) => row.accountKey).sort()).toEqual(
      [accountKey("laufend@example.org"), accountKey("wieder@example.org")].sort(),
    );
  });
});
