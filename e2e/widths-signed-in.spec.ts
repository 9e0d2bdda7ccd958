import { type APIRequestContext, test as base, expect, type Page, request } from "@playwright/test";
import { adminAccountDetailPath, paths } from "../domain/paths";
import { e2eAdmin } from "../playwright.config";
import { isoIn, PASSWORD, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";
import {
  completeApplyAndPropose,
  confirmWorkedDaysByApi,
  ownerApi,
  publishOrder,
} from "./support/job-board";
import { addReadersTextSpacing, expectFitsEveryWidth, WIDTHS } from "./support/layout";

/**
 * The pages behind the login, as they look with something on them, at every width and
 * under axe on a phone, where the specs of the pages' stories do not look
 * (widths.spec.ts and accessibility.spec.ts cover the public pages). One test a page,
 * like widths.spec.ts, so that a slow machine never runs one test for minutes; the story
 * is made once per worker, and each role's page is opened once per worker with its session
 * cookies (a new context per test would load the site's scripts anew, see
 * support/shared-page.ts).
 */

type Session = Awaited<ReturnType<APIRequestContext["storageState"]>>;

interface Story {
  ownerId: string;
  staffId: string;
  /** Each role's session, to open a signed-in browser without another login. */
  sessions: Record<"operator" | "owner" | "staff", Session>;
}

/**
 * An owner with two published orders, one of them (today) confirmed for a staff member
 * with a long name, its worked day reported and confirmed, and invoiced, all through the
 * API.
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
    periods: [{ startDate: isoIn(0), endDate: isoIn(0) }],
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
  // The invoice follows the confirmed worked days (docs/decisions/0057).
  await confirmWorkedDaysByApi(staff, site, orderId, user.email);
  const invoiced = await operator.post("/api/admin/invoices", { data: { order_id: orderId } });
  expect(invoiced.status()).toBe(201);
  const sessions = {
    operator: await operator.storageState(),
    owner: await owner.storageState(),
    staff: await staff.storageState(),
  };
  await Promise.all([site.dispose(), owner.dispose(), operator.dispose(), staff.dispose()]);
  return { ownerId: user.id, staffId, sessions };
}

type Role = keyof Story["sessions"];

const test = base.extend<object, { story: Story; pageOf: (role: Role) => Promise<Page> }>({
  story: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the story has none.
    async ({}, use, workerInfo) => {
      await use(await placementStory(workerInfo.project.use.baseURL as string));
    },
    { scope: "worker", timeout: 60_000 },
  ],
  /** The signed-in page of a role, opened on first use and kept for the worker's tests. */
  pageOf: [
    async ({ browser, story }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const opened = new Map<Role, Promise<Page>>();
      await use((role) => {
        let page = opened.get(role);
        if (!page) {
          page = browser
            .newContext({ baseURL, locale, storageState: story.sessions[role], bypassCSP: true })
            .then((context) => context.newPage());
          opened.set(role, page);
        }
        return page;
      });
      for (const page of opened.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
});

/** The signed-in pages: who sees them, and where, given the story. */
const PAGES: { role: Role; path: (story: Story) => string; name: string }[] = [
  ...[
    paths.admin,
    paths.adminOwners,
    paths.adminStaff,
    paths.adminOrders,
    paths.adminRequests,
    paths.adminEmails,
    paths.adminAudit,
    paths.adminPlacements,
    paths.adminInvoices,
    paths.adminPrices,
    paths.adminFigures,
  ].map((path) => ({ role: "operator" as const, path: () => path, name: path })),
  {
    role: "operator",
    path: (story) => adminAccountDetailPath("pharmacy_owner", story.ownerId),
    name: "an owner's details in the console",
  },
  {
    role: "operator",
    path: (story) => adminAccountDetailPath("pharmacist", story.staffId),
    name: "a staff member's details in the console",
  },
  ...[paths.account, paths.accountProfile, paths.accountPlacements, paths.jobSearch].map(
    (path) => ({ role: "staff" as const, path: () => path, name: path }),
  ),
  ...[paths.account, paths.accountPlacements, paths.jobCreate].map((path) => ({
    role: "owner" as const,
    path: () => path,
    name: path,
  })),
];

for (const { role, path, name } of PAGES) {
  test(`${name} (${role}) fits every width from 320 to 1920 px, also with a reader's text spacing, and axe finds nothing on a phone`, async ({
    pageOf,
    story,
  }) => {
    const page = await pageOf(role);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path(story));
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFitsEveryWidth(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await expectNoAxeViolations(page);
    await addReadersTextSpacing(page);
    await expectFitsEveryWidth(page, { condition: "with a reader's text spacing", words: false });
  });
}
