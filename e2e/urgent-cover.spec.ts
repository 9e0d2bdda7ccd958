import { type APIRequestContext, type Browser, expect, request, test } from "@playwright/test";
import { addDaysToIsoDate, todayIsoDate } from "../domain/dates";
import { adminAccountDetailPath } from "../domain/paths";
import { siteConfig } from "../domain/site-config";
import { e2eAdmin, e2ePushServicePort } from "../playwright.config";
import { LoopbackPushService } from "../server/testing/loopback-push-service";
import type { ReceivedMail } from "../server/testing/smtp-sink";
import { field, PASSWORD, pathOf, registerActiveOwner, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { ClockServer } from "./support/clock-server";
import { activateStaff, registerStaff } from "./support/console";
import { publishOrder } from "./support/job-board";
import { MAIL_SINK_HTTP, waitForMail } from "./support/mailbox";

// Issue 27's story (docs/decisions/0056-urgent-cover-offers.md). Two days ago the pharmacy
// had Hanna and Bea as substitutes; now the owner rates Hanna as a favourite on "Meine
// Einsätze" (Bea: "nicht mehr vorschlagen"), and the operator allows automatic
// proposals. Hanna keeps her calendar and allows push; an order for tomorrow is
// published; within 60 s a push reaches her device (encrypted, VAPID-signed, checked by
// the loopback push service) and a colleague without push gets a mail; colleagues
// without a calendar, too far, of another profession or blocked get nothing, and the
// operator's candidate list says why; Hanna says "Ich habe Zeit" and is proposed at
// once, the owner confirms; her calendar feed shows the placement, and cancelled once
// the owner cancels. The story runs on a server of its own whose clock stands two days
// back while the earlier placements are made, then at today: a placement is rated only
// after its last day (docs/decisions/0060-browser-tests-that-need-days-to-pass.md).
const today = todayIsoDate();
const yesterday = addDaysToIsoDate(today, -1);
const tomorrow = addDaysToIsoDate(today, 1);
const pushService = new LoopbackPushService();
let server: ClockServer | undefined;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  await pushService.start(e2ePushServicePort);
});
test.afterAll(async () => {
  await Promise.all([pushService.close(), server?.stop(), ...contexts.map((c) => c.dispose())]);
});

