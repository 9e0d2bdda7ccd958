import { type APIRequestContext, expect, request } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { isoIn, PASSWORD, registerActiveOwner, uniqueEmail } from "./accounts";
import { activateStaff, registerStaff } from "./console";
import { linkIn, waitForMail } from "./mailbox";

/** Helpers for the job-board journeys: owners, staff and published orders made through the API. */

/** An owner who registered and confirmed the address, logged in through the API. */
export async function ownerApi(site: APIRequestContext, baseURL: string) {
  const email = uniqueEmail("inhaber");
  await registerActiveOwner(site, email, {
    pharmacy_name: "Apotheke am Markt",
    pharmacy_address: "Markt",
    pharmacy_street_number: "1",
    pharmacy_postal_code: "50354",
    pharmacy_city: "Hürth",
  });
  const api = await request.newContext({ baseURL });
  expect(
    (await api.post("/api/auth/login", { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  return api;
}

/**
 * A night-duty order in `city` (or another kind, by `changes`), sent by the owner,
 * accepted and published by the operator.
 */
export async function publishOrder(
  owner: APIRequestContext,
  operator: APIRequestContext,
  city: string,
  changes: Record<string, unknown> = {},
) {
  const created = await owner.post("/api/search-orders", {
    data: {
      type: "Nachtdienst",
      role: "PTA",
      ownerCover: false,
      periods: [{ startDate: isoIn(10), endDate: isoIn(12) }],
      workingHours: "20:00–8:00",
      street: "Markt 1",
      postalCode: "50354",
      city,
      state: "DE-NW",
      wwsSoftware: ["ADG"],
      note: "",
      ...changes,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).order.id as string;
  await owner.post(`/api/search-orders/${id}/send`, { data: { feeTermsAccepted: true } });
  expect((await operator.post(`/api/admin/search-orders/${id}/accept`)).status()).toBe(200);
  expect((await operator.post(`/api/admin/search-orders/${id}/publish`)).status()).toBe(200);
  return id;
}

/** A staff member (PTA) registered and activated by the operator. */
export async function activeStaff(site: APIRequestContext, operator: APIRequestContext) {
  const email = uniqueEmail("vertretung");
  await registerStaff(site, { email, firstName: "Lea", lastName: "Nacht" });
  await activateStaff(operator, email);
  return email;
}

/**
 * A logged-in staff member completes her profile (enough to apply), applies to the order
 * with the data consent, and the operator proposes her, all through the API.
 */
export async function completeApplyAndPropose(
  staff: APIRequestContext,
  operator: APIRequestContext,
  orderId: string,
  staffId: string,
) {
  const profile = await staff.put("/api/account/staff-profile", {
    data: {
      street: "Hohe Straße",
      street_number: "12a",
      postal_code: "50667",
      city: "Köln",
      vat_id: "DE123456789",
      capacity_days_per_week: "3",
      availability: "Sofort",
      phone: "+49170 1234567",
      wws_software: ["CIDA"],
      experience_since: "2015-09-01",
    },
  });
  expect(profile.status()).toBe(200);
  expect(
    (await staff.post("/api/applications", { data: { orderId, dataConsent: true } })).status(),
  ).toBe(201);
  expect(
    (
      await operator.post(`/api/admin/search-orders/${orderId}/propose`, { data: { staffId } })
    ).status(),
  ).toBe(200);
}

/**
 * A Vertretungsangebot of „Apotheke am Markt“ confirmed for a PTA, all through the API:
 * published, applied to, proposed, confirmed with the fee. Answers the PTA's e-mail.
 */
export async function confirmedPlacement(site: APIRequestContext, baseURL: string) {
  const owner = await ownerApi(site, baseURL);
  const operator = await request.newContext({ baseURL });
  expect((await operator.post("/api/auth/login", { data: e2eAdmin })).status()).toBe(200);
  const orderId = await publishOrder(owner, operator, "Hürth", {
    type: "Vertretungsangebot",
    workingHours: "8:00–18:30",
  });
  const email = uniqueEmail("vertretung-einsatz");
  await registerStaff(site, { email, firstName: "Lea", lastName: "Einsatz" });
  const staffId = await activateStaff(operator, email);
  const staff = await request.newContext({ baseURL });
  expect(
    (await staff.post("/api/auth/login", { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  await completeApplyAndPropose(staff, operator, orderId, staffId);
  // As the page does: the acceptance carries the gross fee the owner was shown.
  const { fee } = await (await owner.get(`/api/search-orders/${orderId}/fee`)).json();
  expect(
    (
      await owner.post(`/api/search-orders/${orderId}/confirm`, {
        data: { feeAccepted: true, feeGrossCents: fee?.grossCents ?? null },
      })
    ).status(),
  ).toBe(200);
  await Promise.all([owner.dispose(), operator.dispose(), staff.dispose()]);
  return email;
}

/**
 * The worked days of the order's placement (docs/decisions/0057), through the API as
 * "Meine Einsätze" and the mail's link do it: the staff member reports every planned day
 * as worked, the owner confirms with the signed link of the mail. The placement's last
 * day must have come (an order of today). Answers the placement's id.
 */
export async function confirmWorkedDaysByApi(
  staff: APIRequestContext,
  site: APIRequestContext,
  orderId: string,
  ownerEmail: string,
) {
  const { placements } = await (await staff.get("/api/placements")).json();
  const placement = placements.find((row: { orderId: string }) => row.orderId === orderId);
  for (const period of placement.workReports as {
    planned: { date: string; start: string; end: string; breakMinutes: number }[];
  }[]) {
    const days = period.planned.map((day) => ({
      ...day,
      worked: true,
      start: day.start || "08:00",
      end: day.end || "18:00",
    }));
    const sent = await staff.post(`/api/placements/${placement.id}/worked-days`, {
      data: { days },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const mail = await waitForMail(
    (candidate) => candidate.to === ownerEmail && candidate.template === "worked-days-to-confirm",
  );
  const token = new URL(linkIn(mail, "arbeitstage-bestaetigen")).searchParams.get("token");
  const confirmed = await site.post("/api/worked-days/confirm", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return placement.id as string;
}
