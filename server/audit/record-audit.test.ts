import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { auditLog } from "../db/schema";
import { testDatabaseKinds } from "../testing/test-database";
import { recordAudit } from "./record-audit";

describe.each(testDatabaseKinds)("audit log on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("keeps who did what to which record, and nothing when the transaction fails", async () => {
    const actor = { id: randomUUID(), email: "operator@apostaff.example" };
    await recordAudit(database.db, actor, {
      action: "order.decline",
      targetType: "search_order",
      targetId: "order-1",
      details: { reason: "Keine Betriebserlaubnis nachgewiesen" },
    });
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: "order.accept",
          targetType: "search_order",
          targetId: "order-2",
        });
        throw new Error("change failed");
      }),
    ).rejects.toThrow("change failed");

    const entries = await database.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "operator@apostaff.example",
      action: "order.decline",
      targetId: "order-1",
      details: { reason: "Keine Betriebserlaubnis nachgewiesen" },
    });
  });
});
