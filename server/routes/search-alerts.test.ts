import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatGermanDate } from "../../domain/dates";
import { SEARCH_ALERTS_MAX_PER_PERSON } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import { outboxEmails, savedSearches, users } from "../db/schema";
import { JOB_ALERT_TEMPLATE } from "../mail/templates/job-alert";
import { loginCookie, PASSWORD } from "../testing/accounts";
import { daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const NO_ID = "00000000-0000-4000-8000-000000000000";
const SEARCH = "/api/arbeitsangebote-suchen";

describe.each(testDatabaseKinds)("search alerts on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  let owner = "";

  const call = (cookie: string | undefined, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as "GET",
      url,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  async function newStaff(profession: "Apotheker/in" | "PTA" = "Apotheker/in") {
    const user = await seedStaff(ctx.database.db, profession);
    return { user, cookie: await loginCookie(ctx.app, user.email) };
  }

  const alertRows = (userId: string) =>
    ctx.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

  /** An order taken through send, accept and publish, as the operator does it. */
  async function publishOrder(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await call(owner, "POST", "/api/search-orders", orderBody(overrides));
    const id = created.json().order.id as string;
    await call(owner, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
    await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`);
    expect(
      (await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`)).statusCode,
    ).toBe(200);
    return id;
  }

  const alertMailsTo = async (email: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.recipient, email), eq(outboxEmails.template, JOB_ALERT_TEMPLATE)),
        )
    ).map(renderedMail);

  beforeAll(async () => {
    owner = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
  });

  it("reads matching orders live without storing an alert", async () => {
    const cologne = await publishOrder();
    const munich = await publishOrder({ postalCode: "80331", city: "München", state: "DE-BY" });
    const staff = await newStaff();
    const ids = async (query: string) => {
      const answer = await call(staff.cookie, "GET", `${SEARCH}?${query}`);
      expect(answer.statusCode, query).toBe(200);
      return answer.json().orders.map((order: { id: string }) => order.id) as string[];
    };
    const all = await ids("type=Vertretungsangebot");
    expect(all).toEqual(expect.arrayContaining([cologne, munich]));
    const inCologne = await ids("type=Vertretungsangebot&location=K%C3%B6ln&state=DE-NW");
    expect(inCologne).toContain(cologne);
    expect(inCologne).not.toContain(munich);
    expect(await ids("type=Feststelle")).not.toContain(cologne);
    expect(await ids(`type=Vertretungsangebot&endDate=${daysFromNow(5)}`)).not.toContain(cologne);

    const wrong = await call(
      staff.cookie,
      "GET",
      `${SEARCH}?startDate=2026-07-10&endDate=2026-07-01`,
    );
    expect(wrong.statusCode).toBe(422);
    expect((await call(undefined, "GET", `${SEARCH}?type=Feststelle`)).statusCode).toBe(401);
    expect(await alertRows(staff.user.id)).toHaveLength(0);

    const one = await call(staff.cookie, "GET", `${SEARCH}/${cologne}`);
    expect(one.json().order).toMatchObject({ id: cologne, city: "Köln", applied: false });
    expect(one.json().order).not.toHaveProperty("street");
    expect((await call(staff.cookie, "GET", `${SEARCH}/${NO_ID}`)).json().message).toBe(
      messagesEn["jobOffer.notFound"],
    );
    expect((await call(undefined, "GET", `${SEARCH}/${cologne}`)).statusCode).toBe(401);
  });

  it("stores the filters once on request, and keeps at most the limit", async () => {
    const staff = await newStaff();
    const first = await call(staff.cookie, "POST", SEARCH, {
      type: "Nachtdienst",
      location: "Köln  50667",
      state: "DE-NW",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: messagesEn["jobSearch.success"],
      saved: true,
      alert: { filters: { type: "Nachtdienst", location: "Köln 50667", state: "DE-NW" } },
      orders: [],
    });
    // The same filters, written differently: nothing new, the kept alert in the answer.
    const again = await call(staff.cookie, "POST", SEARCH, {
      type: "Nachtdienst",
      location: " köln, 50667",
      state: "DE-NW",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: messagesEn["searchAlert.duplicate"],
      saved: false,
      alert: { id: first.json().alert.id },
    });
    expect(await alertRows(staff.user.id)).toHaveLength(1);

    for (let index = 1; index < SEARCH_ALERTS_MAX_PER_PERSON; index += 1) {
      const stored = await call(staff.cookie, "POST", SEARCH, { location: `${50600 + index}` });
      expect(stored.statusCode).toBe(201);
    }
    const over = await call(staff.cookie, "POST", SEARCH, { location: "Bonn" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(messagesEn["searchAlert.limit"]);
    // At the limit, a search kept already is still answered as kept, not refused.
    expect((await call(staff.cookie, "POST", SEARCH, { location: "50601" })).statusCode).toBe(200);
    expect(await alertRows(staff.user.id)).toHaveLength(SEARCH_ALERTS_MAX_PER_PERSON);
  });

  it("lets staff list, pause, resume and delete only their own alerts", async () => {
    const staff = await newStaff();
    const other = await newStaff();
    const stored = await call(staff.cookie, "POST", SEARCH, {
      type: "Feststelle",
      location: "Bonn",
    });
    const id = stored.json().alert.id as string;

    const listed = await call(staff.cookie, "GET", "/api/search-alerts");
    expect(listed.json().alerts).toEqual([
      {
        id,
        filters: { type: "Feststelle", startDate: "", endDate: "", location: "Bonn", state: "" },
        paused: false,
        createdAt: expect.any(String),
      },
    ]);
    expect((await call(other.cookie, "GET", "/api/search-alerts")).json().alerts).toEqual([]);
    const foreignPause = await call(other.cookie, "PATCH", `/api/search-alerts/${id}`, {
      paused: true,
    });
    expect(foreignPause.statusCode).toBe(404);
    expect(foreignPause.json().message).toBe(messagesEn["searchAlert.notFound"]);
    expect((await call(other.cookie, "DELETE", `/api/search-alerts/${id}`)).statusCode).toBe(404);

    const paused = await call(staff.cookie, "PATCH", `/api/search-alerts/${id}`, { paused: true });
    expect(paused.json()).toMatchObject({
      message: messagesEn["searchAlert.paused"],
      alert: { id, paused: true },
    });
    const resumed = await call(staff.cookie, "PATCH", `/api/search-alerts/${id}`, {
      paused: false,
    });
    expect(resumed.json().alert.paused).toBe(false);
    expect((await call(staff.cookie, "DELETE", `/api/search-alerts/${id}`)).json().message).toBe(
      messagesEn["searchAlert.deleted"],
    );
    expect((await call(staff.cookie, "DELETE", `/api/search-alerts/${id}`)).statusCode).toBe(404);
    expect((await call(staff.cookie, "GET", "/api/search-alerts")).json().alerts).toEqual([]);

    // Only staff keep alerts; other roles search without storing anything.
    expect((await call(owner, "GET", "/api/search-alerts")).statusCode).toBe(403);
    expect((await call(owner, "DELETE", `/api/search-alerts/${id}`)).statusCode).toBe(403);
    expect((await call(undefined, "GET", "/api/search-alerts")).statusCode).toBe(401);
    const ownerSearch = await call(owner, "POST", SEARCH, { location: "Bonn" });
    expect(ownerSearch.statusCode).toBe(201);
    expect(ownerSearch.json()).toMatchObject({ saved: false, alert: null });
  });

  it("mails active alerts only: not paused ones, nor blocked or deleted accounts, nor another profession", async () => {
    const filters = { type: "Feststelle", location: "Aachen" };
    const active = await newStaff();
    const paused = await newStaff();
    const blocked = await newStaff();
    const deleted = await newStaff();
    const pta = await newStaff("PTA");
    for (const person of [active, paused, blocked, deleted, pta]) {
      expect((await call(person.cookie, "POST", SEARCH, filters)).statusCode).toBe(201);
    }
    // A second matching alert of the same person: still one mail.
    await call(active.cookie, "POST", SEARCH, { ...filters, state: "DE-NW" });
    const [pausedAlert] = await alertRows(paused.user.id);
    await call(paused.cookie, "PATCH", `/api/search-alerts/${pausedAlert!.id}`, { paused: true });
    await ctx.database.db
      .update(users)
      .set({ status: "blocked" })
      .where(eq(users.id, blocked.user.id));
    const gone = await call(deleted.cookie, "POST", "/api/account/delete", { password: PASSWORD });
    expect(gone.statusCode).toBe(200);

    await publishOrder({ type: "Feststelle", postalCode: "52062", city: "Aachen" });
    expect(await alertMailsTo(active.user.email)).toHaveLength(1);
    // The order asks for an Apotheker/in: the PTA could not apply, so she is not told.
    for (const person of [paused, blocked, deleted, pta]) {
      expect(await alertMailsTo(person.user.email), person.user.email).toHaveLength(0);
    }
    expect(await alertRows(deleted.user.id)).toHaveLength(0);
  });

  it("sends a German alert mail with the offer's link and a one-click unsubscribe", async () => {
    const staff = await newStaff();
    const start = daysFromNow(5);
    await call(staff.cookie, "POST", SEARCH, {
      type: "Nachtdienst",
      location: "Düren",
      startDate: start,
    });
    const orderId = await publishOrder({ type: "Nachtdienst", postalCode: "52349", city: "Düren" });
    const [mail] = await alertMailsTo(staff.user.email);
    expect(mail?.subject).toBe("Neues passendes Arbeitsangebot");
    const offerUrl = `http://localhost:3000/arbeitsangebote-suchen/2?type=Nachtdienst&startDate=${start}&location=D%C3%BCren&angebot=${orderId}`;
    expect(mail?.text).toContain(`Angebot ansehen: ${offerUrl}`);
    expect(mail?.html).toContain(`href="${offerUrl.replaceAll("&", "&#38;")}"`);
    expect(mail?.text).toContain(`„Nachtdienst · Düren · ab ${formatGermanDate(start)}“`);
    expect(mail?.html).toContain('<html lang="de">');

    const header = mail?.headers?.["List-Unsubscribe"] ?? "";
    const unsubscribeUrl =
      /^<(http:\/\/localhost:3000\/benachrichtigung-abmelden\?token=[\w.-]+)>$/.exec(header)?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain(`Abmelden: ${unsubscribeUrl}`);
    expect(mail?.html).toContain(`href="${unsubscribeUrl}"`);
  });

  it("unsubscribes without a session, once: one-click POST and the page's confirmation", async () => {
    const staff = await newStaff();
    await call(staff.cookie, "POST", SEARCH, { type: "Feststelle", location: "Hürth" });
    await call(staff.cookie, "POST", SEARCH, {
      type: "Feststelle",
      location: "Hürth",
      state: "DE-NW",
    });
    await publishOrder({ type: "Feststelle", postalCode: "50354", city: "Hürth" });
    const [mail] = await alertMailsTo(staff.user.email);
    const link = new URL(/<([^>]+)>/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const token = link.searchParams.get("token") ?? "";

    // Reading (what the page shows before the button) changes nothing.
    const read = await call(undefined, "GET", `/api/search-alerts/unsubscribe?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().alert.filters).toMatchObject({ type: "Feststelle", location: "Hürth" });
    expect(await alertRows(staff.user.id)).toHaveLength(2);

    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, "nonsense", `${NO_ID}.${token.split(".")[1]}`]) {
      const answer = await call(undefined, "POST", "/api/search-alerts/unsubscribe", {
        token: bad,
      });
      expect(answer.statusCode, bad).toBe(404);
    }

    const oneClick = () =>
      ctx.app.inject({
        method: "POST",
        url: `${link.pathname}${link.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(messagesEn["searchAlert.unsubscribed"]);
    const remaining = await alertRows(staff.user.id);
    expect(remaining.map((alert) => alert.state)).toEqual(["DE-NW"]);
    const second = await oneClick();
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe(messagesEn["searchAlert.linkInvalid"]);
    expect(
      (await call(undefined, "GET", `/api/search-alerts/unsubscribe?token=${token}`)).statusCode,
    ).toBe(404);

    // The person on the page: GET shows, the button's POST deletes, a second click is told.
    await publishOrder({ type: "Feststelle", postalCode: "50354", city: "Hürth" });
    const mails = await alertMailsTo(staff.user.email);
    const nextToken = new URL(
      /<([^>]+)>/.exec(mails[1]?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "",
    ).searchParams.get("token");
    const confirm = () =>
      call(undefined, "POST", "/api/search-alerts/unsubscribe", { token: nextToken });
    expect((await confirm()).statusCode).toBe(200);
    expect(await alertRows(staff.user.id)).toHaveLength(0);
    expect((await confirm()).json().message).toBe(messagesEn["searchAlert.linkInvalid"]);
  });

  it("describes the search and alert routes in the OpenAPI document", async () => {
    const documented = (await call(undefined, "GET", "/api/openapi.json")).json().paths;
    expect(Object.keys(documented[SEARCH])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(documented[SEARCH].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["type", "startDate", "endDate", "location", "state"]),
    );
    for (const path of [
      "/api/arbeitsangebote-suchen/{id}",
      "/api/search-alerts",
      "/api/search-alerts/{id}",
      "/api/search-alerts/unsubscribe",
      "/benachrichtigung-abmelden",
    ]) {
      expect(Object.keys(documented), path).toContain(path);
    }
  });
});
