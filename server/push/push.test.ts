import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "../config";
import type { DatabaseHandle } from "../db/client";
import { pushMessages, pushSubscriptions, vapidKeys } from "../db/schema";
import { loginCookie, seedUser } from "../testing/accounts";
import { LoopbackPushService } from "../testing/loopback-push-service";
import { buildTestApp, caller, type TestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { pushEndpointAllowed } from "./push-hosts";
import { enqueuePush, queuedPushCount } from "./push-queue";
import { PushWorker } from "./push-worker";
import { loadVapidKeys } from "./vapid-keys";

const offer = (orderId: string) => ({
  eventKey: `offer:${orderId}`,
  payload: { title: "Neues Angebot", body: "Morgen, Köln", url: `/arbeitsangebote/${orderId}` },
});

describe("push endpoint allow-list", () => {
  const hosts = [...DEFAULT_PUSH_SERVICE_HOSTS, "127.0.0.1:4999"];
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", true],
    ["https://wns2-db5p.notify.windows.com/w/?token=abc", true],
    ["https://web.push.apple.com/QGx", true],
    ["http://127.0.0.1:4999/push/1", true],
    ["https://127.0.0.1:4999/push/1", true],
    // Plain http only for a loopback entry, the right port only.
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false],
    ["http://127.0.0.1:5000/push/1", false],
    ["https://notify.windows.com/x", false],
    ["https://evil.example/fcm.googleapis.com", false],
    ["https://fcm.googleapis.com.evil.example/x", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["http://169.254.169.254/latest/meta-data", false],
    ["not a url", false],
  ])("%s: %s", (endpoint, allowed) => {
    expect(pushEndpointAllowed(endpoint, hosts)).toBe(allowed);
  });
});

