import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createFileStorage } from "../storage/database-file-storage";
import { loginCookie } from "./accounts";
import { confirmationOf, daysFromNow, orderBody, seedOwner, seedStaff } from "./job-board";
import { type TestApp as App, caller } from "./test-app";

/**
 * Test helper: a published order of a new owner, with a pharmacist who applied and was
 * proposed and, unless `confirm` is false, confirmed by the owner.
 */
export async function confirmedStory(
  app: App,
  database: DatabaseHandle,
  admin: string,
  options: {
    confirm?: boolean;
    start?: number;
    end?: number;
    alsoApplying?: string[];
    /** More fields of the order, chosen with the owner's session (e.g. a branch). */
    order?: (owner: string) => Promise<Record<string, unknown>>;
  } = {},
) {
  const call = caller(app);
  const ownerUser = await seedOwner(database.db);
  const owner = await loginCookie(app, ownerUser.email);
  const staffUser = await seedStaff(database.db, "Apotheker/in", {
    storage: createFileStorage(database.db),
  });
  const staff = await loginCookie(app, staffUser.email);
  const startDate = daysFromNow(options.start ?? 10);
  const endDate = daysFromNow(options.end ?? 12);
  const created = await call(
    owner,
    "POST",
    "/api/search-orders",
    orderBody({
      periods: [{ startDate, endDate }],
      ...(options.order ? await options.order(owner) : {}),
    }),
  );
  const orderId = created.json().order.id as string;
  await call(owner, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true });
  await call(admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
  await call(admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
  const applied = await call(staff, "POST", "/api/applications", { orderId, dataConsent: true });
  expect(applied.statusCode).toBe(201);
  for (const cookie of options.alsoApplying ?? []) {
    await call(cookie, "POST", "/api/applications", { orderId, dataConsent: true });
  }
  const proposed = await call(admin, "POST", `/api/admin/search-orders/${orderId}/propose`, {
    staffId: staffUser.id,
  });
  expect(proposed.statusCode).toBe(200);
  let placementId = "";
  if (options.confirm !== false) {
    const confirmed = await call(
      owner,
      "POST",
      `/api/search-orders/${orderId}/confirm`,
      await confirmationOf(call, owner, orderId),
    );
    expect(confirmed.statusCode).toBe(200);
    const mine = await call(owner, "GET", "/api/placements");
    placementId = mine.json().placements[0].id as string;
  }
  return { ownerUser, owner, staffUser, staff, orderId, placementId, startDate, endDate };
}
