import { expect, type Page, request, test } from "@playwright/test";
import { adminAccountDetailPath, paths } from "../domain/paths";
import { e2eAdmin } from "../playwright.config";
import { PASSWORD, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";
import { completeApplyAndPropose, ownerApi, publishOrder } from "./support/job-board";
import { expectFitsEveryWidth, WIDTHS } from "./support/layout";

/**
 * The pages behind the login, as they look with something on them: an owner with two
 * published orders, one of them confirmed for a staff member with a long name and
 * invoiced, and the operator's console over all of it (widths.spec.ts and accessibility.spec.ts cover the
 * public pages).
 */
test("the signed-in pages of operator, staff and owner fit every width from 320 to 1920 px, and axe finds nothing on a phone", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = await request.newContext({ baseURL });
  const owner = await ownerApi(site, baseURL as string);
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

  const visits: [Page, string[]][] = [
    [
      await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password }),
      [
        paths.admin,
        paths.adminOwners,
        adminAccountDetailPath("pharmacy_owner", user.id),
        paths.adminStaff,
        adminAccountDetailPath("pharmacist", staffId),
        paths.adminOrders,
        paths.adminPlacements,
        paths.adminInvoices,
        paths.adminPrices,
        paths.adminRequests,
        paths.adminEmails,
        paths.adminAudit,
      ],
    ],
    [
      await signedInPage(browser, staffEmail),
      [paths.account, paths.accountProfile, paths.accountPlacements, paths.jobSearch],
    ],
    [
      await signedInPage(browser, user.email),
      [paths.account, paths.accountPlacements, paths.jobCreate],
    ],
  ];
  for (const [page, pagePaths] of visits) {
    for (const path of pagePaths) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectFitsEveryWidth(page);
        // On a phone, where the specs of the pages' stories do not look.
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await expectNoAxeViolations(page);
      });
    }
  }
});
