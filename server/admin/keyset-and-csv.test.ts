import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { csvStream, listRows } from "./admin-list";
import { SEARCH_NEAREST_ROWS } from "./lists/invoice-list";
import { emailList } from "./lists/mail-and-audit-lists";

/**
 * The long console lists page by keyset and their CSV is a stream
 * (docs/decisions/0062-keyset-pages-and-streams.md).
 */
describe.each(testDatabaseKinds)("keyset pages and streamed CSV on $name", (kind) => {
  const ctx = useOperatorApp(kind, { operator: { email: `op-keyset-${kind.name}@x.example` } });
  const asAdmin = async (url: string) => {
    const response = await ctx.app.inject({ method: "GET", url, headers: { cookie: ctx.admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  interface Page {
    items: { id: string; recipient: string }[];
    total: number;
    total_exact: boolean;
    next?: string | null;
  }
  const pageOf = async (url: string) => (await asAdmin(url)).json() as Page;

  /** `count` sent mails whose subject holds `marker`; a third share one instant, to the microsecond. */
  async function seedMails(marker: string, count: number) {
    await ctx.database.db.execute(sql`
      insert into outbox_emails (template, recipient, subject, text, html, status, created_at)
      select 'keyset-test', 'p' || n || '@x.example', ${marker} || ' ' || n, 't', '<p>t</p>', 'sent',
        timestamptz '2026-03-01 10:00:00.000001+00' + (case when n % 3 = 0 then 0 else n end) * interval '1 microsecond'
      from generate_series(1, ${count}) as n`);
  }

  it("pages a long list by keyset: every row once, in order, ties and microseconds included", async () => {
    const marker = `keyset${kind.name}`;
    await seedMails(marker, 47);
    const seen: Page["items"] = [];
    let after: string | null | undefined;
    let pages = 0;
    do {
      const page = await pageOf(
        `/api/admin/emails?q=${marker}&per_page=10${after ? `&after=${after}` : ""}`,
      );
      if (pages === 0) {
        expect(page.total).toBe(47);
        expect(page.total_exact).toBe(true);
      } else {
        // A following page counts nothing.
        expect(page.total_exact).toBe(false);
      }
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items);
      after = page.next;
      pages += 1;
    } while (after && pages < 20);
    expect(pages).toBe(5);
    expect(new Set(seen.map((item) => item.id)).size).toBe(47);
    // Newest first, the id deciding between equal instants: the same order as one query.
    const ordered = (
      (await ctx.database.db.execute(sql`select id from outbox_emails
        where subject like ${`${marker} %`} order by created_at desc, id desc`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    expect(seen.map((item) => item.id)).toEqual(ordered.map((row) => row.id));

    // Sorted by another column, ascending: the same.
    const ascending: string[] = [];
    after = undefined;
    do {
      const page = await pageOf(
        `/api/admin/emails?q=${marker}&sort=recipient&dir=asc&per_page=20${after ? `&after=${after}` : ""}`,
      );
      ascending.push(...page.items.map((item) => item.recipient));
      after = page.next;
    } while (after);
    expect(ascending).toHaveLength(47);
    expect(ascending).toEqual([...ascending].sort());
  });

  it("streams a CSV larger than any page or batch, one batch in memory at a time", async () => {
    const marker = `stream${kind.name}`;
    // More rows than the 10,000 a CSV held before it was streamed.
    await seedMails(marker, 10_050);
    const response = await asAdmin(`/api/admin/emails/csv?q=${marker}`);
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    const lines = response.body.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(10_051);
    expect(new Set(lines).size).toBe(10_051);

    // The stream reads batch by batch as it is consumed: after its first chunk it has
    // asked for one batch, not the whole result.
    const limits: number[] = [];
    const counting: typeof emailList = {
      ...emailList,
      fetch: (db, query, window) => {
        limits.push(window.limit);
        return emailList.fetch(db, query, window);
      },
    };
    const query = emailList.query.parse({ q: marker });
    const stream = csvStream(ctx.database.db, counting, query, 100);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    expect(limits.length).toBeLessThanOrEqual(2);
    await stream.destroy();

    let batches = 0;
    let rows = 0;
    for await (const batch of listRows(ctx.database.db, emailList, query, 1000)) {
      expect(batch.length).toBeLessThanOrEqual(1000);
      batches += 1;
      rows += batch.length;
    }
    expect(rows).toBe(10_050);
    expect(batches).toBe(11);
  });

  it("finds a search's invoices wherever they stand in the list, page by page, in the list's order", async () => {
    // More invoices than a search's page first looks through (SEARCH_NEAREST_ROWS); the
    // marked buyer has the 3 newest and the 60 oldest, far behind those.
    const marker = `gesucht${kind.name}`;
    const count = SEARCH_NEAREST_ROWS + 100;
    await ctx.database.db.execute(sql`
      insert into invoices (number, issue_date, due_date, service_start, service_end, buyer, seller,
        lines, net_cents, vat_cents, gross_cents, issued_by, pdf, created_at)
      select 'KS-' || n, date '2026-03-01', date '2026-03-15', date '2026-02-01', date '2026-02-28',
        jsonb_build_object('name', case when n <= 60 or n > ${count - 3} then 'Apotheke ' || ${marker}
          else 'Apotheke Sonstwo' end, 'email', 'kasse' || n || '@x.example'),
        '{}'::jsonb, '[]'::jsonb, 100, 19, 119, 'test', '\\x00'::bytea,
        timestamptz '2026-03-01 10:00:00+00' + n * interval '1 minute'
      from generate_series(1, ${count}) as n`);
    const expected = async (like: string, orderBy: string) =>
      (
        (await ctx.database.db.execute(
          sql`select id from invoices where buyer->>'name' like ${like} order by ${sql.raw(orderBy)}`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => row.id);
    const pages = async (query: string) => {
      const ids: string[] = [];
      let after: string | null | undefined;
      let first: { total: number; total_exact: boolean } | undefined;
      do {
        const page = (
          await asAdmin(`/api/admin/invoices?${query}&per_page=50${after ? `&after=${after}` : ""}`)
        ).json() as {
          items: { id: string }[];
          total: number;
          total_exact: boolean;
          next?: string | null;
        };
        first ??= page;
        ids.push(...page.items.map((item) => item.id));
        after = page.next;
        // 63 matches are two pages; a page that repeats would go on for ever.
      } while (after && ids.length < 200);
      return { ids, total: first?.total, exact: first?.total_exact };
    };

    // Newest first: 3 matches among the rows looked through first, 60 behind them.
    const marked = await pages(`q=${marker}`);
    expect(marked).toEqual({
      ids: await expected(`%${marker}`, "created_at desc, id desc"),
      total: 63,
      exact: true,
    });
    // By number, ascending: another order, the same rows.
    const byNumber = await pages(`q=${marker}&sort=number&dir=asc`);
    expect(byNumber.ids).toEqual(await expected(`%${marker}`, "number asc, id asc"));
    // A word every invoice has: the first page comes from the rows looked through first.
    const first = (await asAdmin("/api/admin/invoices?q=apotheke&per_page=50")).json() as {
      items: { id: string }[];
    };
    expect(first.items.map((item) => item.id)).toEqual(
      (await expected("Apotheke %", "created_at desc, id desc")).slice(0, 50),
    );
  });
});