/** An API client of the story's server, logged in as `email` unless none is given. */
async function client(email?: string, password = PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: server!.url });
  contexts.push(api);
  if (email) {
    expect((await api.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  }
  return api;
}

/** A browser page on the story's server, logged in as `email` through the API. */
async function pageOf(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext({ baseURL: server!.url });
  expect(
    (await context.request.post("/api/auth/login", { data: { email, password } })).status(),
  ).toBe(200);
  return context.newPage();
}

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

interface Person {
  id: string;
  email: string;
  api: APIRequestContext;
}

/** A staff member registered, activated and logged in through the API. */
async function staffMember(
  operator: APIRequestContext,
  name: string,
  iam: "PTA" | "PKA",
  postalCode = "50667",
): Promise<Person> {
  const email = uniqueEmail(`eilig-${name.toLowerCase()}`);
  await registerStaff(await client(), { email, firstName: name, lastName: "Eilig", iam });
  const id = await activateStaff(operator, email);
  const api = await client(email);
  expect(
    (await api.put("/api/account/staff-profile", { data: profile(postalCode) })).status(),
  ).toBe(200);
  return { id, email, api };
}

/** The owner confirms the proposed person for the order, with the fee shown to her. */
async function confirm(owner: APIRequestContext, orderId: string) {
  const { fee } = await (await owner.get(`/api/search-orders/${orderId}/fee`)).json();
  expect(
    (
      await owner.post(`/api/search-orders/${orderId}/confirm`, {
        data: { feeAccepted: true, feeGrossCents: fee?.grossCents ?? null },
      })
    ).status(),
  ).toBe(200);
}

/** A one-day order on `day`, published, applied to by `person`, proposed and confirmed. */
async function placement(
  owner: APIRequestContext,
  operator: APIRequestContext,
  person: Person,
  day: string,
) {
  const orderId = await publishOrder(owner, operator, "Hürth", {
    type: "Vertretungsangebot",
    role: "PTA",
    workingHours: "8:00–18:30",
    periods: [{ startDate: day, endDate: day }],
  });
  expect(
    (await person.api.post("/api/applications", { data: { orderId, dataConsent: true } })).status(),
  ).toBe(201);
  expect(
    (
      await operator.post(`/api/admin/search-orders/${orderId}/propose`, {
        data: { staffId: person.id },
      })
    ).status(),
  ).toBe(200);
  await confirm(owner, orderId);
  return orderId;
}

/** The id of the placement made from `orderId`, as the owner's "Meine Einsätze" lists it. */
async function placementOf(owner: APIRequestContext, orderId: string): Promise<string> {
  const { placements } = await (await owner.get("/api/placements")).json();
  const found = placements.find((entry: { orderId: string | null }) => entry.orderId === orderId);
  expect(found, `placement of order ${orderId}`).toBeTruthy();
  return found.id as string;
}

const availableTomorrow = (api: APIRequestContext) =>
  api.post("/api/availability/days", { data: { days: [{ day: tomorrow, available: true }] } });

async function sinkMails(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${MAIL_SINK_HTTP}/mails`)).json()) as ReceivedMail[];
}

/** The lines of the VEVENT with `uid` in an iCalendar text. */
function eventOf(calendar: string, uid: string): string {
  const event = calendar
    .split("BEGIN:VEVENT")
    .slice(1)
    .find((block) => block.includes(`UID:${uid}`));
  expect(event, `event ${uid}`).toBeTruthy();
  return event!;
}

test("an order for tomorrow reaches the available pharmacist by push within 60 s, a favourite is proposed at once, and only the right people hear of it", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  // Two days ago (the server's clock): the owner, Hanna and Bea, and a placement each for
  // the next day, which is yesterday now.
  server = await ClockServer.start(-2);
  let operator = await client(e2eAdmin.email, e2eAdmin.password);
  const ownerEmail = uniqueEmail("inhaber-eilig");
  await registerActiveOwner(await client(), ownerEmail, {
    pharmacy_name: "Apotheke am Markt",
    pharmacy_address: "Markt",
    pharmacy_street_number: "1",
    pharmacy_postal_code: "50354",
    pharmacy_city: "Hürth",
  });
  const earlierOwner = await client(ownerEmail);
  const earlierHanna = await staffMember(operator, "Hanna", "PTA");
  const earlierBea = await staffMember(operator, "Bea", "PTA");
  await placement(earlierOwner, operator, earlierHanna, yesterday);
  const beasEarlier = await placement(earlierOwner, operator, earlierBea, yesterday);

  // Today: both placements are over (the sessions of two days ago too). The owner rates
  // Hanna on "Meine Einsätze" and keeps her as a favourite; Bea is not to be proposed
  // again.
  await server.setDays(0);
  operator = await client(e2eAdmin.email, e2eAdmin.password);
  const owner = await client(ownerEmail);
  const ownerPage = await pageOf(browser, ownerEmail);
  await ownerPage.goto("/konto/einsaetze");
  const hannasCard = ownerPage.getByRole("article", { name: /Hanna Eilig/ });
  await hannasCard.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(hannasCard.getByText("Bitte wählen Sie 1 bis 5 Sterne.")).toBeVisible();
  await hannasCard.getByRole("radio", { name: "5 Sterne" }).check();
  await hannasCard.getByLabel("Kommentar (freiwillig)").fill("Zuverlässig, sofort eingearbeitet.");
  await hannasCard.getByRole("radio", { name: /^als Favorit\/-in/ }).check();
  await expectNoAxeViolations(ownerPage);
  await hannasCard.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(ownerPage.getByText("Danke für Ihre Bewertung.")).toBeVisible();
  await expect(hannasCard.getByRole("button", { name: "Bewertung senden" })).toHaveCount(0);
  expect(
    (
      await owner.post(`/api/placements/${await placementOf(owner, beasEarlier)}/rating`, {
        data: { stars: 2, comment: "", mark: "blocked" },
      })
    ).status(),
  ).toBe(200);

  // Hanna rates the pharmacy the same way, on her "Meine Einsätze" (no marks there).
  const hannasPage = await pageOf(browser, earlierHanna.email);
  await hannasPage.goto("/konto/einsaetze");
  const pharmacyCard = hannasPage.getByRole("article", { name: /Apotheke am Markt/ });
  await expect(pharmacyCard.getByRole("radio", { name: /^als Favorit\/-in/ })).toHaveCount(0);
  await pharmacyCard.getByRole("radio", { name: "4 Sterne" }).check();
  await pharmacyCard.getByLabel("Kommentar (freiwillig)").fill("Freundliches Team.");
  await pharmacyCard.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(hannasPage.getByText("Danke für Ihre Bewertung.")).toBeVisible();
  await expect(pharmacyCard.getByRole("button", { name: "Bewertung senden" })).toHaveCount(0);
  await hannasPage.close();

  // The operator sees the ratings and marks on the pharmacy's page and switches the
  // automatic proposal of favourites on.
  const owners = await (
    await operator.get(`/api/admin/owners?q=${encodeURIComponent(ownerEmail)}`)
  ).json();
  const ownerId = owners.items[0].id as string;
  const consolePage = await pageOf(browser, e2eAdmin.email, e2eAdmin.password);
  await consolePage.goto(adminAccountDetailPath("pharmacy_owner", ownerId));
  const urgent = consolePage.getByRole("region", {
    name: "Verfügbarkeit, Favoriten und Bewertungen",
  });
  await expect(urgent).toContainText("Hanna Eilig: Favorit/-in");
  await expect(urgent).toContainText("Bea Eilig: nicht mehr vorschlagen");
  await expect(urgent).toContainText("Apotheke am Markt über Hanna Eilig: 5 von 5 Sternen");
  await expect(urgent).toContainText("„Zuverlässig, sofort eingearbeitet.“");
  await expect(urgent).toContainText(
    "Hanna Eilig über Apotheke am Markt: 4 von 5 Sternen – „Freundliches Team.“",
  );
  await expect(urgent).toContainText("Automatischer Vorschlag von Favoriten: aus");
  await urgent.getByRole("button", { name: "Automatischen Vorschlag einschalten" }).click();
  await expect(consolePage.getByText("Automatischer Vorschlag eingeschaltet.")).toBeVisible();
  await expect(urgent).toContainText("Automatischer Vorschlag von Favoriten: an");

  // Hanna keeps her calendar on "Mein Konto" and allows push on her device.
  const hanna = { ...earlierHanna, api: await client(earlierHanna.email) };
  const page = await pageOf(browser, hanna.email);
  await page.goto("/konto");
  const calendar = page.getByRole("region", { name: "Meine Verfügbarkeit" });
  if (tomorrow.slice(0, 7) !== today.slice(0, 7)) {
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
  // one of another profession, and Bea, available but blocked by this pharmacy.
  const byMail = await staffMember(operator, "Mia", "PTA");
  expect((await availableTomorrow(byMail.api)).status()).toBe(200);
  const noCalendar = await staffMember(operator, "Nele", "PTA");
  const tooFar = await staffMember(operator, "Frida", "PTA", "80331");
  expect((await availableTomorrow(tooFar.api)).status()).toBe(200);
  const otherProfession = await staffMember(operator, "Paul", "PKA");
  expect((await availableTomorrow(otherProfession.api)).status()).toBe(200);
  const blocked = { ...earlierBea, api: await client(earlierBea.email) };
  expect((await availableTomorrow(blocked.api)).status()).toBe(200);

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
  for (const nobody of [hanna, noCalendar, tooFar, otherProfession, blocked]) {
    expect(
      offers.filter((candidate) => candidate.to === nobody.email),
      nobody.email,
    ).toEqual([]);
  }
  expect(pushService.received.filter((received) => received.deviceId !== device.id)).toEqual([]);

  // The operator's candidate list says why Bea is not offered and cannot be proposed.
  await consolePage.goto("/admin/suchauftraege");
  await field(consolePage, "Status").selectOption({ label: "Veröffentlicht" });
  const order = consolePage.getByRole("article").filter({ hasText: ownerEmail });
  await order.getByText("Bewerbungen und passende Fachkräfte").click();
  const beasRow = order.getByRole("row").filter({ hasText: "Bea Eilig" });
  await expect(beasRow).toContainText("kein Angebot: von dieser Apotheke „nicht mehr vorschlagen“");
  const proposeBea = beasRow.getByRole("button", { name: "Bea Eilig vorschlagen" });
  await expect(proposeBea).toBeDisabled();
  await expect(proposeBea).toHaveAccessibleDescription(
    "Nicht möglich: die Apotheke möchte diese Person nicht mehr vorgeschlagen bekommen.",
  );
  await expect(order.getByRole("row").filter({ hasText: "Hanna Eilig" })).toContainText(
    "Favorit/-in",
  );

  // The push opens the order with "Ich habe Zeit": as a favourite she is proposed at
  // once, and the agency is told.
  await page.goto(push!.payload.url);
  const offer = page.getByRole("region", { name: "Angebot aus Ihrer E-Mail" });
  await offer.getByRole("checkbox").check();
  await offer.getByRole("button", { name: "Ich habe Zeit" }).click();
  await expect(offer.getByText("Sie haben sich beworben.")).toBeVisible();
  await waitForMail(
    (candidate) => candidate.to === hanna.email && candidate.template === "application-proposed",
  );
  const told = await waitForMail(
    (candidate) =>
      candidate.to === siteConfig.emails.agency &&
      candidate.template === "auto-proposal" &&
      candidate.text.includes("Hanna Eilig"),
  );
  expect(told.text).toContain("Apotheke am Markt");

  // The owner confirms; her calendar feed shows the placement, then its cancellation.
  await confirm(owner, orderId);
  const placementId = await placementOf(owner, orderId);
  const feed = await (await hanna.api.post("/api/account/calendar")).json();
  const feedPath = pathOf(feed.url);
  const booked = eventOf(await (await hanna.api.get(feedPath)).text(), `${placementId}-0@apostaff`);
  expect(booked).toContain("STATUS:CONFIRMED");
  expect(booked).toContain("SEQUENCE:0");
  expect(booked).toContain(`DTSTART;TZID=Europe/Berlin:${tomorrow.replaceAll("-", "")}T080000`);
  expect(booked).toContain("Apotheke am Markt");
  expect(
    (
      await owner.post(`/api/placements/${placementId}/cancel`, {
        data: { reason: "Die Inhaberin ist wieder gesund.", searchAgain: false },
      })
    ).status(),
  ).toBe(200);
  // A calendar program sends no cookie.
  const anyone = await client();
  const cancelled = eventOf(await (await anyone.get(feedPath)).text(), `${placementId}-0@apostaff`);
  expect(cancelled).toContain("STATUS:CANCELLED");
  expect(cancelled).toContain("SEQUENCE:1");
});
