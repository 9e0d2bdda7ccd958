import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchOrderStatus } from "../../domain/search-order-status";
import type { DatabaseHandle } from "../db/client";
import { jobApplications, placements, searchOrderPeriods, searchOrders } from "../db/schema";
import { daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { testDatabaseKinds } from "../testing/test-database";

const folder = fileURLToPath(new URL("../db/migrations", import.meta.url));
const file = readdirSync(folder).find((name) => name.endsWith("_placements.sql"))!;
/** The migration's hand-written data steps (after the generated schema change). */
const dataSteps = readFileSync(`${folder}/${file}`, "utf8")
  .split("--> statement-breakpoint")
  .filter((statement) => statement.includes("-- hand-written:"));

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
      const body = orderBody();
      const [row] = await database.db
        .insert(searchOrders)
        .values({
          ownerId: owner.id,
          status,
          candidateId,
          type: body.type as "Vertretungsangebot",
          role: "Apotheker/in",
          workingHours: body.workingHours,
          street: body.street,
          postalCode: body.postalCode,
          city: body.city,
          state: "DE-NW",
          wwsSoftware: body.wwsSoftware,
        })
        .returning();
      await database.db
        .insert(searchOrderPeriods)
        .values({ orderId: row!.id, startDate: daysFromNow(5), endDate: daysFromNow(6) });
      for (const staffId of [chosen.id, other.id]) {
        await database.db
          .insert(jobApplications)
          .values({ orderId: row!.id, staffId, dataConsentAt: new Date() });
      }
      return row!.id;
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
