import { beforeAll, describe, expect, it } from "vitest";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { newStoredRequest } from "../service-requests/service-request-kind";
import { loginCookie, seedUser } from "../testing/accounts";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp, useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe("operator routes in the real app", () => {
  it("answer 401 without a session, 403 to other roles and let an operator through", async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database);
    const patchUrl = "/api/admin/service-requests/courier/00000000-0000-4000-8000-000000000000";
    const anonymousPatch = await app.inject({
      method: "PATCH",
      url: patchUrl,
      payload: { status: "done" },
    });
    expect(anonymousPatch.statusCode).toBe(401);

    for (const role of ["pharmacy_owner", "pharmacist"] as const) {
      const user = await seedUser(database.db, { role });
      const cookie = await loginCookie(app, user.email);
      const refusedPatch = await app.inject({
        method: "PATCH",
        url: patchUrl,
        payload: { status: "done" },
        headers: { cookie },
      });
      expect(refusedPatch.statusCode).toBe(403);
    }

    const admin = await seedUser(database.db, { role: "admin" });
    const adminCookie = await loginCookie(app, admin.email);
    const allowed = await app.inject({
      method: "PATCH",
      url: patchUrl,
      payload: { status: "done" },
      headers: { cookie: adminCookie },
    });
    // Past the guard: the request does not exist.
    expect(allowed.statusCode).toBe(404);
    await app.close();
    await database.close();
  });
});

describe.each(testDatabaseKinds)("operator view of service requests on $name", (kind) => {
  const ctx = useOperatorApp(kind, { operator: { email: "operator@apostaff.example" } });
  const ids: Record<string, string> = {};
  /** A request as the logged-in operator. */
  const asAdmin = (
    request: string | { method: "PATCH"; url: string; payload: Record<string, string> },
  ) =>
    ctx.app.inject(
      typeof request === "string"
        ? { url: request, headers: { cookie: ctx.admin } }
        : { ...request, headers: { cookie: ctx.admin } },
    );

  beforeAll(async () => {
    for (const name of ["first", "second", "third"]) {
      // Apart in time, so that the order by creation time is defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const stored = newStoredRequest();
      await ctx.database.db.insert(courierKind.table).values(
        courierKind.row(
          {
            ...validCourierRequest,
            pharmacy_name: `${name} Apotheke`,
            gender: "Ms",
            existing_software: ["ADG"],
            approved_ABG_data_protection: true,
            "g-recaptcha-response": "-",
          },
          stored,
        ),
      );
      ids[name] = stored.id;
    }
    const cleaning = newStoredRequest();
    await ctx.database.db.insert(cleaningKind.table).values(
      cleaningKind.row(
        {
          ...validCleaningRequest,
          gender: "Mr",
          approved_ABG_data_protection: true,
          "g-recaptcha-response": "-",
        },
        cleaning,
      ),
    );
    ids.cleaning = cleaning.id;
  });

  it("sets a status and filters by it", async () => {
    const patched = await asAdmin({
      method: "PATCH",
      url: `/api/admin/service-requests/courier/${ids.second}`,
      payload: { status: "in_progress" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().request).toMatchObject({ id: ids.second, status: "in_progress" });
    const { request } = patched.json();
    expect(Date.parse(request.updated_at)).toBeGreaterThanOrEqual(Date.parse(request.created_at));

    // The console's list (GET /api/admin/courier-requests) shows the new status.
    const inProgress = (await asAdmin("/api/admin/courier-requests?status=in_progress")).json();
    expect(inProgress.items.map((r: { id: string }) => r.id)).toEqual([ids.second]);
    const fresh = (await asAdmin("/api/admin/courier-requests?status=new")).json();
    expect(fresh.items).toHaveLength(2);

    const done = await asAdmin({
      method: "PATCH",
      url: `/api/admin/service-requests/cleaning/${ids.cleaning}`,
      payload: { status: "done" },
    });
    expect(done.json().request.status).toBe("done");
  });

  it("refuses unknown types, statuses and ids", async () => {
    expect(
      (
        await asAdmin({
          method: "PATCH",
          url: `/api/admin/service-requests/taxi/${ids.first}`,
          payload: { status: "done" },
        })
      ).statusCode,
    ).toBe(422);
    const wrongStatus = await asAdmin({
      method: "PATCH",
      url: `/api/admin/service-requests/courier/${ids.first}`,
      payload: { status: "archived" },
    });
    expect(wrongStatus.statusCode).toBe(422);
    const missing = await asAdmin({
      method: "PATCH",
      url: "/api/admin/service-requests/courier/00000000-0000-4000-8000-000000000000",
      payload: { status: "done" },
    });
    expect(missing.statusCode).toBe(404);
    // A courier id is not a cleaning request.
    const otherType = await asAdmin({
      method: "PATCH",
      url: `/api/admin/service-requests/cleaning/${ids.first}`,
      payload: { status: "done" },
    });
    expect(otherType.statusCode).toBe(404);
  });
});
