import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workingTimes } from "../brokerage/calendar";
import { calendarFeeds, outboxEmails } from "../db/schema";
import { confirmedStory } from "../testing/placement-test-story";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe("working hours as times", () => {
  it.each([
    ["8:00–18:30", { start: "080000", end: "183000", overnight: false }],
    ["8.30 - 13 Uhr", { start: "083000", end: "130000", overnight: false }],
    ["20:00–8:00", { start: "200000", end: "080000", overnight: true }],
    ["nach Absprache", undefined],
  ])("%s", (text, times) => {
    expect(workingTimes(text)).toEqual(times);
  });
});

describe.each(testDatabaseKinds)("calendar feeds on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  const feedPath = (url: string) => new URL(url).pathname;

  it("gives each side a private, renewable address with the placements as timed events", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/account/calendar" })).statusCode,
    ).toBe(401);
    expect((await ctx.call(ctx.admin, "POST", "/api/account/calendar")).statusCode).toBe(403);
    expect((await ctx.call(story.staff, "GET", "/api/account/calendar")).json()).toEqual({
      active: false,
      created_at: null,
      last_fetched_at: null,
    });

    const made = await ctx.call(story.staff, "POST", "/api/account/calendar");
    expect(made.statusCode).toBe(200);
    const { url, webcal_url } = made.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcal_url).toBe(url.replace("http:", "webcal:"));
    // Only the hash is kept.
    const [row] = await ctx.database.db.select().from(calendarFeeds);
    expect(JSON.stringify(row)).not.toContain(url.split("/").at(-1)?.replace(".ics", ""));

    const feed = await ctx.app.inject({ method: "GET", url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.headers["cache-control"]).toContain("no-store");
    const ics = feed.body;
    const day = story.startDate.replaceAll("-", "");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${day}T080000`);
    expect(ics).toContain(`DTEND;TZID=Europe/Berlin:${day}T183000`);
    expect(ics).toContain("RRULE:FREQ=DAILY;COUNT=3");
    expect(ics).toContain(`UID:${story.placementId}-0@apostaff`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toMatch(/LOCATION:[^\r]*Domkloster 4\\, 50667 Köln/);
    expect(ics).not.toContain("METHOD:");
    expect((await ctx.call(story.staff, "GET", "/api/account/calendar")).json()).toMatchObject({
      active: true,
      last_fetched_at: expect.any(String),
    });

    // The owner's own address shows the same placement.
    const ownerFeed = (await ctx.call(story.owner, "POST", "/api/account/calendar")).json();
    expect((await ctx.app.inject({ method: "GET", url: feedPath(ownerFeed.url) })).body).toContain(
      `UID:${story.placementId}-0@apostaff`,
    );

    // A new address: the old one stops at once.
    const renewed = (await ctx.call(story.staff, "POST", "/api/account/calendar")).json();
    expect(renewed.url).not.toBe(url);
    expect((await ctx.app.inject({ method: "GET", url: feedPath(url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: feedPath(renewed.url) })).statusCode).toBe(
      200,
    );
    // Switched off: gone.
    expect((await ctx.call(story.staff, "DELETE", "/api/account/calendar")).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: feedPath(renewed.url) })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/calendar/not-a-token.ics" })).statusCode,
    ).toBe(404);
  });

  it("shows a cancellation with a raised SEQUENCE, and mails it as METHOD:CANCEL", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    const { url } = (await ctx.call(story.staff, "POST", "/api/account/calendar")).json();
    const cancelled = await ctx.call(
      story.owner,
      "POST",
      `/api/placements/${story.placementId}/cancel`,
      {
        reason: "Kollegin wieder gesund",
        searchAgain: false,
      },
    );
    expect(cancelled.statusCode).toBe(200);
    const ics = (await ctx.app.inject({ method: "GET", url: new URL(url).pathname })).body;
    expect(ics).toContain(`UID:${story.placementId}-0@apostaff`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("STATUS:CANCELLED");

    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.recipient, story.staffUser.email),
          eq(outboxEmails.template, "placement-cancelled"),
        ),
      );
    const [file] = mail?.attachments ?? [];
    expect(file?.contentType).toContain("method=CANCEL");
    const attached = Buffer.from(file?.contentBase64 ?? "", "base64").toString();
    expect(attached).toContain("METHOD:CANCEL");
    expect(attached).toContain("SEQUENCE:1");
    expect(attached).toContain("STATUS:CANCELLED");
    expect(attached).toContain(`UID:${story.placementId}-0@apostaff`);
  });
});
