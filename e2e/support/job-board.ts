import { type APIRequestContext, expect, request } from "@playwright/test";
import { isoIn, PASSWORD, registerActiveOwner, uniqueEmail } from "./accounts";
import { activateStaff, registerStaff } from "./console";

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

/** A night-duty order in `city`, sent by the owner, accepted and published by the operator. */
export async function publishOrder(
  owner: APIRequestContext,
  operator: APIRequestContext,
  city: string,
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
