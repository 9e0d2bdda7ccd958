import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { freshAddress, ownerBody } from "../testing/accounts";
import { buildAppWithLog } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("database failures on $name", (kind) => {
  let database: DatabaseHandle;
  let close = async () => {};
  afterEach(() => close());

  it("logs a failed account insert without its values: no address, name, phone or hash", async () => {
    database = await kind.open();
    const { app, lines } = await buildAppWithLog(database);
    close = async () => {
      await app.close();
      await database.close();
    };
    const body = ownerBody({
      email: "geheim.person@example.org",
      first_name: "Wilhelmine",
      last_name: "Vertraulich",
      pharmacy_name: "Apotheke Verschwiegen",
      pharmacy_phone: "+49221 9876543",
    });
    // The account's insert fails: its statement carries the password hash and the names.
    await database.execute(
      "alter table users add constraint refuse_new_rows check (false) not valid",
    );
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
    const failed = lines.filter((line) => line.includes("request failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain("refuse_new_rows");
    expect(failed[0]).toContain("insert into");
    for (const secret of [
      "geheim.person",
      "Wilhelmine",
      "Vertraulich",
      "Verschwiegen",
      "9876543",
      "$argon2",
      body.password,
    ]) {
      expect(lines.join("\n")).not.toContain(secret);
    }
  }, 60_000);

  it("answers 503 with Retry-After while the database is away, and logs the outage once", async () => {
    database = await kind.open();
    const { app, lines } = await buildAppWithLog(database);
    close = () => app.close();
    await database.close();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "someone@example.org", password: "Irgendwas-1" },
          remoteAddress: freshAddress(),
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual({ message: "Service unavailable" });
    }
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(lines.filter((line) => line.includes("database unavailable"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("request failed"))).toHaveLength(0);
  }, 60_000);
});
