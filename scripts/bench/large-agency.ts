/**
 * The "large agency" part of `npm run bench` (issue 29): every console and account
 * endpoint answering on the seeded large agency (`npm run seed -- --size large`), p50 and
 * p95 of sequential requests, on PostgreSQL and on PGlite. Targets (docs/decisions/0052-large-agency.md): p95 under 150 ms on PostgreSQL, 300 ms on PGlite; the figures page
 * under 500 ms on PostgreSQL (issue 30).
 *
 * BENCH_LARGE_DATABASE_URL names the seeded PostgreSQL database, BENCH_LARGE_DATA_DIR the
 * seeded PGlite folder; a database that is not set is skipped with how to make it.
 */
import { SEED_ADMIN_EMAIL, SEED_PASSWORD } from "../../server/db/seed/seed";
import { builtPublicUrl } from "../../server/http/site-manifest";
import { startServerProcess } from "../../server/testing/server-process";

const ROUNDS = Number(process.env.BENCH_LARGE_ROUNDS ?? 20);
const PORT = 3650;

interface Session {
  cookie: string;
}

async function login(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: builtPublicUrl() },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie };
}

async function getJson(base: string, session: Session, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const firstId = async (base: string, session: Session, path: string) => {
  const page = (await getJson(base, session, path)) as { items: { id: string; email?: string }[] };
  const item = page.items[0];
  if (!item) throw new Error(`${path}: empty`);
  return item;
};

/** The endpoints to time, by who asks; ids are found on the seeded data first. */
async function endpoints(base: string, admin: Session) {
  const owner = await firstId(
    base,
    admin,
    "/api/admin/owners?status=active&sort=created_at&dir=asc&per_page=1",
  );
  const staff = await firstId(
    base,
    admin,
    "/api/admin/staff?status=active&sort=created_at&dir=asc&per_page=1",
  );
  const published = (await getJson(base, admin, "/api/admin/search-orders?status=published")) as {
    orders: { id: string }[];
  };
  const order = published.orders[0];
  if (!order) throw new Error("no published order");
  const courier = await firstId(base, admin, "/api/admin/courier-requests?per_page=1");
  // Second pages of the keyset lists (docs/decisions/0062): where "Weitere laden" goes on.
  const after = async (path: string) => {
    const page = (await getJson(base, admin, path)) as { next?: string | null };
    return page.next ?? "";
  };
  const emailsAfter = await after("/api/admin/emails");
  const auditAfter = await after("/api/admin/audit-log");
  const ordersAfter = await after("/api/admin/search-orders");
  const ownerSession = await login(base, owner.email ?? "");
  const staffSession = await login(base, staff.email ?? "");
  const ownerOrders = (await getJson(base, ownerSession, "/api/search-orders")) as {
    orders: { id: string }[];
  };
  const ownerPlacements = (await getJson(base, ownerSession, "/api/placements")) as {
    placements: { id: string; status: string }[];
  };
  const ownerPlacement = ownerPlacements.placements.find((p) => p.status !== "cancelled");
  if (!ownerOrders.orders[0] || !ownerPlacement) throw new Error("the owner has no orders");
  const year = new Date().getFullYear();
  return [
    ...[
      "/api/admin/overview",
      "/api/admin/work",
      "/api/admin/owners",
      "/api/admin/owners?q=m%C3%BCller",
      "/api/admin/staff",
      "/api/admin/staff?q=schmidt",
      "/api/admin/staff?status=inactive",
      "/api/admin/search-orders",
      "/api/admin/search-orders?status=published",
      `/api/admin/search-orders?after=${ordersAfter}`,
      `/api/admin/search-orders/${order.id}/candidates`,
      "/api/admin/placements",
      "/api/admin/billable-orders",
      "/api/admin/invoices",
      "/api/admin/invoices?status=open",
      "/api/admin/invoices?status=overdue",
      "/api/admin/invoices?q=RE-2024",
      "/api/admin/price-lists",
      "/api/admin/emails",
      "/api/admin/emails?q=mueller",
      "/api/admin/emails?status=failed",
      `/api/admin/emails?after=${emailsAfter}`,
      "/api/admin/audit-log",
      "/api/admin/audit-log?action=order.accept",
      `/api/admin/audit-log?after=${auditAfter}`,
      "/api/admin/audit-log?q=betrieb1",
      `/api/admin/audit-log?from=${year}-01-01&to=${year}-01-31`,
      "/api/admin/courier-requests",
      "/api/admin/courier-requests?status=new",
      "/api/admin/courier-requests?q=apotheke",
      "/api/admin/cleaning-requests",
      // A request looked up by its address (requests have no detail route).
      `/api/admin/courier-requests?q=${encodeURIComponent(courier.email ?? "")}`,
      `/api/admin/accounts/detail?id=${owner.id}`,
      `/api/admin/accounts/detail?id=${staff.id}`,
      `/api/admin/documents?user_id=${staff.id}`,
      "/api/admin/figures",
      `/api/admin/figures?period=year&from=${year - 1}-06-01`,
      `/api/admin/figures?period=custom&from=${year - 9}-01-01&to=${year}-06-30&region=DE-NW`,
      // Ten years without a filter (the most rows), and a quarter of one profession.
      `/api/admin/figures?period=custom&from=${year - 9}-01-01&to=${year}-06-30`,
      `/api/admin/figures?period=quarter&from=${year}-07-01&profession=PTA`,
    ].map((path) => ({ who: "operator", session: admin, path })),
    ...[
      "/api/auth/me",
      "/api/account",
      "/api/search-orders",
      // One placement (orders have no detail route; this was a 404).
      `/api/placements/${ownerPlacement.id}/calendar`,
      "/api/placements",
      "/api/account/invoices",
      "/api/account/prices",
    ].map((path) => ({ who: "owner", session: ownerSession, path })),
    ...["/api/account", "/api/applications", "/api/placements", "/api/arbeitsangebote-suchen"].map(
      (path) => ({ who: "staff", session: staffSession, path }),
    ),
  ];
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Times every endpoint on one database; a row per endpoint: [path, p50, p95]. */
async function timeDatabase(env: Record<string, string>): Promise<Map<string, [number, number]>> {
  const server = await startServerProcess(
    // The site's own address as built (a server refuses another), reached on 127.0.0.1.
    { ...env, LOG_LEVEL: "error", PUBLIC_URL: builtPublicUrl() },
    { port: PORT },
  );
  const figures = new Map<string, [number, number]>();
  try {
    // A first start on a large database may build new indexes (migrations) first.
    await server.ready(900_000);
    const base = server.url();
    const admin = await login(base, SEED_ADMIN_EMAIL);
    for (const { who, session, path } of await endpoints(base, admin)) {
      const times: number[] = [];
      const failures = new Set<number>();
      for (let round = 0; round < ROUNDS + 2; round += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { cookie: session.cookie } });
        await response.arrayBuffer();
        // A failure (503: the statement budget cut it) counts as slow as it took, and is named.
        if (!response.ok) failures.add(response.status);
        if (round >= 2) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const name = `${who.padEnd(8)} ${path}${failures.size ? ` (answered ${[...failures].join(", ")})` : ""}`;
      figures.set(name, [percentile(times, 0.5), percentile(times, 0.95)]);
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export async function largeAgencyReport(): Promise<string[]> {
  const databases: [string, Record<string, string> | undefined][] = [
    [
      "PostgreSQL",
      process.env.BENCH_LARGE_DATABASE_URL
        ? { DATABASE_URL: process.env.BENCH_LARGE_DATABASE_URL }
        : undefined,
    ],
    [
      "PGlite",
      process.env.BENCH_LARGE_DATA_DIR
        ? { DATA_DIR: process.env.BENCH_LARGE_DATA_DIR, DATABASE_URL: "" }
        : undefined,
    ],
  ];
  const lines = [
    `\nLarge agency (npm run seed -- --size large), ${ROUNDS} sequential requests each, ms:`,
  ];
  const results: Map<string, [number, number]>[] = [];
  for (const [name, env] of databases) {
    if (!env) {
      lines.push(
        `  ${name}: skipped. Seed it once (minutes) and name it: ${
          name === "PGlite"
            ? "DATA_DIR=/tmp/large npm run seed -- --size large; BENCH_LARGE_DATA_DIR=/tmp/large"
            : "createdb large; DATABASE_URL=postgres://…/large npm run seed -- --size large; BENCH_LARGE_DATABASE_URL=postgres://…/large"
        }`,
      );
      results.push(new Map());
      continue;
    }
    results.push(await timeDatabase(env));
  }
  const keys = [...new Set(results.flatMap((result) => [...result.keys()]))];
  const cell = (value: [number, number] | undefined) =>
    value
      ? `${value[0].toFixed(0).padStart(6)} ${value[1].toFixed(0).padStart(6)}`
      : `${"-".padStart(6)} ${"-".padStart(6)}`;
  lines.push(
    `${"endpoint".padEnd(70)} ${"PG p50".padStart(6)} ${"p95".padStart(6)} ${"PGlite p50".padStart(10)} ${"p95".padStart(6)}`,
  );
  for (const key of keys) {
    lines.push(`${key.padEnd(70)} ${cell(results[0]?.get(key))}     ${cell(results[1]?.get(key))}`);
  }
  lines.push(
    "Targets: p95 < 150 ms on PostgreSQL, < 300 ms on PGlite; figures < 500 ms on PostgreSQL.",
  );
  return lines;
}
