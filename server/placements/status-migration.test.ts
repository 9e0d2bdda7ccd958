import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchOrderStatus } from "../../domain/search-order-status";
import type { DatabaseHandle } from "../db/client";
import { jobApplications, placements, searchOrderPeriods } from "../db/schema";
import { daysFromNow, insertOrderRow, seedOwner, seedStaff } from "../testing/job-board";
import { handWrittenSteps } from "../testing/migration-steps";
import { testDatabaseKinds } from "../testing/test-database";

const dataSteps = handWrittenSteps("0013_placements.sql");

describe.each(testDatabaseKinds)("the placements migration's data steps on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives existing applications the status their order implies and confirmed orders a record", async () => {
    const owner = await seedOwner(database.db);
    const [chosen, other] = [await seedStaff(database.db), await seedStaff(database.db)];
    const order = async (status: SearchOrderStatus, candidateId: string | null) => {
      const row = await insertOrderRow(database.db, owner.id, { status, candidateId });
      await database.db
        .insert(searchOrderPeriods)
        .values({ orderId: row.id, startDate: daysFromNow(5), endDate: daysFromNow(6) });
      for (const staffId of [chosen.id, other.id]) {
        await database.db
          .insert(jobApplications)
          .values({ orderId: row.id, staffId, dataConsentAt: new Date() });
      }
      return row.id;
    };
    const published = await order("published", null);
    const proposed = await order("candidate_proposed", chosen.id);
    const confirmed = await order("confirmed", chosen.id);
    const ended = await order("ended", null);

    for (const step of dataSteps) await database.db.execute(sql.raw(step));

    const statusOf = async (orderId: string, staffId: string) =>
      (
        await database.db.select().from(jobApplications).where(eq(jobApplications.orderId, orderId))
      ).find((row) => row.staffId === staffId)?.status;
    expect(await statusOf(published, chosen.id)).toBe("applied");
    expect(await statusOf(proposed, chosen.id)).toBe("proposed");
    expect(await statusOf(proposed, other.id)).toBe("applied");
    expect(await statusOf(confirmed, chosen.id)).toBe("confirmed");
    expect(await statusOf(confirmed, other.id)).toBe("not_selected");
    expect(await statusOf(ended, other.id)).toBe("not_selected");
    const records = await database.db.select().from(placements);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      orderId: confirmed,
      staffId: chosen.id,
      pharmacyName: "Apotheke am Dom",
      staffName: "Paul Pille",
      firstDay: daysFromNow(5),
      periods: [{ startDate: daysFromNow(5), endDate: daysFromNow(6) }],
    });
  });
});
