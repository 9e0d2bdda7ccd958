import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/passwords";
import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema";
import { seedUser } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import { ensureAdmin } from "./admin-account";

describe.each(testDatabaseKinds)("ensureAdmin on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("creates an active operator once and leaves it alone afterwards", async () => {
    const admin = { email: "Chefin@Apostaff.example", password: "Operator-Passwort-1" };
    expect(await ensureAdmin(database.db, admin)).toBe("created");
    expect(await ensureAdmin(database.db, { ...admin, password: "Anderes-Passwort-2" })).toBe(
      "exists",
    );
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "chefin@apostaff.example"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", status: "active" });
    expect(await verifyPassword(rows[0]!.passwordHash, admin.password)).toBe(true);
  });

  it("never turns an existing owner into an operator", async () => {
    const owner = await seedUser(database.db);
    expect(await ensureAdmin(database.db, { email: owner.email, password: "x".repeat(12) })).toBe(
      "taken-by-other-role",
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.role).toBe("pharmacy_owner");
  });

  it("creates one operator when two processes start at once", async () => {
    const admin = { email: "parallel@apostaff.example", password: "Operator-Passwort-3" };
    const outcomes = await Promise.all([
      ensureAdmin(database.db, admin),
      ensureAdmin(database.db, admin),
    ]);
    expect(outcomes.sort()).toEqual(["created", "exists"]);
  });
});
