import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { loginCookie, seedUser } from "../testing/accounts";
import { orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { buildTestApp, caller } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

interface Found {
  id: string;
  role: string;
  openToYou: boolean;
}

/** The search by profession (issue 26): what a person may take, and how many per type. */
describe.each(testDatabaseKinds)("the job search by profession on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let call: ReturnType<typeof caller>;
  const ids = { pta: "", pharmacist: "", nightPharmacist: "" };

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
    call = caller(app);
    const admin = await loginCookie(app, (await seedUser(database.db, { role: "admin" })).email);
    const owner = await loginCookie(app, (await seedOwner(database.db)).email);
    const publish = async (fields: Record<string, unknown>) => {
      const id = (await call(owner, "POST", "/api/search-orders", orderBody(fields))).json().order
        .id as string;
      await call(owner, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
      await call(admin, "POST", `/api/admin/search-orders/${id}/accept`);
      const published = await call(admin, "POST", `/api/admin/search-orders/${id}/publish`);
      expect(published.statusCode).toBe(200);
      return id;
    };
    ids.pta = await publish({ role: "PTA" });
    ids.pharmacist = await publish({ role: "Apotheker/in" });
    ids.nightPharmacist = await publish({ role: "Apotheker/in", type: "Nachtdienst" });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const search = async (cookie: string, type: string) => {
    const answer = await call(cookie, "GET", `/api/arbeitsangebote-suchen?type=${type}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { orders: Found[]; typeCounts: Record<string, number> };
  };

  it("marks for an Apotheker/in the PTA offer as not open to her, and counts only hers", async () => {
    const pharmacist = await loginCookie(app, (await seedStaff(database.db, "Apotheker/in")).email);
    const { orders, typeCounts } = await search(pharmacist, "Vertretungsangebot");
    const open = Object.fromEntries(orders.map((order) => [order.id, order.openToYou]));
    expect(open).toEqual({ [ids.pta]: false, [ids.pharmacist]: true });
    expect(typeCounts).toEqual({ Feststelle: 0, Nachtdienst: 1, Vertretungsangebot: 1 });
  });

  it("marks for a PTA the pharmacists' offers as not open to her; applying stays refused", async () => {
    const pta = await loginCookie(app, (await seedStaff(database.db, "PTA")).email);
    const { orders, typeCounts } = await search(pta, "Vertretungsangebot");
    expect(orders.find((order) => order.id === ids.pharmacist)?.openToYou).toBe(false);
    expect(orders.find((order) => order.id === ids.pta)?.openToYou).toBe(true);
    expect(typeCounts).toEqual({ Feststelle: 0, Nachtdienst: 0, Vertretungsangebot: 1 });
    // One offer by its link (an alert mail's) says the same.
    const linked = await call(pta, "GET", `/api/arbeitsangebote-suchen/${ids.nightPharmacist}`);
    expect(linked.json().order.openToYou).toBe(false);
    const refused = await call(pta, "POST", "/api/applications", {
      orderId: ids.pharmacist,
      dataConsent: true,
    });
    expect(refused.statusCode).toBe(422);
  });

  it("counts every offer for owners, who apply to nothing", async () => {
    const owner = await loginCookie(app, (await seedOwner(database.db)).email);
    const { orders, typeCounts } = await search(owner, "Vertretungsangebot");
    expect(orders.every((order) => order.openToYou)).toBe(true);
    expect(typeCounts).toEqual({ Feststelle: 0, Nachtdienst: 1, Vertretungsangebot: 2 });
  });
});
