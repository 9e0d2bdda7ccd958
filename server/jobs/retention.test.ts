import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOfBusinessDay, todayIsoDate } from "../../domain/dates";
import { accountKey } from "../auth/login-throttle";
import type { DatabaseHandle } from "../db/client";
import {
  auditLog,
  cleaningRequests,
  consentRecords,
  courierRequests,
  invoices,
  outboxEmails,
  placements,
  searchOrderEvents,
  searchOrders,
} from "../db/schema";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { createFileStorage } from "../storage/database-file-storage";
import { pdfBytes } from "../testing/accounts";
import { insertOrderRow, seedOwner } from "../testing/job-board";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { testDatabaseKinds } from "../testing/test-database";
import { monthsBefore } from "./inactive-accounts";
import {
  deleteEndedSearchOrders,
  deleteExpiredInvoices,
  deleteExpiredPlacements,
  deleteFarewellMails,
  deleteOldAuditEntries,
  deleteOldOutboxMails,
  deleteOldServiceRequests,
  forgetUnknownLoginAddresses,
  RETENTION_BATCH,
  UNKNOWN_ADDRESS_ACTOR,
} from "./retention";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A moment on the agency's calendar: `isoDate` at `hour`:`minute` in Köln. */
const berlin = (isoDate: string, hour = 0, minute = 0) =>
  new Date(startOfBusinessDay(isoDate).getTime() + hour * HOUR + minute * 60_000);

/**
 * Each retention job with a moved clock (docs/product.md, "Data protection"): rows just
 * past their period go, rows just within it stay.
 */
