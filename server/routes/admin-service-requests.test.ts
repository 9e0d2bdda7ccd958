import Fastify, { type preHandlerHookHandler } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { registerErrorHandler } from "../http/error-handler";
import { createMailer } from "../mail/mailer";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp, testConfig } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { adminServiceRequestRoutes } from "./admin-service-requests";

const letEveryoneIn: preHandlerHookHandler = (_request, _reply, done) => done();

describe("operator routes in the real app", () => {
  it("refuse everyone with 401 until sessions exist (fail closed)", async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database);
    const list = await app.inject("/api/admin/service-requests?type=courier");
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ message: "Unauthenticated" });
    const patch = await app.inject({
      method: "PATCH",
      url: "/api/admin/service-requests/courier/00000000-0000-4000-8000-000000000000",
      payload: { status: "done" },
    });
    expect(patch.statusCode).toBe(401);
    await app.close();
    await database.close();
  });
});

describe.each(testDatabaseKinds)("operator view of service requests on $name", (kind) => {
  let database: DatabaseHandle;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await kind.open();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const config = testConfig();
    const mailer = createMailer(config, database.db, app.log);
    // The route logic with a permissive check; the real check comes with sessions.
    await app.register(adminServiceRequestRoutes, {
      config,
      db: database.db,
      mailer,
      requireAdmin: letEveryoneIn,
    });
    await app.ready();
    for (const name of ["first", "second", "third"]) {
      const stored = await courierKind.store(database.db, {
        ...validCourierRequest,
        pharmacy_name: `${name} Apotheke`,
        gender: "Ms",
        existing_software: ["ADG"],
        approved_ABG_data_protection: true,
        "g-recaptcha-response": "-",
      });
      ids[name] = stored.id;
    }
    const cleaning = await cleaningKind.store(database.db, {
      ...validCleaningRequest,
      gender: "Mr",
      approved_ABG_data_protection: true,
      "g-recaptcha-response": "-",
    });
    ids.cleaning = cleaning.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists requests of one type, newest first, in the form's field names", async () => {
    const response = await app.inject("/api/admin/service-requests?type=courier");
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
    const cleaning = (await app.inject("/api/admin/service-requests?type=cleaning")).json();
    expect(cleaning.requests).toHaveLength(1);
    expect(cleaning.requests[0]).toMatchObject({
      id: ids.cleaning,
      room_count: 6,
      sqm: 180.5,
      tasks_should: validCleaningRequest.tasks_should,
    });
  });

  it("sets a status and filters by it", async () => {
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/admin/service-requests/courier/${ids.second}`,
      payload: { status: "in_progress" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().request).toMatchObject({ id: ids.second, status: "in_progress" });
    const { request } = patched.json();
    expect(Date.parse(request.updated_at)).toBeGreaterThanOrEqual(Date.parse(request.created_at));

    const inProgress = (
      await app.inject("/api/admin/service-requests?type=courier&status=in_progress")
    ).json();
    expect(inProgress.requests.map((r: { id: string }) => r.id)).toEqual([ids.second]);
    const fresh = (await app.inject("/api/admin/service-requests?type=courier&status=new")).json();
    expect(fresh.requests).toHaveLength(2);

    const done = await app.inject({
      method: "PATCH",
      url: `/api/admin/service-requests/cleaning/${ids.cleaning}`,
      payload: { status: "done" },
    });
    expect(done.json().request.status).toBe("done");
  });

  it("pages with limit and offset", async () => {
    const page = (
      await app.inject("/api/admin/service-requests?type=courier&limit=1&offset=1")
    ).json();
    expect(page.requests.map((r: { pharmacy_name: string }) => r.pharmacy_name)).toEqual([
      "second Apotheke",
    ]);
  });

  it("refuses unknown types, statuses and ids", async () => {
    expect((await app.inject("/api/admin/service-requests?type=taxi")).statusCode).toBe(422);
    expect(
      (await app.inject("/api/admin/service-requests?type=courier&status=lost")).statusCode,
    ).toBe(422);
    const wrongStatus = await app.inject({
      method: "PATCH",
      url: `/api/admin/service-requests/courier/${ids.first}`,
      payload: { status: "archived" },
    });
    expect(wrongStatus.statusCode).toBe(422);
    const missing = await app.inject({
      method: "PATCH",
      url: "/api/admin/service-requests/courier/00000000-0000-4000-8000-000000000000",
      payload: { status: "done" },
    });
    expect(missing.statusCode).toBe(404);
    // A courier id is not a cleaning request.
    const otherType = await app.inject({
      method: "PATCH",
      url: `/api/admin/service-requests/cleaning/${ids.first}`,
      payload: { status: "done" },
    });
    expect(otherType.statusCode).toBe(404);
  });
});
