import { type Browser, expect, type Page, request, test } from "@playwright/test";
import { adminAccountDetailPath, paths } from "../domain/paths";
import { e2eAdmin } from "../playwright.config";
import { PASSWORD, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";
import { completeApplyAndPropose, ownerApi, publishOrder } from "./support/job-board";
import { expectFitsEveryWidth, WIDTHS } from "./support/layout";

/**
 * The pages behind the login, as they look with something on them, at every width and
 * under axe on a phone, where the specs of the pages' stories do not look
 * (widths.spec.ts and accessibility.spec.ts cover the public pages). Each test makes its
 * own story, so that the tests run side by side.
 */

interface Story {
  ownerId: string;
  ownerEmail: string;
  staffId: string;
  staffEmail: string;
}

/**
 * An owner with two published orders, one of them confirmed for a staff member with a
 * long name and invoiced, all through the API.
 */
async function placementStory(baseURL: string): Promise<Story> {
  const site = await request.newContext({ baseURL });
  const owner = await ownerApi(site, baseURL);
  const { user } = await (await owner.get("/api/auth/me")).json();
  const operator = await request.newContext({ baseURL });
  expect((await operator.post("/api/auth/login", { data: e2eAdmin })).status()).toBe(200);
  const orderId = await publishOrder(owner, operator, "Hürth", {
    type: "Vertretungsangebot",
    workingHours: "8:00–18:30",
  });
  await publishOrder(owner, operator, "Köln");
  const staffEmail = uniqueEmail("breiten");
  await registerStaff(site, {
    email: staffEmail,
    firstName: "Maximiliane",
    lastName: "Leutheusser-Schnarrenberger",
  });
  const staffId = await activateStaff(operator, staffEmail);
  const staff = await request.newContext({ baseURL });
  expect(
    (
      await staff.post("/api/auth/login", { data: { email: staffEmail, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await completeApplyAndPropose(staff, operator, orderId, staffId);
  const { fee } = await (await owner.get(`/api/search-orders/${orderId}/fee`)).json();
  const confirmed = await owner.post(`/api/search-orders/${orderId}/confirm`, {
    data: { feeAccepted: true, feeGrossCents: fee?.grossCents ?? null },
  });
  expect(confirmed.status()).toBe(200);
  const invoiced = await operator.post("/api/admin/invoices", { data: { order_id: orderId } });
  expect(invoiced.status()).toBe(201);
  await Promise.all([site.dispose(), owner.dispose(), operator.dispose(), staff.dispose()]);
  return { ownerId: user.id, ownerEmail: user.email, staffId, staffEmail };
}

async function expectEachFits(page: Page, pagePaths: string[]): Promise<void> {
  for (const path of pagePaths) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectFitsEveryWidth(page);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await expectNoAxeViolations(page);
    });
  }
}

const asOperator = (browser: Browser) =>
  signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });

test.describe("signed-in pages fit every width from 320 to 1920 px, and axe finds nothing on a phone", () => {
  test("the operator's lists", async ({ browser, baseURL }) => {
    await placementStory(baseURL as string);
    await expectEachFits(await asOperator(browser), [
      paths.admin,
      paths.adminOwners,
      paths.adminStaff,
      paths.adminOrders,
      paths.adminRequests,
      paths.adminEmails,
      paths.adminAudit,
    ]);
  });

  test("the operator's details, placements and billing", async ({ browser, baseURL }) => {
    const story = await placementStory(baseURL as string);
    await expectEachFits(await asOperator(browser), [
      adminAccountDetailPath("pharmacy_owner", story.ownerId),
      adminAccountDetailPath("pharmacist", story.staffId),
      paths.adminPlacements,
      paths.adminInvoices,
      paths.adminPrices,
    ]);
  });

  test("the staff member's pages", async ({ browser, baseURL }) => {
    const story = await placementStory(baseURL as string);
    await expectEachFits(await signedInPage(browser, story.staffEmail), [
      paths.account,
      paths.accountProfile,
      paths.accountPlacements,
      paths.jobSearch,
    ]);
  });

  test("the owner's pages", async ({ browser, baseURL }) => {
    const story = await placementStory(baseURL as string);
    await expectEachFits(await signedInPage(browser, story.ownerEmail), [
      paths.account,
      paths.accountPlacements,
      paths.jobCreate,
    ]);
  });
});
