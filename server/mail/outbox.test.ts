import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { outboxEmails } from "../db/schema";
import { testDatabaseKinds } from "../testing/test-database";
import { composeEmail, renderEmailBody } from "./email-layout";
import { enqueueEmail, renderQueuedEmail } from "./outbox";

const email = composeEmail("owner@example.org", "test-mail", "Ihre Anfrage <bei> apostaff", {
  heading: "Guten Tag & willkommen",
  paragraphs: ["Zeile eins\nZeile zwei", '- Punkt eins\n- Punkt "zwei"'],
  button: { label: "Öffnen", url: "http://localhost:3000/x?a=1&b=<2>" },
  note: "Der Link gilt 24 Stunden.",
  details: [
    ["Apotheke", "Apotheke am Dom"],
    ["Nachricht", "Erste Zeile\nZweite Zeile – mit Umlauten: äöü ß"],
  ],
});

describe.each(testDatabaseKinds)("outbox rows on $name", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const row = async (id: string) => {
    const [found] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  };

  it("stores a mail's content, not its rendering, and renders it as composed", async () => {
    const stored = await row(await enqueueEmail(database.db, email));
    expect(stored).toMatchObject({ body: email.body, html: null, text: null });
    expect(renderQueuedEmail(stored)).toEqual(renderEmailBody(email.subject, email.body));
  });

  it("passes a row queued before migration 0008 (html and text, no body) through", async () => {
    const [legacy] = await database.db
      .insert(outboxEmails)
      .values({
        template: "legacy-mail",
        recipient: "legacy@example.org",
        subject: "Alt",
        html: "<p>Alt</p>",
        text: "Alt",
      })
      .returning({ id: outboxEmails.id });
    const stored = await row(legacy!.id);
    expect(stored.body).toBeNull();
    expect(renderQueuedEmail(stored)).toEqual({ html: "<p>Alt</p>", text: "Alt" });
  });

  it.each([
    ["neither a body nor html and text", {}],
    ["html without text", { html: "<p>Nur HTML</p>" }],
  ])("refuses a row with %s", async (_case, content) => {
    await expect(
      database.db
        .insert(outboxEmails)
        .values({ template: "t", recipient: "r@example.org", subject: "s", ...content }),
    ).rejects.toThrow();
  });
});
