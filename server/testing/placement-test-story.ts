import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import type { WorkReportView } from "../../domain/api/worked-days";
import type { DatabaseHandle } from "../db/client";
import { workReports } from "../db/schema";
import { workReportKey, workReportToken } from "../placements/work-report-token";
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

/**
 * Test helper: the placement's days are over, the staff member reports every period
 * (all planned days worked, except `notWorked`) and the owner confirms each with the
 * link of the mail (docs/decisions/0057-worked-days-and-corrections.md). Moves the
 * clock (Date only) to the evening of the last day; the caller restores it. Answers
 * fresh sessions, since the old ones aged with the clock.
 */
export async function confirmWorkedDays(
  app: App,
  database: DatabaseHandle,
  story: {
    placementId: string;
    endDate: string;
    staffUser: { email: string };
    ownerUser: { email: string };
  },
  adminEmail: string,
  options: { notWorked?: string[] } = {},
) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${story.endDate}T18:00:00+01:00`));
  const call = caller(app);
  const staff = await loginCookie(app, story.staffUser.email);
  const placement = (await call(staff, "GET", "/api/placements"))
    .json()
    .placements.find((row: { id: string }) => row.id === story.placementId);
  for (const period of placement.workReports as WorkReportView[]) {
    const days = period.planned.map((day) => ({
      ...day,
      start: day.start || "08:00",
      end: day.end || "18:00",
      worked: !options.notWorked?.includes(day.date),
    }));
    const sent = await call(staff, "POST", `/api/placements/${story.placementId}/worked-days`, {
      days,
    });
    expect(sent.statusCode).toBe(200);
  }
  const key = await workReportKey(database.db);
  const reports = await database.db
    .select({ id: workReports.id })
    .from(workReports)
    .where(eq(workReports.placementId, story.placementId));
  for (const report of reports) {
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/worked-days/confirm",
      payload: { token: workReportToken(key, report.id) },
    });
    expect(confirmed.statusCode).toBe(200);
  }
  return {
    admin: await loginCookie(app, adminEmail),
    staff,
    owner: await loginCookie(app, story.ownerUser.email),
  };
}
