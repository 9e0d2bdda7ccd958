import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { auditLog, jobApplications, searchOrderEvents } from "../db/schema";
import { deleteAccountRows } from "../personal-data/delete-account";
import { insertOrderRow, seedOwner, seedStaff } from "../testing/job-board";
import { handWrittenSteps } from "../testing/migration-steps";
import { testDatabaseKinds } from "../testing/test-database";

const dataSteps = handWrittenSteps("0018_candidate_on_order_events.sql");

describe.each(testDatabaseKinds)("migration 0018's data steps on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("links earlier proposals to their candidate and forgets the names of deleted ones", async () => {
    const db = database.db;
    const owner = await seedOwner(db);
    const staff = (firstName: string, lastName: string) =>
      seedStaff(db, "Apotheker/in", { name: { firstName, lastName } });
    const [anna, berta, clara] = [
      await staff("Anna", "Abendroth"),
      await staff("Berta", "Brandt"),
      await staff("Clara", "Claasen"),
    ];
    const [paul, namesake] = [await staff("Paul", "Pille"), await staff("Paul", "Pille")];
    const { id: orderId } = await insertOrderRow(db, owner.id, {
      status: "candidate_proposed",
      candidateId: berta.id,
    });
    for (const person of [clara, paul, namesake]) {
      await db
        .insert(jobApplications)
        .values({ orderId, staffId: person.id, dataConsentAt: new Date() });
    }
    let minute = 0;
    /** A proposal's event as written before 0018: no subject; with its audit entry unless `audited` is false. */
    const proposal = async (note: string, staffId: string, audited = true) => {
      const createdAt = new Date(Date.UTC(2026, 10, 1, 9, minute++));
      const [event] = await db
        .insert(searchOrderEvents)
        .values({ orderId, status: "candidate_proposed", note, createdAt })
        .returning({ id: searchOrderEvents.id });
      if (audited) {
        await db.insert(auditLog).values({
          actorEmail: "operator@example.org",
          action: "order.propose",
          targetType: "search_order",
          targetId: orderId,
          details: { from: "published", to: "candidate_proposed", staffId },
          createdAt,
        });
      }
      return event!.id;
    };
    // Anna never applied and was replaced by Berta: only the audit entry knows her.
    const annaEvent = await proposal("Anna Abendroth", anna.id);
    const bertaEvent = await proposal("Berta Brandt", berta.id);
    const gone = await proposal("Dora Deleted", randomUUID());
    // Without an audit entry, the name among the order's candidate and applicants.
    const claraEvent = await proposal("Clara Claasen", clara.id, false);
    const paulEvent = await proposal("Paul Pille", paul.id, false);

    // Twice: a step run again changes nothing.
    for (let round = 0; round < 2; round++) {
      for (const step of dataSteps) await db.execute(sql.raw(step));
    }

    const events = await db
      .select({
        id: searchOrderEvents.id,
        subjectId: searchOrderEvents.subjectId,
        note: searchOrderEvents.note,
      })
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, orderId));
    const byId = new Map(events.map((event) => [event.id, event]));
    expect(byId.get(annaEvent)).toMatchObject({ subjectId: anna.id, note: "Anna Abendroth" });
    expect(byId.get(bertaEvent)).toMatchObject({ subjectId: berta.id, note: "Berta Brandt" });
    expect(byId.get(claraEvent)).toMatchObject({ subjectId: clara.id, note: "Clara Claasen" });
    // Two applicants of that name: which one it was is unknown, so neither is linked.
    expect(byId.get(paulEvent)).toMatchObject({ subjectId: null, note: "Paul Pille" });
    expect(byId.get(gone)).toMatchObject({ subjectId: null, note: null });

    // Anna deletes her account later: her name leaves the history, Berta's stays.
    await db.transaction((tx) => deleteAccountRows(tx, anna.id));
    const after = await db
      .select({ id: searchOrderEvents.id, note: searchOrderEvents.note })
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, orderId));
    expect(after.find((event) => event.id === annaEvent)?.note).toBeNull();
    expect(after.find((event) => event.id === bertaEvent)?.note).toBe("Berta Brandt");
  });
});
