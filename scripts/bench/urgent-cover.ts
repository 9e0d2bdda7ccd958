/**
 * Part of `npm run bench` (PostgreSQL only): the time from "publish" to the last offer
 * queued, delivered (mail in the outbox) and sent (accepted by an SMTP server) for 5,000
 * eligible staff (issue 27; docs/decisions/0056-urgent-cover-offers.md). Goal: under 60 s.
 * The staff are seeded in bulk, the app runs as main.ts builds it (offer worker, mailer)
 * against a loopback SMTP sink; the order starts tomorrow, so nobody waits for the
 * favourites' head start.
 *   node --import tsx scripts/bench/urgent-cover.ts   (with TEST_DATABASE_URL set)
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { applyMigrations } from "../../server/db/migrate";
import { orderOffers, searchOrderPeriods, searchOrders, users } from "../../server/db/schema";
import { advanceOrder } from "../../server/job-board/operator-actions";
import { SmtpSink } from "../../server/testing/smtp-sink";

const STAFF = Number(process.env.BENCH_URGENT_STAFF ?? 5000);
const GOAL_SECONDS = 60;

async function onAdmin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export async function urgentCoverReport(baseUrl: string): Promise<string[]> {
  const name = `bench_urgent_${process.pid}`;
  await onAdmin(baseUrl, `drop database if exists ${name} with (force)`);
  await onAdmin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const sink = new SmtpSink();
  const smtpUrl = await sink.start();
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await applyMigrations(database);
    const { db } = database;
    // Everyone in bulk: active Apotheker/innen in Köln with a certificate and every
    // weekday available, offers by mail (no push device), cap 5.
    const seeded = performance.now();
    await db.execute(sql`
      insert into users (id, email, password_hash, role, status, first_name, last_name)
      select md5('bench-staff-' || n)::uuid, 'staff-' || n || '@bench.example', 'x',
        'pharmacist', 'active', 'Vera', 'Vertretung ' || n
      from generate_series(1, ${STAFF}) as n`);
    await db.execute(sql`
      insert into staff_profiles (user_id, profession, street, street_number, postal_code, city,
        wws_software, experience_since)
      select md5('bench-staff-' || n)::uuid, 'Apotheker/in', 'Ring', '1', '50667', 'Köln',
        array['ADG'], '2010-01-01'
      from generate_series(1, ${STAFF}) as n`);
    await db.execute(sql`
      insert into user_documents (user_id, kind, storage_key, original_name, content_type, byte_size)
      select md5('bench-staff-' || n)::uuid, 'certificate', 'bench-' || n, 'zeugnis.pdf',
        'application/pdf', 2048
      from generate_series(1, ${STAFF}) as n`);
    await db.execute(sql`
      insert into staff_availability (user_id, weekdays, travel_km, offer_channel, daily_offer_cap)
      select md5('bench-staff-' || n)::uuid, '{1,2,3,4,5,6,7}', 50, 'mail', 5
      from generate_series(1, ${STAFF}) as n`);
    const [owner] = await db
      .insert(users)
      .values({
        email: "owner@bench.example",
        passwordHash: "x",
        role: "pharmacy_owner",
        status: "active",
        firstName: "Olga",
        lastName: "Offizin",
      })
      .returning();
    const [operator] = await db
      .insert(users)
      .values({
        email: "operator@bench.example",
        passwordHash: "x",
        role: "admin",
        status: "active",
        firstName: "Otto",
        lastName: "Operator",
      })
      .returning();
    const [order] = await db
      .insert(searchOrders)
      .values({
        ownerId: owner!.id,
        status: "accepted",
        type: "Vertretungsangebot",
        role: "Apotheker/in",
        workingHours: "8:00–18:30",
        street: "Domkloster 4",
        postalCode: "50667",
        city: "Köln",
        state: "DE-NW",
        wwsSoftware: ["ADG"],
      })
      .returning();
    const tomorrow = addDaysToIsoDate(todayIsoDate(), 1);
    await db
      .insert(searchOrderPeriods)
      .values({ orderId: order!.id, startDate: tomorrow, endDate: tomorrow });
    const seedSeconds = (performance.now() - seeded) / 1000;

    const config = loadConfig(
      { NODE_ENV: "production", LOG_LEVEL: "silent", SMTP_URL: smtpUrl },
      { siteDir: "/nonexistent/site", jobsEnabled: true },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const started = performance.now();
      await advanceOrder(
        db,
        config,
        { ...operator!, sessionId: randomUUID() },
        order!.id,
        "publish",
        "published",
      );
      const queued = (performance.now() - started) / 1000;
      let delivered: number | undefined;
      let sent: number | undefined;
      const deadline = started + 10 * 60_000;
      while (performance.now() < deadline && sent === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (delivered === undefined) {
          const [pending] = await db
            .select({ n: count() })
            .from(orderOffers)
            .where(and(eq(orderOffers.orderId, order!.id), eq(orderOffers.status, "pending")));
          if (pending?.n === 0) delivered = (performance.now() - started) / 1000;
        }
        const arrived = sink.mails.filter((mail) => mail.template === "order-offer").length;
        if (arrived >= STAFF) sent = (performance.now() - started) / 1000;
      }
      const [offers] = await db
        .select({ n: count() })
        .from(orderOffers)
        .where(eq(orderOffers.orderId, order!.id));
      const figure = (seconds: number | undefined) =>
        seconds === undefined ? "not within 10 min" : `${seconds.toFixed(1)} s`;
      return [
        `\nUrgent cover on PostgreSQL: ${STAFF.toLocaleString("en")} eligible staff (seeded in ${seedSeconds.toFixed(1)} s), ${offers?.n ?? 0} offers:`,
        `  publish -> all offers queued ${figure(queued)}, -> delivered (mail in the outbox) ${figure(delivered)}, -> last mail at the SMTP server ${figure(sent)} (goal: < ${GOAL_SECONDS} s)`,
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await sink.stop();
    await onAdmin(baseUrl, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("set TEST_DATABASE_URL or BENCH_DATABASE_URL");
  for (const line of await urgentCoverReport(baseUrl)) console.log(line);
}
