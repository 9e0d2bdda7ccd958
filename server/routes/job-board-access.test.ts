import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { userDocuments } from "../db/schema";
import { createFileStorage } from "../storage/database-file-storage";
import { loginCookie, seedUser } from "../testing/accounts";
import { confirmationOf, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const NO_ID = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseKinds)("job board access on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const cookies = { admin: "", owner: "", otherOwner: "", staff: "", otherStaff: "" };
  let orderId = "";
  let documentId = "";

  const call = (cookie: string | undefined, method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as "GET",
      url,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
    cookies.admin = await loginCookie(app, (await seedUser(database.db, { role: "admin" })).email);
    cookies.owner = await loginCookie(app, (await seedOwner(database.db)).email);
    cookies.otherOwner = await loginCookie(app, (await seedOwner(database.db)).email);
    const staff = await seedStaff(database.db, "Apotheker/in", {
      storage: createFileStorage(database.db),
    });
    cookies.staff = await loginCookie(app, staff.email);
    cookies.otherStaff = await loginCookie(app, (await seedStaff(database.db)).email);

    orderId = (await call(cookies.owner, "POST", "/api/search-orders", orderBody())).json().order
      .id;
    await call(cookies.owner, "POST", `/api/search-orders/${orderId}/send`, {
      feeTermsAccepted: true,
    });
    await call(cookies.admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
    await call(cookies.admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
    await call(cookies.staff, "POST", "/api/applications", { orderId, dataConsent: true });
    await call(cookies.admin, "POST", `/api/admin/search-orders/${orderId}/propose`, {
      staffId: staff.id,
    });
    const candidates = await call(cookies.admin, "GET", "/api/admin/search-orders");
    expect(candidates.statusCode).toBe(200);
    const confirmed = await call(
      cookies.owner,
      "POST",
      `/api/search-orders/${orderId}/confirm`,
      await confirmationOf(call, cookies.owner, orderId),
    );
    documentId = confirmed.json().order.candidate.documents[0].id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("refuses every job-board route without a session (401)", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/search-orders"],
      ["POST", "/api/search-orders"],
      ["PUT", `/api/search-orders/${orderId}`],
      ["DELETE", `/api/search-orders/${orderId}`],
      ["POST", `/api/search-orders/${orderId}/send`],
      ["POST", `/api/search-orders/${orderId}/confirm`],
      ["GET", `/api/search-orders/${orderId}/documents/${documentId}`],
      ["POST", "/api/arbeitsangebote-suchen"],
      ["POST", "/api/applications"],
      ["GET", "/api/applications"],
      ["DELETE", `/api/applications/${orderId}`],
      ["GET", "/api/admin/search-orders"],
      ["GET", `/api/admin/search-orders/${orderId}/candidates`],
      ...["accept", "decline", "publish", "propose", "place"].map((verb): [string, string] => [
        "POST",
        `/api/admin/search-orders/${orderId}/${verb}`,
      ]),
    ];
    for (const [method, url] of routes) {
      const answer = await call(undefined, method, url, method === "GET" ? undefined : {});
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps operator routes for operators (403 for owners and staff)", async () => {
    for (const cookie of [cookies.owner, cookies.staff]) {
      for (const [method, url] of [
        ["GET", "/api/admin/search-orders"],
        ["GET", `/api/admin/search-orders/${orderId}/candidates`],
        ["POST", `/api/admin/search-orders/${orderId}/accept`],
        ["POST", `/api/admin/search-orders/${orderId}/decline`],
        ["POST", `/api/admin/search-orders/${orderId}/publish`],
        ["POST", `/api/admin/search-orders/${orderId}/propose`],
        ["POST", `/api/admin/search-orders/${orderId}/place`],
      ] as const) {
        const answer = await call(cookie, method, url, method === "GET" ? undefined : {});
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it("keeps owner routes for owners and each owner's orders for that owner", async () => {
    const confirmation = { feeAccepted: true, feeGrossCents: null };
    for (const cookie of [cookies.staff, cookies.admin]) {
      expect((await call(cookie, "GET", "/api/search-orders")).statusCode).toBe(403);
      expect((await call(cookie, "POST", "/api/search-orders", orderBody())).statusCode).toBe(403);
      expect(
        (await call(cookie, "POST", `/api/search-orders/${orderId}/confirm`, confirmation))
          .statusCode,
      ).toBe(403);
    }
    const theirs = await call(cookies.otherOwner, "GET", "/api/search-orders");
    expect(theirs.json().orders).toEqual([]);
    const other = cookies.otherOwner;
    expect(
      (await call(other, "PUT", `/api/search-orders/${orderId}`, orderBody())).statusCode,
    ).toBe(404);
    expect((await call(other, "DELETE", `/api/search-orders/${orderId}`)).statusCode).toBe(404);
    expect(
      (await call(other, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(other, "POST", `/api/search-orders/${orderId}/confirm`, confirmation)).statusCode,
    ).toBe(404);
    expect((await call(other, "PUT", `/api/search-orders/${NO_ID}`, orderBody())).statusCode).toBe(
      404,
    );
  });

  it("shows documents only to the confirming owner and operators", async () => {
    const url = `/api/search-orders/${orderId}/documents/${documentId}`;
    expect((await call(cookies.owner, "GET", url)).statusCode).toBe(200);
    expect((await call(cookies.admin, "GET", url)).statusCode).toBe(200);
    expect((await call(cookies.otherOwner, "GET", url)).statusCode).toBe(404);
    expect((await call(cookies.staff, "GET", url)).statusCode).toBe(403);
    expect((await call(cookies.otherStaff, "GET", url)).statusCode).toBe(403);
    // The stored name, safely in both forms of the header (RFC 6266, RFC 5987).
    await database.db
      .update(userDocuments)
      .set({ originalName: "Zeugnis (Kopie)*'ä.pdf" })
      .where(eq(userDocuments.id, documentId));
    expect((await call(cookies.owner, "GET", url)).headers["content-disposition"]).toBe(
      "attachment; filename=\"Zeugnis (Kopie)*'_.pdf\"; filename*=UTF-8''Zeugnis%20%28Kopie%29%2A%27%C3%A4.pdf",
    );
    // Another order of the owner, without a confirmed candidate: nothing to download.
    const draft = (await call(cookies.owner, "POST", "/api/search-orders", orderBody())).json()
      .order.id;
    expect(
      (await call(cookies.owner, "GET", `/api/search-orders/${draft}/documents/${documentId}`))
        .statusCode,
    ).toBe(404);
  });

  it("shows staff their own applications only; only staff apply", async () => {
    const mine = await call(cookies.staff, "GET", "/api/applications");
    expect(mine.json().applications).toHaveLength(1);
    const theirs = await call(cookies.otherStaff, "GET", "/api/applications");
    expect(theirs.json().applications).toEqual([]);
    for (const cookie of [cookies.owner, cookies.admin]) {
      expect((await call(cookie, "GET", "/api/applications")).statusCode).toBe(403);
      expect(
        (await call(cookie, "POST", "/api/applications", { orderId, dataConsent: true }))
          .statusCode,
      ).toBe(403);
    }
    // The order is no longer published: no new applications.
    const late = await call(cookies.otherStaff, "POST", "/api/applications", {
      orderId,
      dataConsent: true,
    });
    expect(late.statusCode).toBe(404);
  });

  it("lets staff apply only with a profile at least 80 % complete", async () => {
    const published = (await call(cookies.owner, "POST", "/api/search-orders", orderBody())).json()
      .order.id;
    await call(cookies.owner, "POST", `/api/search-orders/${published}/send`, {
      feeTermsAccepted: true,
    });
    await call(cookies.admin, "POST", `/api/admin/search-orders/${published}/accept`);
    await call(cookies.admin, "POST", `/api/admin/search-orders/${published}/publish`);
    const sparse = await seedStaff(database.db, "Apotheker/in", { incompleteProfile: true });
    const sparseCookie = await loginCookie(app, sparse.email);
    const refused = await call(sparseCookie, "POST", "/api/applications", {
      orderId: published,
      dataConsent: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Your profile must be at least 80 % complete before you can apply",
    );
    const accepted = await call(cookies.otherStaff, "POST", "/api/applications", {
      orderId: published,
      dataConsent: true,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it("describes every job-board route in the OpenAPI document", async () => {
    const answer = await app.inject({ url: "/api/openapi.json" });
    expect(answer.statusCode).toBe(200);
    const documented = Object.keys(answer.json().paths);
    for (const path of [
      "/api/search-orders",
      "/api/search-orders/{id}/send",
      "/api/search-orders/{id}/documents/{documentId}",
      "/api/admin/search-orders/{id}/propose",
      "/api/arbeitsangebote-suchen",
      "/api/applications",
    ]) {
      expect(documented).toContain(path);
    }
  });

  it("lets every logged-in user search; only staff searches are saved", async () => {
    for (const [cookie, saved] of [
      [cookies.staff, true],
      [cookies.owner, false],
      [cookies.admin, false],
    ] as const) {
      const answer = await call(cookie, "POST", "/api/arbeitsangebote-suchen", {});
      expect(answer.statusCode).toBe(201);
      expect(answer.json().saved).toBe(saved);
    }
  });

  // Last: it removes the candidate's file.
  it("answers 404 JSON on every download route when a document's file is gone", async () => {
    const [document] = await database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.id, documentId));
    await createFileStorage(database.db).remove(document!.storageKey);
    for (const [cookie, url] of [
      [cookies.owner, `/api/search-orders/${orderId}/documents/${documentId}`],
      [cookies.admin, `/api/search-orders/${orderId}/documents/${documentId}`],
      [cookies.admin, `/api/admin/documents/download?id=${documentId}`],
      [cookies.staff, `/api/account/documents/download?id=${documentId}`],
    ] as const) {
      const answer = await call(cookie, "GET", url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(answer.json()).toEqual({ message: "Document not found" });
    }
  });
});
