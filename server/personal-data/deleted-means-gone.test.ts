import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { recordAudit } from "../audit/record-audit";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { compactDatabase, drizzleRunner } from "../db/compaction";
import { backupEmbeddedDatabase } from "../db/embedded-backup";
import {
  outboxEmails,
  pharmacyBranches,
  pharmacyProfiles,
  staffProfiles,
  userDocuments,
} from "../db/schema";
import { deleteFarewellMails, FAREWELL_TEMPLATES } from "../jobs/retention";
import { createFileStorage } from "../storage/database-file-storage";
import { freshAddress, loginCookie, PASSWORD, pdfBytes, seedUser } from "../testing/accounts";
import { seedStaff } from "../testing/job-board";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** Every file under `folder` (WAL, TOAST, indexes, free space maps) whose bytes hold `word`. */
async function filesHolding(folder: string, words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) continue;
    for (const word of words) if (bytes.includes(word)) found.push(`${word} in ${file}`);
  }
  return found;
}

/** A certificate whose text names where and when the person was born. */
function certificateWith(text: string): Buffer {
  const pdf = pdfBytes(300_000);
  pdf.write(text, pdf.indexOf("stream\n") + 7, "latin1");
  return pdf;
}

describe("deleted means gone from the embedded database's files and its backups", () => {
  let folder: string;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "apostaff-deleted-means-gone-"));
    database = await openDatabase({
      dataDir: path.join(folder, "data"),
      templatePath: inject("pgliteTemplate"),
    });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  });

  it("a deleted owner's and staff member's words are in no file after the compaction, nor in a new backup", async () => {
    const db = database.db;
    const storage = createFileStorage(db);
    const tag = Math.random().toString(36).slice(2, 8);
    const words = {
      staffName: `Wolkenstein${tag}`,
      birthPlace: `Quakenbrueck${tag}`,
      birthDate: `geboren am 17.03.1984 ${tag}`,
      vatId: `DE9${tag.replace(/\D/g, "7").padEnd(8, "3").slice(0, 8)}`,
      ownerName: `Quandtmeyer${tag}`,
      pharmacy: `Silberreiher-Apotheke ${tag}`,
      branch: `Filiale Reiherstieg ${tag}`,
    };

    const staff = await seedStaff(db, "Apotheker/in", {
      storage,
      name: { firstName: "Severin", lastName: words.staffName },
    });
    await db
      .update(staffProfiles)
      .set({ vatId: words.vatId })
      .where(eq(staffProfiles.userId, staff.id));
    const certificate = await storage.save(
      Readable.from([certificateWith(`Geburtsort: ${words.birthPlace}, ${words.birthDate}`)]),
    );
    await db.insert(userDocuments).values({
      userId: staff.id,
      kind: "certificate",
      storageKey: certificate.key,
      originalName: "approbation.pdf",
      contentType: "application/pdf",
      byteSize: certificate.byteSize,
    });

    const owner = await seedUser(db, {
      role: "pharmacy_owner",
      salutation: "Mrs",
      firstName: "Ottilie",
      lastName: words.ownerName,
    });
    await db.insert(pharmacyProfiles).values({
      userId: owner.id,
      pharmacyName: words.pharmacy,
      street: "Domkloster",
      streetNumber: "4",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["ADG"],
    });
    await db.insert(pharmacyBranches).values({
      ownerId: owner.id,
      name: words.branch,
      street: "Ring",
      streetNumber: "1",
      postalCode: "50672",
      city: "Köln",
      state: "DE-NW",
      phone: "+49 221 1",
      wwsSoftware: ["CIDA"],
    });
    // The operators' log of the changes: it keeps the entries, without the person's data.
    await recordAudit(db, staff, {
      action: "profile.update",
      targetType: "user",
      targetId: staff.id,
      details: { changes: { vatId: { from: "DE123456789", to: words.vatId } } },
    });
    await recordAudit(db, owner, {
      action: "branch.create",
      targetType: "pharmacy_branch",
      targetId: owner.id,
      details: { name: words.branch, city: "Köln" },
    });
    const all = [...Object.values(words), staff.email, owner.email];
    const live = path.join(folder, "data", "pglite");
    // Each word is on disk once the checkpoint has written the pages.
    await database.execute("checkpoint");
    const before = (await filesHolding(live, all)).join("\n");
    expect(all.filter((word) => !before.includes(`${word} in `))).toEqual([]);

    for (const person of [staff, owner]) {
      // A failed login and a session: the audit log and the sessions hold the address.
      await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: person.email, password: "Falsch-123" },
        remoteAddress: freshAddress(),
      });
      const cookie = await loginCookie(app, person.email);
      const deleted = await app.inject({
        method: "POST",
        url: "/api/account/delete",
        payload: { password: PASSWORD },
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(200);
    }
    // The deletion's confirmation names the person until it is sent and its job runs.
    await db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: new Date() })
      .where(inArray(outboxEmails.template, [...FAREWELL_TEMPLATES]));
    expect(await deleteFarewellMails(db, new Date())).toBe(2);
    // The rows are gone, their bytes are not (a plain VACUUM would not remove them either).
    expect(await filesHolding(live, all)).not.toEqual([]);

    const compacted = await compactDatabase(drizzleRunner(db), "pglite");
    expect(compacted.tables).toEqual(
      expect.arrayContaining(["users", "stored_file_chunks", "pharmacy_branches", "audit_log"]),
    );
    expect(await filesHolding(live, all)).toEqual([]);
    // A second run finds nothing changed but its own settings row.
    expect((await compactDatabase(drizzleRunner(db), "pglite")).tables).toEqual(["app_settings"]);

    await app.close();
    await database.close();
    expect(await filesHolding(live, all)).toEqual([]);
    const backup = path.join(folder, "apostaff.tar.gz");
    await backupEmbeddedDatabase(path.join(folder, "data"), backup);
    const archive = gunzipSync(await readFile(backup));
    expect(all.filter((word) => archive.includes(word))).toEqual([]);
    expect(archive.includes(tag)).toBe(false);
  }, 180_000);
});

describe.each(testDatabaseKinds.filter((kind) => kind.name === "postgres"))(
  "the compaction on $name",
  (kind) => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await kind.open();
    });
    afterAll(() => database.close());

    it("vacuums the tables that changed since its last run", async () => {
      const owner = await seedUser(database.db, { role: "pharmacy_owner" });
      await database.db.delete(pharmacyProfiles).where(eq(pharmacyProfiles.userId, owner.id));
      await compactDatabase(drizzleRunner(database.db), "postgres");
      await database.execute(`delete from users where id = '${owner.id}'`);
      // Each connection of the pool reports its statistics within a second or so.
      const vacuumed = new Set<string>();
      for (let attempt = 0; attempt < 20 && !vacuumed.has("users"); attempt++) {
        const { tables, walSwitches } = await compactDatabase(
          drizzleRunner(database.db),
          "postgres",
        );
        expect(walSwitches).toBeUndefined();
        for (const table of tables) vacuumed.add(table);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect([...vacuumed]).toContain("users");
    });
  },
);
