import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteUnreferencedFiles, UNREFERENCED_FILE_MS } from "../jobs/housekeeping";
import { createFileStorage } from "../storage/database-file-storage";
import { StoredFileNotFound } from "../storage/file-storage";
import { loginCookie, PASSWORD, pdfBytes } from "../testing/accounts";
import { daysFromNow, seedOwner, seedStaff } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** The staff member's invoice copy of a placement: who uploads it, when, and who sees it. */
describe.each(testDatabaseKinds)("invoice copies on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock may have aged the shared session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
  });

  it("takes the staff member's invoice copy as PDF from the first day, and the operator sees what is missing", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    let staffCookie = story.staff;
    const upload = async (content: Buffer, name: string) => {
      const form = new FormData();
      form.append("invoice_copy", new Blob([new Uint8Array(content)]), name);
      const response = new Response(form);
      return ctx.app.inject({
        method: "POST",
        url: `/api/placements/${story.placementId}/invoice-copy`,
        headers: {
          cookie: staffCookie,
          "content-type": response.headers.get("content-type")!,
        },
        payload: Buffer.from(await response.arrayBuffer()),
      });
    };
    const pdf = pdfBytes();
    expect((await upload(pdf, "rechnung.pdf")).statusCode).toBe(409);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(5)}T10:00:00Z`));
    const operator = await loginCookie(ctx.app, ctx.adminEmail);
    staffCookie = await loginCookie(ctx.app, story.staffUser.email);
    const work = (await ctx.call(operator, "GET", "/api/admin/work")).json();
    expect(
      work.invoiceCopiesMissing.some((row: { id: string }) => row.id === story.placementId),
    ).toBe(true);
    const notPdf = await upload(Buffer.from("GIF89a not a pdf"), "rechnung.pdf");
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().message).toBe("Only PDF files are allowed");
    const owner = await ctx.call(
      await loginCookie(ctx.app, story.ownerUser.email),
      "GET",
      `/api/placements/${story.placementId}/invoice-copy`,
    );
    expect(owner.statusCode).toBe(403);
    const saved = await upload(pdf, "rechnung.pdf");
    expect(saved.statusCode).toBe(201);
    const after = (await ctx.call(operator, "GET", "/api/admin/work")).json();
    expect(
      after.invoiceCopiesMissing.some((row: { id: string }) => row.id === story.placementId),
    ).toBe(false);
    const download = await ctx.call(
      operator,
      "GET",
      `/api/placements/${story.placementId}/invoice-copy`,
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("does not list a copy as missing whose staff member deleted the account: it can never come", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(5)}T10:00:00Z`));
    const operator = await loginCookie(ctx.app, ctx.adminEmail);
    const listed = async () => {
      const work = (await ctx.call(operator, "GET", "/api/admin/work")).json();
      const missing = (
        await ctx.call(operator, "GET", "/api/admin/placements?invoiceCopyMissing=1")
      )
        .json()
        .placements.map((row: { id: string }) => row.id);
      return {
        work: work.invoiceCopiesMissing.some((row: { id: string }) => row.id === story.placementId),
        list: missing.includes(story.placementId),
      };
    };
    expect(await listed()).toEqual({ work: true, list: true });
    // After the last day the staff member may delete the account.
    const staff = await loginCookie(ctx.app, story.staffUser.email);
    const deleted = await ctx.call(staff, "POST", "/api/account/delete", { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await listed()).toEqual({ work: false, list: false });
  });

  it("answers another account's invoice-copy requests 'not found', and the placement's owner why not", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    const url = `/api/placements/${story.placementId}/invoice-copy`;
    const form = new FormData();
    form.append("invoice_copy", new Blob([new Uint8Array(pdfBytes())]), "rechnung.pdf");
    const body = new Response(form);
    const upload = async (cookie: string) =>
      ctx.app.inject({
        method: "POST",
        url,
        headers: { cookie, "content-type": body.headers.get("content-type")! },
        payload: Buffer.from(await body.clone().arrayBuffer()),
      });
    const strangerOwner = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    const strangerStaff = await loginCookie(
      ctx.app,
      (await seedStaff(ctx.database.db, "PTA")).email,
    );
    for (const stranger of [strangerOwner, strangerStaff]) {
      for (const response of [await upload(stranger), await ctx.call(stranger, "GET", url)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe("Placement not found");
      }
    }
    // The placement's own owner: the copy is the staff member's to upload.
    for (const response of [await upload(story.owner), await ctx.call(story.owner, "GET", url)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        "The invoice copy is uploaded by the placement's staff member; only they and the agency see it",
      );
    }
  });

  it("keeps a placement's invoice copy when the hourly sweep removes the files nobody refers to", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(5)}T10:00:00Z`));
    const staffCookie = await loginCookie(ctx.app, story.staffUser.email);
    const form = new FormData();
    form.append("invoice_copy", new Blob([new Uint8Array(pdfBytes())]), "rechnung.pdf");
    const body = new Response(form);
    const saved = await ctx.app.inject({
      method: "POST",
      url: `/api/placements/${story.placementId}/invoice-copy`,
      headers: { cookie: staffCookie, "content-type": body.headers.get("content-type")! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(saved.statusCode).toBe(201);
    // A copy whose placement row was never written: the process died in between.
    const storage = createFileStorage(ctx.database.db);
    const leftBehind = await storage.save(Readable.from([Buffer.from("%PDF-1.7")]));

    await deleteUnreferencedFiles(ctx.database.db, new Date(Date.now() + 2 * UNREFERENCED_FILE_MS));
    const download = await ctx.call(
      await loginCookie(ctx.app, ctx.adminEmail),
      "GET",
      `/api/placements/${story.placementId}/invoice-copy`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(storage.read(leftBehind.key)).rejects.toBeInstanceOf(StoredFileNotFound);
  });
});