describe.each(testDatabaseKinds)("web push on $name", (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let call: ReturnType<typeof caller>;
  const service = new LoopbackPushService();

  beforeAll(async () => {
    await service.start();
    database = await kind.open();
    app = await buildTestApp(database, {
      pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, service.host],
      pushRetryBaseDelayMs: 0,
    });
    call = caller(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await service.close();
  });

  async function signedIn() {
    const user = await seedUser(database.db, { role: "pharmacist" });
    return { user, cookie: await loginCookie(app, user.email) };
  }

  it("makes the VAPID keys once and gives every process the same", async () => {
    const rows = await database.db.select().from(vapidKeys);
    expect(rows).toHaveLength(1);
    const other = await buildTestApp(database);
    expect(await other.push.publicKey()).toBe(rows[0]?.publicKey);
    await other.close();
    expect(await database.db.select().from(vapidKeys)).toHaveLength(1);
    const { cookie } = await signedIn();
    const key = await call(cookie, "GET", "/api/account/push/key");
    expect(key.statusCode).toBe(200);
    expect(key.json().public_key).toBe(rows[0]?.publicKey);
    expect(Buffer.from(key.json().public_key, "base64url")).toHaveLength(65);
    expect((await app.inject({ method: "GET", url: "/api/account/push/key" })).statusCode).toBe(
      401,
    );
  });

  it("stores a subscription only for a signed-in person and an allowed push service", async () => {
    const { user, cookie } = await signedIn();
    const device = service.newDevice();
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/account/push/subscriptions",
      payload: device.subscription,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const endpoint of [
      "https://attacker.example/push/1",
      "http://10.0.0.1/push",
      `http://${service.host}.evil.example/push/1`,
    ]) {
      const refused = await call(cookie, "POST", "/api/account/push/subscriptions", {
        ...device.subscription,
        endpoint,
      });
      expect(refused.statusCode, endpoint).toBe(422);
    }
    const badKeys = await call(cookie, "POST", "/api/account/push/subscriptions", {
      endpoint: device.subscription.endpoint,
      keys: { p256dh: "not base64!", auth: "x" },
    });
    expect(badKeys.statusCode).toBe(422);
    const saved = await call(
      cookie,
      "POST",
      "/api/account/push/subscriptions",
      device.subscription,
    );
    expect(saved.statusCode).toBe(201);
    // Again (a renewed subscription): still one row.
    await call(cookie, "POST", "/api/account/push/subscriptions", device.subscription);
    const rows = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);

    const removed = await call(cookie, "DELETE", "/api/account/push/subscriptions", {
      endpoint: device.subscription.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id)),
    ).toHaveLength(0);
  });

  it("queues one push per device and event, never twice, and delivers it encrypted and signed", async () => {
    const { user, cookie } = await signedIn();
    expect(await enqueuePush(database.db, { accountId: user.id, ...offer("o-none") })).toBe(0);
    const phone = service.newDevice();
    const laptop = service.newDevice();
    for (const device of [phone, laptop]) {
      await call(cookie, "POST", "/api/account/push/subscriptions", device.subscription);
    }
    expect(await enqueuePush(database.db, { accountId: user.id, ...offer("o-1") })).toBe(2);
    expect(await enqueuePush(database.db, { accountId: user.id, ...offer("o-1") })).toBe(2);
    expect(await queuedPushCount(database.db, user.id, "offer:o-1")).toBe(2);
    await expect(
      enqueuePush(database.db, {
        accountId: user.id,
        eventKey: "x",
        payload: { title: "t", body: "b", url: "https://evil.example" },
      }),
    ).rejects.toThrow(/path/);

    const before = service.received.length;
    expect(await app.push.deliverDue()).toBe(2);
    expect(await app.push.deliverDue()).toBe(0);
    // Queued again after it was sent: still nothing new.
    await enqueuePush(database.db, { accountId: user.id, ...offer("o-1") });
    expect(await app.push.deliverDue()).toBe(0);
    expect(service.received.length - before).toBe(2);
    const key = await app.push.publicKey();
    for (const device of [phone, laptop]) {
      const [push] = service.pushesTo(device);
      expect(push?.payload).toEqual(offer("o-1").payload);
      expect(push?.vapid.publicKey).toBe(key);
      expect(push?.vapid.sub).toMatch(/^mailto:/);
      expect(push?.headers.ttl).toBeDefined();
      expect(push?.headers.urgency).toBe("high");
    }
    expect(service.rejected).toEqual([]);
  });

  it("removes a subscription the push service answers 404 or 410 for, retries other failures", async () => {
    const { user, cookie } = await signedIn();
    const gone = service.newDevice();
    const forgotten = service.newDevice();
    const flaky = service.newDevice();
    for (const device of [gone, forgotten, flaky]) {
      await call(cookie, "POST", "/api/account/push/subscriptions", device.subscription);
    }
    service.answer(gone, 410);
    service.answer(forgotten, 404);
    service.answer(flaky, 503);
    expect(await enqueuePush(database.db, { accountId: user.id, ...offer("o-2") })).toBe(3);
    expect(await app.push.deliverDue()).toBe(0);
    const left = await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((row) => row.endpoint)).toEqual([flaky.subscription.endpoint]);
    const [pending] = await database.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.userId, user.id));
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending?.lastError).toContain("503");

    service.answer(flaky, 0);
    expect(await app.push.deliverDue()).toBe(1);
    expect(service.pushesTo(flaky)).toHaveLength(1);
    expect(await enqueuePush(database.db, { accountId: user.id, ...offer("o-3") })).toBe(1);
  });

  it("checks the allow-list again when it sends", async () => {
    const { user, cookie } = await signedIn();
    const device = service.newDevice();
    await call(cookie, "POST", "/api/account/push/subscriptions", device.subscription);
    await enqueuePush(database.db, { accountId: user.id, ...offer("o-4") });
    const strict = new PushWorker({
      db: database.db,
      allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS,
      log: app.log,
      maxAttempts: 1,
    });
    expect(await strict.deliverDue()).toBe(0);
    expect(service.pushesTo(device)).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.userId, user.id));
    expect(row).toMatchObject({ status: "failed" });
    expect(row?.lastError).toContain("PUSH_SERVICE_HOSTS");
  });

  it("sends each push once when several workers run at once", async () => {
    const { user, cookie } = await signedIn();
    const devices = Array.from({ length: 6 }, () => service.newDevice());
    for (const device of devices) {
      await call(cookie, "POST", "/api/account/push/subscriptions", device.subscription);
    }
    for (let order = 0; order < 3; order += 1) {
      await enqueuePush(database.db, { accountId: user.id, ...offer(`o-many-${order}`) });
    }
    const workers = [0, 1, 2].map(
      () =>
        new PushWorker({
          db: database.db,
          allowedHosts: [service.host],
          log: app.log,
        }),
    );
    const sent = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(18);
    for (const device of devices) {
      const events = service.pushesTo(device).map((push) => push.payload.url);
      expect(new Set(events).size).toBe(3);
      expect(events).toHaveLength(3);
    }
    expect((await loadVapidKeys(database.db)).publicKey).toBe(await app.push.publicKey());
  });
});
