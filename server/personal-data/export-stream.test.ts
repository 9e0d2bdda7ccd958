import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../testing/accounts";
import { exportOf } from "../testing/data-export";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { EXPORT_BATCH_ROWS, exportSections } from "./export-sections";

/**
 * The data export streams the sections that grow with the years: read in batches,
 * written as they are read (docs/decisions/0062-keyset-pages-and-streams.md).
 */
describe.each(testDatabaseKinds)("the data export as a stream on $name", (kind) => {
  const ctx = useTestApp(kind);

  it("reads a person's years of mails in batches and exports every one, in order", async () => {
    const { database, app } = ctx;
    const owner = await seedUser(database.db);
    const count = EXPORT_BATCH_ROWS * 2 + 37;
    // Many mails at one instant: the batches must neither skip nor repeat one.
    await database.db.execute(sql`
      insert into outbox_emails (template, recipient, subject, text, html, status, created_at)
      select 'export-test', ${owner.email}, 'Mail ' || n, 't', '<p>t</p>', 'sent',
        timestamptz '2025-01-01 08:00:00+00' + (n / 7) * interval '1 second'
      from generate_series(1, ${count}) as n`);

    const mails = exportSections.find((section) => section.name === "mails");
    const sizes: number[] = [];
    for await (const batch of mails?.batches?.(database.db, {
      id: owner.id,
      email: owner.email,
      role: owner.role,
    }) ?? []) {
      sizes.push(batch.length);
    }
    expect(sizes).toEqual([EXPORT_BATCH_ROWS, EXPORT_BATCH_ROWS, 37]);

    const { data } = await exportOf(app, await loginCookie(app, owner.email));
    const subjects = (data.mails as { subject: string; template: string }[])
      .filter((mail) => mail.template === "export-test")
      .map((mail) => mail.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    // The other sections are still there around the streamed ones.
    expect(data.profile).toBeTruthy();
    expect(Array.isArray(data.audit)).toBe(true);
    expect(Array.isArray(data.files)).toBe(true);
  });
});
