import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { outboxEmails } from "../db/schema";
import { claimJobSlot, releaseJobSlot } from "../jobs/job-lease";
import { composeEmail } from "../mail/email-layout";
import { enqueueEmail } from "../mail/outbox";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const TOKEN = "prometheus-token-0123456789";

/** The value of one sample line, e.g. `metric{label="x"} 3`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(testDatabaseKinds)("/metrics on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, {
      trustProxy: true,
      metrics: { allow: ["127.0.0.1", "10.9.0.0/16"], token: TOKEN },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ url: "/metrics", ...options });

  it("answers only allowed addresses and the token's bearer, never because of X-Forwarded-For", async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: "10.9.3.4" })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: "::ffff:10.9.3.4" })).statusCode).toBe(200);
    const outsider = "203.0.113.9";
    const refused = await scrape({ remoteAddress: outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Forbidden" });
    expect(
      (await scrape({ remoteAddress: outsider, headers: { "x-forwarded-for": "127.0.0.1" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await scrape({ remoteAddress: outsider, headers: { authorization: "Bearer wrong" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await scrape({ remoteAddress: outsider, headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(200);
  });

  it("treats a request through a proxy on this machine as one from outside (issue 26 item 5)", async () => {
    // A same-host proxy connects from loopback; what gives it away is what it adds.
    const proxied: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=203.0.113.9;proto=https" },
      { "x-real-ip": "203.0.113.9" },
      { "x-forwarded-host": "www.apostaff.example" },
      { via: "1.1 proxy" },
      { host: "www.apostaff.example" },
      { host: "10.0.0.11:3000" },
      { host: "localhost.apostaff.example" },
    ];
    for (const headers of proxied) {
      const answer = await scrape({ headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toEqual({ message: "Forbidden" });
    }
    // The scraper on this machine, by any loopback name.
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "localhost"]) {
      expect((await scrape({ headers: { host } })).statusCode, host).toBe(200);
    }
    // The token's bearer is let in however it came.
    const bearer = { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "203.0.113.9" };
    expect((await scrape({ headers: bearer })).statusCode).toBe(200);
  });

  it("answers only the canonical path, so no spelling slips past a proxy rule", async () => {
    for (const url of ["/%6detrics", "/%6Detrics", "/metric%73", "/%6d%65trics"]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ message: "Not found" });
    }
    // Other spellings are the site's pages (503 here: the tests have no site build).
    for (const url of ["/metrics/", "//metrics", "/%2Fmetrics", "/METRICS", "/metrics;x"]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).not.toBe(200);
      expect(answer.body, url).not.toContain("apostaff_");
    }
    expect((await app.inject({ url: "/metrics?x=1" })).statusCode).toBe(200);
  });

  it("shows each job's last success from the start: 0, then its time (issue 33 item 7)", async () => {
    const gauge = /^apostaff_job_last_success_timestamp_seconds\{job="([^"]+)"\} (\S+)$/gm;
    const before = [...(await scrape()).body.matchAll(gauge)];
    expect(before.length).toBeGreaterThan(5);
    expect(before.every((match) => match[2] === "0")).toBe(true);
    const job = before[0]?.[1] as string;
    const holder = "metrics-test";
    expect(
      await claimJobSlot(database.db, { name: job, slot: new Date(), holder, leaseMs: 60_000 }),
    ).toBe(true);
    await releaseJobSlot(database.db, { name: job, holder });
    const after = sample(
      (await scrape()).body,
      `apostaff_job_last_success_timestamp_seconds{job="${job}"}`,
    );
    expect(Math.abs((after ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });

  it("counts answers and latency by route pattern, and reads the outbox", async () => {
    await app.inject({ url: "/healthz" });
    await app.inject({ url: "/healthz" });
    await app.inject({
      url: "/api/account/documents/download?id=00000000-0000-4000-8000-000000000000",
    });
    await app.inject({ url: "/no/such/page/12345" });
    for (const status of ["pending", "pending", "failed"] as const) {
      const id = await enqueueEmail(
        database.db,
        composeEmail("metrics@example.org", "test-mail", "Betreff", {
          heading: "Hallo",
          paragraphs: ["Text"],
        }),
      );
      if (status === "failed") {
        await database.db
          .update(outboxEmails)
          .set({ status: "failed" })
          .where(eq(outboxEmails.id, id));
      }
    }
    const answer = await scrape();
    expect(answer.headers["content-type"]).toContain("text/plain");
    const text = answer.body;
    expect(
      sample(text, 'apostaff_http_requests_total{method="GET",route="/healthz",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'apostaff_http_requests_total{method="GET",route="/api/account/documents/download",status="401"}',
      ),
    ).toBe(1);
    // An address is counted by its route's pattern, never as itself: the label set stays bounded.
    // (In a label: a sample's value, such as CPU seconds, may hold those digits by chance.)
    expect(text).not.toMatch(/\{[^}]*12345[^}]*\}/);
    expect(
      sample(text, 'apostaff_http_request_duration_seconds_count{method="GET",route="/healthz"}'),
    ).toBe(2);
    expect(sample(text, "apostaff_outbox_pending_mails")).toBe(2);
    expect(sample(text, "apostaff_outbox_failed_mails")).toBe(1);
    expect(sample(text, "apostaff_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("process_resident_memory_bytes");
    if (kind.name === "postgres") {
      expect(sample(text, 'apostaff_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });
});
