import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { newStoredRequest } from "../service-requests/service-request-kind";
import { loginCookie, seedUser } from "../testing/accounts";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe("operator routes in the real app", () => {
  it("answer 401 without a session, 403 to other roles and 200 to an operator", async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database);
    const patchUrl = "/api/admin/service-requests/courier/00000000-0000-4000-8000-000000000000";
    const list = await app.inject("/api/admin/service-requests?type=courier");
    expect(list.statusCode).toBe(401);
    const anonymousPatch = await app.inject({
      method: "PATCH",
      url: patchUrl,
      payload: { status: "done" },
    });
    expect(anonymousPatch.statusCode).toBe(401);

    for (const role of ["pharmacy_owner", "pharmacist"] as const) {
      const user = await seedUser(database.db, { role });
      const cookie = await loginCookie(app, user.email);
      const refused = await app.inject({
        url: "/api/admin/service-requests?type=courier",
        headers: { cookie },
      });
      expect(refused.statusCode).toBe(403);
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
      url: "/api/admin/service-requests?type=courier",
      headers: { cookie: adminCookie },
    });
    expect(allowed.statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});

describe.each(testDatabaseKinds)("operator view of service requests on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  const ids: Record<string, string> = {};
  /** A request as the logged-in operator. */
  const asAdmin = (
    request: string | { method: "PATCH"; url: string; payload: Record<string, string> },
  ) =>
    app.inject(
      typeof request === "string"
        ? { url: request, headers: { cookie: adminCookie } }
        : { ...request, headers: { cookie: adminCookie } },
    );

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
    const admin = await seedUser(database.db, {
      role: "admin",
      email: "operator@apostaff.example",
    });
    adminCookie = await loginCookie(app, admin.email);
    for (const name of ["first", "second", "third"]) {
      // Apart in time, so that the order by creation time is defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const stored = newStoredRequest();
      await database.db.insert(courierKind.table).values(
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
    await database.db.insert(cleaningKind.table).values(
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
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists requests of one type, newest first, in the form's field names", async () => {
    const response = await asAdmin("/api/admin/service-requests?type=courier");
    expect(response.statusCode).toBe(200);
    const { type, requests } = response.json();
    expect(type).toBe("courier");
    expect(requests.map((r: { pharmacy_name: string }) => r.pharmacy_name)).toEqual([
      "third Apotheke",
      "second Apotheke",
      "first Apotheke",
    ]);
    expect(requests[0]).toMatchObject({
      status: "new",
      email: validCourierRequest.email,
      existing_software: ["ADG"],
      zip_code: "50668 Köln",
    });
    const cleaning = (await asAdmin("/api/admin/service-requests?type=cleaning")).json();
    expect(cleaning.requests).toHaveLength(1);
    expect(cleaning.requests[0]).toMatchObject({
      id: ids.cleaning,
      room_count: 6,
      sqm: 180.5,
      tasks_should: validCleaningRequest.tasks_should,
    });
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

    const inProgress = (
      await asAdmin("/api/admin/service-requests?type=courier&status=in_progress")
    ).json();
    expect(inProgress.requests.map((r: { id: string }) => r.id)).toEqual([ids.second]);
    const fresh = (await asAdmin("/api/admin/service-requests?type=courier&status=new")).json();
    expect(fresh.requests).toHaveLength(2);

    const done = await asAdmin({
      method: "PATCH",
      url: `/api/admin/service-requests/cleaning/${ids.cleaning}`,
      payload: { status: "done" },
    });
    expect(done.json().request.status).toBe("done");
  });

  it("pages with limit and offset", async () => {
    const page = (
      await asAdmin("/api/admin/service-requests?type=courier&limit=1&offset=1")
    ).json();
    expect(page.requests.map((r: { pharmacy_name: string }) => r.pharmacy_name)).toEqual([
      "second Apotheke",
    ]);
  });

  it("refuses unknown types, statuses and ids", async () => {
    expect((await asAdmin("/api/admin/service-requests?type=taxi")).statusCode).toBe(422);
    expect((await asAdmin("/api/admin/service-requests?type=courier&status=lost")).statusCode).toBe(
      422,
    );
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