describe.each(testDatabaseKinds)("retention jobs on $name", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  describe("invoices, 8 years after the end of their year", () => {
    // The trigger checks the period by the database's clock: the dates follow this year.
    const year = Number(todayIsoDate().slice(0, 4));
    let serial = 0;
    const invoice = async (issueDate: string, cancels?: string) => {
      serial += 1;
      const [row] = await database.db
        .insert(invoices)
        .values({
          number: `RT-${kind.name}-${serial}`,
          kind: cancels ? "cancellation" : "invoice",
          cancelsInvoiceId: cancels ?? null,
          issueDate,
          dueDate: issueDate,
          serviceStart: issueDate,
          serviceEnd: issueDate,
          buyer: {
            name: "Apotheke",
            street: "Ring 1",
            postalCode: "50667",
            city: "Köln",
            country: "DE",
          },
          seller: { name: "apostaff" } as never,
          lines: [],
          netCents: 100,
          vatCents: 19,
          grossCents: 119,
          issuedBy: "test",
          pdf: Buffer.from("%PDF-1.4"),
        })
        .returning({ id: invoices.id });
      return row!.id;
    };
    const left = async (ids: string[]) =>
      (
        await database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(inArray(invoices.id, ids))
      ).map((row) => row.id);

    it("deletes exactly the expired invoices, a cancelled one only with its cancellation", async () => {
      const lastDayOfExpired = await invoice(`${year - 9}-12-31`);
      const firstDayKept = await invoice(`${year - 8}-01-01`);
      const cancelledLate = await invoice(`${year - 9}-06-01`);
      const lateCancellation = await invoice(`${year - 8}-01-10`, cancelledLate);
      const cancelledEarly = await invoice(`${year - 10}-03-01`);
      const earlyCancellation = await invoice(`${year - 10}-04-01`, cancelledEarly);
      const all = [
        lastDayOfExpired,
        firstDayKept,
        cancelledLate,
        lateCancellation,
        cancelledEarly,
        earlyCancellation,
      ];

      // The evening before New Year: the invoices of year - 9 are still within their period.
      expect(await deleteExpiredInvoices(database.db, berlin(`${year - 1}-12-31`, 23, 30))).toBe(2);
      expect(await left(all)).toEqual(
        expect.arrayContaining([lastDayOfExpired, firstDayKept, cancelledLate, lateCancellation]),
      );
      expect(await left(all)).toHaveLength(4);
      // Half an hour into the new year they are not; the one a younger cancellation
      // points at waits for it.
      expect(await deleteExpiredInvoices(database.db, berlin(`${year}-01-01`, 0, 30))).toBe(1);
      expect((await left(all)).sort()).toEqual(
        [firstDayKept, cancelledLate, lateCancellation].sort(),
      );
    });

    it("lets only the retention job delete, and only an expired invoice", async () => {
      const expired = await invoice(`${year - 12}-05-05`);
      const young = await invoice(`${year - 8}-05-05`);
      const plainDelete = (id: string) => database.db.delete(invoices).where(eq(invoices.id, id));
      await expect(plainDelete(expired)).rejects.toThrow();
      // The job's setting does not open a younger invoice.
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('apostaff.retention', 'on', true)`);
          await tx.delete(invoices).where(eq(invoices.id, young));
        }),
      ).rejects.toThrow();
      // Local to the job's transaction: afterwards a plain DELETE is refused again.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('apostaff.retention', 'on', true)`);
      });
      await expect(plainDelete(expired)).rejects.toThrow();
      expect(await left([expired, young])).toHaveLength(2);
      await deleteExpiredInvoices(database.db, new Date());
      expect(await left([expired, young])).toEqual([young]);
    });
  });

  it("deletes placement records 8 years after the end of their last day's year, with their invoice copy", async () => {
    const storage = createFileStorage(database.db);
    const copy = await storage.save(Readable.from(pdfBytes()));
    const placement = async (lastDay: string, invoiceCopyKey: string | null = null) => {
      const [row] = await database.db
        .insert(placements)
        .values({
          type: "Vertretungsangebot",
          role: "PTA",
          ownerCover: false,
          periods: [{ startDate: lastDay, endDate: lastDay }],
          firstDay: lastDay,
          lastDay,
          workingHours: "8-18 Uhr",
          pharmacyName: "Apotheke",
          street: "Ring 1",
          postalCode: "50667",
          city: "Köln",
          state: "DE-NW",
          ownerName: "Erika Mustermann",
          staffName: "Max Muster",
          staffProfession: "PTA",
          confirmedAt: new Date(`${lastDay}T08:00:00Z`),
          invoiceCopyKey,
        })
        .returning({ id: placements.id });
      return row!.id;
    };
    const expired = await placement("2031-12-31", copy.key);
    const kept = await placement("2032-01-01");
    expect(await deleteExpiredPlacements(database.db, berlin("2039-12-31", 23, 59))).toEqual({
      deleted: 0,
      fileKeys: [],
    });
    expect(await deleteExpiredPlacements(database.db, berlin("2040-01-01", 0, 1))).toEqual({
      deleted: 1,
      fileKeys: [copy.key],
    });
    const leftIds = await database.db
      .select({ id: placements.id })
      .from(placements)
      .where(inArray(placements.id, [expired, kept]));
    expect(leftIds).toEqual([{ id: kept }]);
  });

  it("deletes courier and cleaning requests with their consents 6 months after receipt", async () => {
    const now = new Date("2031-05-01T01:25:00Z");
    const request = async (
      requestKind: typeof courierKind | typeof cleaningKind,
      createdAt: Date,
    ) => {
      const fields = requestKind === courierKind ? validCourierRequest : validCleaningRequest;
      const [row] = await database.db
        .insert(requestKind.table)
        .values(
          requestKind.row({ ...fields, "g-recaptcha-response": "-" } as never, {
            id: randomUUID(),
            createdAt,
          }) as never,
        )
        .returning({ id: requestKind.table.id });
      await database.db.insert(consentRecords).values({
        subject: requestKind === courierKind ? "courier_request" : "cleaning_request",
        subjectId: row!.id,
        ipAddress: "10.0.0.9",
        termsVersion: "1",
        privacyVersion: "1",
      });
      return row!.id;
    };
    const sixMonths = monthsBefore(now, 6);
    const oldCourier = await request(courierKind, new Date(sixMonths.getTime() - 60_000));
    const newCourier = await request(courierKind, new Date(sixMonths.getTime() + 60_000));
    const oldCleaning = await request(cleaningKind, new Date(sixMonths.getTime() - 60_000));
    const newCleaning = await request(cleaningKind, new Date(sixMonths.getTime() + 60_000));

    expect(await deleteOldServiceRequests(database.db, now)).toBe(2);
    const courierLeft = await database.db.select({ id: courierRequests.id }).from(courierRequests);
    const cleaningLeft = await database.db
      .select({ id: cleaningRequests.id })
      .from(cleaningRequests);
    expect(courierLeft.map((row) => row.id)).toContain(newCourier);
    expect(courierLeft.map((row) => row.id)).not.toContain(oldCourier);
    expect(cleaningLeft.map((row) => row.id)).toContain(newCleaning);
    expect(cleaningLeft.map((row) => row.id)).not.toContain(oldCleaning);
    const consents = await database.db
      .select({ subjectId: consentRecords.subjectId })
      .from(consentRecords)
      .where(inArray(consentRecords.subjectId, [oldCourier, newCourier, oldCleaning, newCleaning]));
    expect(consents.map((row) => row.subjectId).sort()).toEqual([newCourier, newCleaning].sort());
  });

  it("deletes search orders without placement 12 months after they ended", async () => {
    const owner = await seedOwner(database.db);
    const now = new Date("2032-03-01T02:27:00Z");
    const twelveMonths = monthsBefore(now, 12);
    const order = async (status: "ended" | "declined" | "published", endedAt: Date) => {
      const row = await insertOrderRow(database.db, owner.id, { status, candidateId: null });
      await database.db
        .insert(searchOrderEvents)
        .values({ orderId: row.id, status, actorId: null, createdAt: endedAt });
      return row.id;
    };
    const before = new Date(twelveMonths.getTime() - 60_000);
    const after = new Date(twelveMonths.getTime() + 60_000);
    const endedLongAgo = await order("ended", before);
    const declinedLongAgo = await order("declined", before);
    const endedRecently = await order("ended", after);
    const stillRunning = await order("published", before);
    const withPlacement = await order("ended", before);
    await database.db.insert(placements).values({
      orderId: withPlacement,
      type: "Vertretungsangebot",
      role: "PTA",
      ownerCover: false,
      periods: [{ startDate: "2030-01-01", endDate: "2030-01-02" }],
      firstDay: "2030-01-01",
      lastDay: "2030-01-02",
      workingHours: "8-18 Uhr",
      pharmacyName: "Apotheke",
      street: "Ring 1",
      postalCode: "50667",
      city: "Köln",
      state: "DE-NW",
      ownerName: "Erika Mustermann",
      staffName: "Max Muster",
      staffProfession: "PTA",
      confirmedAt: new Date("2029-12-01T08:00:00Z"),
      status: "cancelled",
    });

    expect(await deleteEndedSearchOrders(database.db, now)).toBe(2);
    const leftIds = (
      await database.db
        .select({ id: searchOrders.id })
        .from(searchOrders)
        .where(
          inArray(searchOrders.id, [
            endedLongAgo,
            declinedLongAgo,
            endedRecently,
            stillRunning,
            withPlacement,
          ]),
        )
    ).map((row) => row.id);
    expect(leftIds.sort()).toEqual([endedRecently, stillRunning, withPlacement].sort());
    // The history went with the order.
    expect(
      await database.db
        .select()
        .from(searchOrderEvents)
        .where(eq(searchOrderEvents.orderId, endedLongAgo)),
    ).toEqual([]);
  });

  it("deletes audit entries 3 years after the end of their year, in batches", async () => {
    const entry = (createdAt: Date, action: string) => ({
      actorId: null,
      actorEmail: "system",
      action,
      targetType: "test",
      targetId: "retention",
      createdAt,
    });
    // More than a batch, so that the job must take several.
    const expired = Array.from({ length: RETENTION_BATCH + 3 }, () =>
      entry(berlin("2027-12-31", 23, 59), "retention.expired"),
    );
    await database.db.insert(auditLog).values(expired);
    await database.db.insert(auditLog).values(entry(berlin("2028-01-01", 0, 1), "retention.kept"));
    expect(await deleteOldAuditEntries(database.db, berlin("2030-12-31", 23, 59))).toBe(0);
    expect(await deleteOldAuditEntries(database.db, berlin("2031-01-01", 0, 30))).toBe(
      RETENTION_BATCH + 3,
    );
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, "test"));
    expect(actions).toEqual([{ action: "retention.kept" }]);
  });

  it("takes the IP out of a throttled login after a day, and the typed address when no account has it", async () => {
    const now = new Date("2031-06-01T10:25:00Z");
    const throttledLogin = (actorId: string | null, actorEmail: string, hoursAgo: number) => ({
      actorId,
      actorEmail,
      action: "login.throttled",
      targetType: "account",
      targetId: accountKey(actorEmail),
      details: { ip: "10.66.0.1", wait_seconds: 4 },
      createdAt: new Date(now.getTime() - hoursAgo * HOUR),
    });
    const known = await seedOwner(database.db);
    await database.db
      .insert(auditLog)
      .values([
        throttledLogin(null, "vertippt@example.org", 25),
        throttledLogin(null, "gerade@example.org", 23),
        throttledLogin(known.id, known.email, 25),
      ]);
    expect(await forgetUnknownLoginAddresses(database.db, now)).toBe(2);
    const rows = await database.db
      .select({
        actorEmail: auditLog.actorEmail,
        details: auditLog.details,
        targetId: auditLog.targetId,
      })
      .from(auditLog)
      .where(eq(auditLog.action, "login.throttled"));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          actorEmail: UNKNOWN_ADDRESS_ACTOR,
          details: { wait_seconds: 4 },
          targetId: accountKey("vertippt@example.org"),
        },
        expect.objectContaining({
          actorEmail: "gerade@example.org",
          details: { ip: "10.66.0.1", wait_seconds: 4 },
        }),
        expect.objectContaining({ actorEmail: known.email, details: { wait_seconds: 4 } }),
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('vertippt@example.org"');
  });

  it("removes mails 6 months after they were sent, given up or queued undelivered; farewell mails once sent", async () => {
    const now = new Date("2033-03-01T03:35:00Z");
    const mail = (
      subject: string,
      status: "pending" | "sent" | "failed",
      createdAt: Date,
      template = "retention-test",
    ) => ({
      template,
      recipient: `retention-${kind.name}@example.org`,
      subject,
      body: { heading: subject, paragraphs: [] },
      status,
      createdAt,
      sentAt: status === "sent" ? new Date(createdAt.getTime() + HOUR) : null,
    });
    const sixMonths = monthsBefore(now, 6).getTime();
    await database.db.insert(outboxEmails).values([
      mail("sent long ago", "sent", new Date(sixMonths - 2 * HOUR)),
      // Queued before the six months, sent within them: kept from its sending.
      mail("sent late", "sent", new Date(sixMonths - 30 * 60_000)),
      mail("failed long ago", "failed", new Date(sixMonths - HOUR)),
      mail("never delivered", "pending", new Date(sixMonths - HOUR)),
      mail("due", "pending", new Date(sixMonths + HOUR)),
      mail("farewell sent", "sent", new Date(now.getTime() - 3 * HOUR), "account-deleted"),
      mail("farewell due", "pending", new Date(now.getTime() - 2 * DAY), "account-deleted"),
      mail("farewell stuck", "pending", new Date(now.getTime() - 8 * DAY), "account-deleted"),
      mail("refusal failed", "failed", new Date(now.getTime() - DAY), "staff-registration-refused"),
      mail("other sent", "sent", new Date(now.getTime() - 3 * HOUR)),
    ]);
    const subjects = async () =>
      (
        await database.db
          .select({ subject: outboxEmails.subject })
          .from(outboxEmails)
          .where(eq(outboxEmails.recipient, `retention-${kind.name}@example.org`))
      )
        .map((row) => row.subject)
        .sort();
    expect(await deleteOldOutboxMails(database.db, now)).toBe(3);
    expect(await deleteFarewellMails(database.db, now)).toBe(3);
    expect(await subjects()).toEqual(["due", "farewell due", "other sent", "sent late"]);
  });
});
