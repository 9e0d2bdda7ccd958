import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { addDaysToIsoDate, todayIsoDate } from "../domain/dates";
import { e2eAdmin, e2ePushServicePort } from "../playwright.config";
import { LoopbackPushService } from "../server/testing/loopback-push-service";
import type { ReceivedMail } from "../server/testing/smtp-sink";
import { gotoForm, logIn, PASSWORD, uniqueEmail } from "./support/accounts";
import { activateStaff, registerStaff } from "./support/console";
import { ownerApi, publishOrder } from "./support/job-board";
import { MAIL_SINK_HTTP, waitForMail } from "./support/mailbox";

// Issue 27's story (docs/decisions/0056-urgent-cover-offers.md): a pharmacist keeps her
// calendar and allows push; an order for tomorrow is published; within 60 s a push
// reaches her device (encrypted, VAPID-signed, checked by the loopback push service) and
// a colleague without push gets a mail; colleagues without a calendar, too far or of
// another profession get nothing; she says "Ich habe Zeit", is proposed and confirmed.
const tomorrow = addDaysToIsoDate(todayIsoDate(), 1);
const pushService = new LoopbackPushService();
let operator: APIRequestContext;

test.beforeAll(async () => {
  await pushService.start(e2ePushServicePort);
});
test.afterAll(async () => {
  await Promise.all([pushService.close(), operator?.dispose()]);
});

const profile = (postalCode: string) => ({
  street: "Hohe Straße",
  street_number: "12a",
  postal_code: postalCode,
  city: postalCode === "80331" ? "München" : "Köln",
  vat_id: "DE123456789",
  capacity_days_per_week: "3",
  availability: "Kurzfristig",
  phone: "+49170 1234567",
  wws_software: ["CIDA"],
  experience_since: "2015-09-01",
});

/** A staff member registered, activated and logged in through the API. */
async function staffMember(
  baseURL: string,
  name: string,
  iam: "PTA" | "PKA",
): Promise<{ id: string; email: string; api: APIRequestContext }> {
  const site = await request.newContext({ baseURL });
  const email = uniqueEmail(`eilig-${name.toLowerCase()}`);
  await registerStaff(site, { email, firstName: name, lastName: "Eilig", iam });
  const id = await activateStaff(operator, email);
  await site.dispose();
  const api = await request.newContext({ baseURL });
  expect(
    (await api.post("/api/auth/login", { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  return { id, email, api };
}

const availableTomorrow = (api: APIRequestContext) =>
  api.post("/api/availability/days", { data: { days: [{ day: tomorrow, available: true }] } });

async function sinkMails(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${MAIL_SINK_HTTP}/mails`)).json()) as ReceivedMail[];
}

test("an order for tomorrow reaches the available pharmacist by push within 60 s, and only the right people", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  operator = await request.newContext({ baseURL });
  expect((await operator.post("/api/auth/login", { data: e2eAdmin })).status()).toBe(200);
  const site = await request.newContext({ baseURL });
  const owner = await ownerApi(site, baseURL);
  await site.dispose();

  // She keeps her calendar on "Mein Konto" and allows push on her device.
  const her = await staffMember(baseURL, "Hanna", "PTA");
  expect(
    (await her.api.put("/api/account/staff-profile", { data: profile("50667") })).status(),
  ).toBe(200);
  const page = await (await browser.newContext()).newPage();
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, her.email);
  await page.waitForURL(/\/arbeitsangebote-suchen/);
  await page.goto("/konto");
  const calendar = page.getByRole("region", { name: "Meine Verfügbarkeit" });
  if (tomorrow.slice(0, 7) !== todayIsoDate().slice(0, 7)) {
    await calendar.getByRole("button", { name: "Nächster Monat" }).click();
  }
  const label = new Intl.DateTimeFormat("de-DE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${tomorrow}T00:00:00Z`));
  const day = calendar.getByRole("button", { name: new RegExp(`^${label}:`) });
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  const device = pushService.newDevice();
  expect(
    (
      await page.request.post("/api/account/push/subscriptions", { data: device.subscription })
    ).status(),
  ).toBeLessThan(300);

  // Colleagues: one available without push (mail), one without a calendar, one too far,
  // one of another profession.
  const byMail = await staffMember(baseURL, "Mia", "PTA");
  expect((await availableTomorrow(byMail.api)).status()).toBe(200);
  const noCalendar = await staffMember(baseURL, "Nele", "PTA");
  const tooFar = await staffMember(baseURL, "Frida", "PTA");
  expect(
    (await tooFar.api.put("/api/account/staff-profile", { data: profile("80331") })).status(),
  ).toBe(200);
  expect((await availableTomorrow(tooFar.api)).status()).toBe(200);
  const otherProfession = await staffMember(baseURL, "Paul", "PKA");
  expect((await availableTomorrow(otherProfession.api)).status()).toBe(200);

  // The owner posts an order for tomorrow; the operator accepts and publishes it.
  const published = Date.now();
  const orderId = await publishOrder(owner, operator, "Hürth", {
    type: "Vertretungsangebot",
    role: "PTA",
    workingHours: "8:00–18:30",
    periods: [{ startDate: tomorrow, endDate: tomorrow }],
  });

  // Within 60 s: her push (decrypted by the push service, VAPID checked) and the mail.
  await expect
    .poll(() => pushService.pushesTo(device).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const [push] = pushService.pushesTo(device);
  expect(Date.now() - published).toBeLessThan(60_000);
  expect(push!.payload.url).toContain(orderId);
  expect(push!.payload.title).toContain("PTA in Hürth");
  const mail = await waitForMail(
    (candidate) => candidate.to === byMail.email && candidate.template === "order-offer",
    60_000,
  );
  expect(mail.text).toContain("Ich habe Zeit");
  expect(Date.now() - published).toBeLessThan(60_000);
  // She chose push and has a device: no mail for her. The others hear nothing.
  await page.waitForTimeout(3000);
  const offers = (await sinkMails()).filter((candidate) => candidate.template === "order-offer");
  for (const nobody of [her, noCalendar, tooFar, otherProfession]) {
    expect(
      offers.filter((candidate) => candidate.to === nobody.email),
      nobody.email,
    ).toEqual([]);
  }
  expect(pushService.received.filter((received) => received.deviceId !== device.id)).toEqual([]);

  // The push opens the order with "Ich habe Zeit".
  await page.goto(push!.payload.url);
  const offer = page.getByRole("region", { name: "Angebot aus Ihrer E-Mail" });
  await offer.getByRole("checkbox").check();
  await offer.getByRole("button", { name: "Ich habe Zeit" }).click();
  await expect(offer.getByText("Sie haben sich beworben.")).toBeVisible();

  // The operator proposes her; the owner confirms.
  expect(
    (
      await operator.post(`/api/admin/search-orders/${orderId}/propose`, {
        data: { staffId: her.id },
      })
    ).status(),
  ).toBe(200);
  const { fee } = await (await owner.get(`/api/search-orders/${orderId}/fee`)).json();
  expect(
    (
      await owner.post(`/api/search-orders/${orderId}/confirm`, {
        data: { feeAccepted: true, feeGrossCents: fee?.grossCents ?? null },
      })
    ).status(),
  ).toBe(200);
  await Promise.all([
    owner.dispose(),
    ...[her, byMail, noCalendar, tooFar, otherProfession].map((p) => p.api.dispose()),
  ]);
});
