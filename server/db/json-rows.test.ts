import { randomUUID } from "node:crypto";
import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { insertRowsAsJson } from "./json-rows";
import { cleaningRequests, consentRecords, courierRequests } from "./schema";

describe.each(testDatabaseKinds)("rows inserted as one JSON parameter on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const courierRow = (pharmacyName: string, createdAt: Date) => ({
    id: randomUUID(),
    pharmacyName,
    email: "kontakt@apotheke.example",
    telephone: "0221 1",
    gender: "Ms" as const,
    firstName: "Anna",
    lastName: 'O\'Brien "Nr. 1"',
    street: "Rheinufer 7\nHinterhaus",
    zipCode: "50668 Köln",
    deliveryArea: "50667, 50668",
    deliveryEquipment: "Lastenrad",
    software: ["Lauer Fischer" as const, "andere" as const],
    createdAt,
  });

  it("stores every value as Drizzle would: text, arrays, enums, dates; defaults for the rest", async () => {
    const createdAt = new Date("2026-11-21T09:15:30.123Z");
    const rows = [courierRow("Rhein-Apotheke", createdAt), courierRow("Dom-Apotheke", createdAt)];
    await database.db.execute(insertRowsAsJson(courierRequests, rows));

    const stored = await database.db
      .select()
      .from(courierRequests)
      .orderBy(asc(courierRequests.pharmacyName));
    expect(stored).toEqual(
      [rows[1], rows[0]].map((row) => ({
        ...row,
        status: "new",
        updatedAt: expect.any(Date),
      })),
    );
  });

  it("keeps numbers and nulls, and leaves out columns the rows do not set", async () => {
    const base = {
      pharmacyName: "Dom-Apotheke",
      email: "team@dom.example",
      telephone: "0221 2",
      gender: "Mr" as const,
      firstName: "Jonas",
      lastName: "Becker",
      street: "Am Hof 3",
      zipCode: "50667",
      city: "Köln",
      tasks: "Böden",
    };
    await database.db.execute(
      insertRowsAsJson(cleaningRequests, [
        { ...base, roomCount: 6, sqm: 180.5 },
        { ...base, roomCount: 1, sqm: null },
      ]),
    );
    const stored = await database.db
      .select({ roomCount: cleaningRequests.roomCount, sqm: cleaningRequests.sqm })
      .from(cleaningRequests)
      .orderBy(asc(cleaningRequests.roomCount));
    expect(stored).toEqual([
      { roomCount: 1, sqm: null },
      { roomCount: 6, sqm: 180.5 },
    ]);
  });

  const consent = {
    subject: "courier_request" as const,
    subjectId: "x",
    ipAddress: "10.0.0.1",
    termsVersion: "1",
    privacyVersion: "1",
  };

  it("writes a column that only some rows set, as null in the others", async () => {
    await database.db.execute(
      insertRowsAsJson(consentRecords, [
        { ...consent, subjectId: "without" },
        { ...consent, subjectId: "with", userAgent: "Firefox" },
      ]),
    );
    const stored = await database.db
      .select({ subjectId: consentRecords.subjectId, userAgent: consentRecords.userAgent })
      .from(consentRecords)
      .orderBy(asc(consentRecords.subjectId));
    expect(stored).toEqual([
      { subjectId: "with", userAgent: "Firefox" },
      { subjectId: "without", userAgent: null },
    ]);
    await database.db.delete(consentRecords);
  });

  it("stores none of the rows when one breaks a constraint", async () => {
    const duplicateId = randomUUID();
    await expect(
      database.db.execute(
        insertRowsAsJson(consentRecords, [
          { ...consent, id: duplicateId },
          { ...consent, id: duplicateId },
        ]),
      ),
    ).rejects.toThrow();
    const [stored] = await database.db.select({ n: count() }).from(consentRecords);
    expect(stored?.n).toBe(0);
  });

  it("refuses an empty list instead of writing a statement without rows", () => {
    expect(() => insertRowsAsJson(consentRecords, [])).toThrow(/no rows/);
  });
});
