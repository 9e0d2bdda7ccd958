import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffProfession } from "../../domain/enums";
import { findOrder } from "../brokerage/order-records";
import {
  confirmedAssignments,
  orderOffers,
  outboxEmails,
  pharmacyStaffMarks,
  pushMessages,
  pushSubscriptions,
  staffAvailability,
  staffAvailabilityDays,
  userDocuments,
} from "../db/schema";
import { loginCookie } from "../testing/accounts";
import { daysFromNow, insertOrderRow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { testConfig, useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { deliverDueOffers, type PushSender, queueOrderOffers, withinReach } from "./offers";

const config = testConfig();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("withinReach", () => {
  it("takes the travel distance, and beyond it several days with overnight stays", () => {
    expect(withinReach(20, 30, false, 1)).toBe(true);
    expect(withinReach(40, 30, false, 3)).toBe(false);
    expect(withinReach(40, 30, true, 1)).toBe(false);
    expect(withinReach(40, 30, true, 3)).toBe(true);
    expect(withinReach(null, 1000, true, 3)).toBe(false);
  });
});

describe.each(testDatabaseKinds)("offers of a published order on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  const db = () => ctx.database.db;

  async function person(
    profession: StaffProfession = "Apotheker/in",
    options: {
      postalCode?: string;
      weekdays?: number[];
      travelKm?: number;
      cap?: number;
      channel?: string;
    } = {},
  ) {
    const staff = await seedStaff(db(), profession, { postalCode: options.postalCode });
    await db()
      .insert(staffAvailability)
      .values({
        userId: staff.id,
        weekdays: options.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
        travelKm: options.travelKm ?? 30,
        dailyOfferCap: options.cap ?? 5,
        offerChannel: options.channel ?? "push",
      });
    return staff;
  }

  /** An order of `owner` from `start` to `end` days from now, sent, accepted and published. */
  async function publish(owner: { email: string }, start: number, end = start, extra = {}) {
    const cookie = await loginCookie(ctx.app, owner.email);
    const created = await ctx.call(
      cookie,
      "POST",
      "/api/search-orders",
      orderBody({
        periods: [{ startDate: daysFromNow(start), endDate: daysFromNow(end) }],
        ...extra,
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().order.id as string;
    await ctx.call(cookie, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
    expect(
      (await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`)).statusCode,
    ).toBe(200);
    expect(
      (await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`)).statusCode,
    ).toBe(200);
    return id;
  }

  const offersOf = (orderId: string) =>
    db().select().from(orderOffers).where(eq(orderOffers.orderId, orderId));
  const offeredIds = async (orderId: string) => (await offersOf(orderId)).map((row) => row.staffId);

  it("queues the available, near, documented people of the profession, and nobody else", async () => {
    const owner = await seedOwner(db());
    const available = await person();
    const notAvailable = await person("Apotheker/in", { weekdays: [] });
    const dayOff = await person();
    await db()
      .insert(staffAvailabilityDays)
      .values({ userId: dayOff.id, day: daysFromNow(5), available: false });
    const markedDay = await person("Apotheker/in", { weekdays: [] });
    await db()
      .insert(staffAvailabilityDays)
      .values({ userId: markedDay.id, day: daysFromNow(5), available: true });
    const tooFar = await person("Apotheker/in", { postalCode: "80331" });
    const otherProfession = await person("PTA");
    const blocked = await person();
    await db()
      .insert(pharmacyStaffMarks)
      .values({ ownerId: owner.id, staffId: blocked.id, mark: "blocked" });
    const noDocuments = await person();
    await db().delete(userDocuments).where(eq(userDocuments.userId, noDocuments.id));
    const busy = await person();
    const other = await insertOrderRow(db(), owner.id, {
      status: "confirmed",
      candidateId: busy.id,
    });
    await db()
      .insert(confirmedAssignments)
      .values({
        orderId: other.id,
        staffId: busy.id,
        period: `[${daysFromNow(5)},${daysFromNow(5)}]`,
      });
    const noSettings = await seedStaff(db(), "Apotheker/in");

    const orderId = await publish(owner, 5);
    const offered = await offeredIds(orderId);
    expect(offered).toContain(available.id);
    expect(offered).toContain(markedDay.id);
    for (const excluded of [
      notAvailable,
      dayOff,
      tooFar,
      otherProfession,
      blocked,
      noDocuments,
      busy,
      noSettings,
    ]) {
      expect(offered).not.toContain(excluded.id);
    }
  });

  it("tells favourites at once and the others after the delay; everybody at once when urgent", async () => {
    const owner = await seedOwner(db());
    const favourite = await person();
    const other = await person();
    await db()
      .insert(pharmacyStaffMarks)
      .values({ ownerId: owner.id, staffId: favourite.id, mark: "favourite" });
    const before = Date.now();
    const later = await publish(owner, 10);
    const rows = await offersOf(later);
    const favouriteRow = rows.find((row) => row.staffId === favourite.id)!;
    const otherRow = rows.find((row) => row.staffId === other.id)!;
    expect(favouriteRow.favourite).toBe(true);
    expect(favouriteRow.dueAt.getTime()).toBeLessThan(before + 60_000);
    expect(otherRow.dueAt.getTime() - favouriteRow.dueAt.getTime()).toBeGreaterThanOrEqual(
      30 * 60_000 - 1000,
    );

    // Now: the favourite's offer goes, the other waits.
    await deliverDueOffers(db(), config, new Date());
    const [sentFavourite] = await db()
      .select()
      .from(orderOffers)
      .where(eq(orderOffers.id, favouriteRow.id));
    const [waiting] = await db().select().from(orderOffers).where(eq(orderOffers.id, otherRow.id));
    expect(sentFavourite?.status).toBe("sent");
    expect(sentFavourite?.channel).toBe("mail");
    expect(waiting?.status).toBe("pending");
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, favourite.email));
    expect(mails.some((mail) => mail.template === "order-offer")).toBe(true);
    // Half an hour later the others hear of it.
    await deliverDueOffers(db(), config, new Date(Date.now() + 31 * 60_000));
    const [sentOther] = await db()
      .select()
      .from(orderOffers)
      .where(eq(orderOffers.id, otherRow.id));
    expect(sentOther?.status).toBe("sent");

    const urgent = await publish(owner, 1);
    const urgentRows = await offersOf(urgent);
    const urgentOther = urgentRows.find((row) => row.staffId === other.id)!;
    expect(urgentOther.dueAt.getTime()).toBeLessThan(Date.now() + 1000);
  });

  it("offers an order once per person, keeps the daily cap and the chosen channel", async () => {
    const owner = await seedOwner(db());
    const capped = await person("PKA", { cap: 1 });
    const silent = await person("PKA", { channel: "none" });
    const first = await publish(owner, 2, 2, { role: "PKA" });
    const second = await publish(owner, 2, 2, { role: "PKA" });
    await deliverDueOffers(db(), config, new Date());
    const status = async (orderId: string, staffId: string) =>
      (
        await db()
          .select({ status: orderOffers.status })
          .from(orderOffers)
          .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.staffId, staffId)))
      )[0]?.status;
    expect([await status(first, capped.id), await status(second, capped.id)].sort()).toEqual([
      "capped",
      "sent",
    ]);
    expect(await status(first, silent.id)).toBe("silent");
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, capped.email));
    expect(mails.filter((mail) => mail.template === "order-offer")).toHaveLength(1);
    expect(
      (
        await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, silent.email))
      ).filter((mail) => mail.template === "order-offer"),
    ).toHaveLength(0);

    // Publishing again (a re-opened order) offers nobody twice.
    const order = await findOrder(db(), first);
    expect(await queueOrderOffers(db(), order!, 30)).toBe(0);
  });

  it("pushes to the devices where push is allowed, mails without one, and both on request", async () => {
    const owner = await seedOwner(db());
    const pushOnly = await person("Apotheker/in", { channel: "push" });
    const both = await person("Apotheker/in", { channel: "both" });
    const noDevice = await person("Apotheker/in", { channel: "push" });
    for (const staff of [pushOnly, both]) {
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: staff.id,
          endpoint: `https://push.example/${staff.id}`,
          p256dh: "key",
          auth: "auth",
        });
    }
    const orderId = await publish(owner, 1);
    await deliverDueOffers(db(), config, new Date());
    const offerMails = async (email: string) =>
      (await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, email))).filter(
        (mail) => mail.template === "order-offer",
      ).length;
    const pushes = async (userId: string) =>
      (await db().select().from(pushMessages).where(eq(pushMessages.userId, userId))).filter(
        (push) => push.eventKey === `offer:${orderId}`,
      );
    expect(await pushes(pushOnly.id)).toHaveLength(1);
    expect((await pushes(pushOnly.id))[0]?.url).toMatch(/^\/arbeitsangebote-suchen\/2\?angebot=/);
    expect(await offerMails(pushOnly.email)).toBe(0);
    expect(await pushes(both.id)).toHaveLength(1);
    expect(await offerMails(both.email)).toBe(1);
    expect(await pushes(noDevice.id)).toHaveLength(0);
    expect(await offerMails(noDevice.email)).toBe(1);
  });

  it("keeps the daily cap when several workers deliver to the same person at once", async () => {
    const owner = await seedOwner(db());
    const staff = await person("PKA", { cap: 1, channel: "push" });
    for (let index = 0; index < 4; index += 1) await publish(owner, 1, 1, { role: "PKA" });
    // Each worker takes one offer per transaction and holds it open in the sender until
    // every worker has come that far (or 300 ms passed): without a lock on the person,
    // each would have counted no offer sent today and sent its own. With it, the others
    // find her held and leave their offers due; the next pass counts hers as sent.
    let arrived = 0;
    const barrier: PushSender = async () => {
      arrived += 1;
      const until = Date.now() + 300;
      while (arrived < 4 && Date.now() < until) await sleep(10);
      return 1;
    };
    await Promise.all(
      [1, 2, 3, 4].map(() => deliverDueOffers(db(), config, new Date(), barrier, 1)),
    );
    await deliverDueOffers(db(), config, new Date(), barrier, 1);
    const statuses = await db()
      .select({ status: orderOffers.status })
      .from(orderOffers)
      .where(eq(orderOffers.staffId, staff.id));
    expect(statuses.map((row) => row.status).sort()).toEqual([
      "capped",
      "capped",
      "capped",
      "sent",
    ]);
  });

  it("never sends an offer twice when several workers deliver at once", async () => {
    const owner = await seedOwner(db());
    const people = [];
    for (let index = 0; index < 12; index += 1) people.push(await person("PTA"));
    const orderId = await publish(owner, 1, 1, { role: "PTA" });
    expect((await offersOf(orderId)).length).toBeGreaterThanOrEqual(12);
    await Promise.all([1, 2, 3, 4].map(() => deliverDueOffers(db(), config, new Date())));
    const offers = await offersOf(orderId);
    expect(offers.every((offer) => offer.status === "sent")).toBe(true);
    for (const staff of people) {
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, staff.email));
      expect(mails.filter((mail) => mail.template === "order-offer")).toHaveLength(1);
    }
  });
});
