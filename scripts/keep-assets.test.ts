import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { KEPT_BUILDS, keepAssets, keptAssetsDir } from "./keep-assets.mjs";

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

/** A client build whose assets are `names` (each file's content is its name). */
async function buildWith(names: string[]) {
  const assets = path.join(root, "build", "client", "assets");
  await rm(path.join(root, "build"), { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  for (const name of names) await writeFile(path.join(assets, name), name);
}

describe("kept assets of earlier builds (issue 33 item 2)", () => {
  it("keeps every file of the last three builds and removes older ones", async () => {
    root = await mkdtemp(path.join(tmpdir(), "apostaff-kept-"));
    const folder = path.join(root, "kept");
    const builds = [
      ["entry-a1.js", "style-s1.css", "shared-x.js"],
      ["entry-a2.js", "style-s1.css", "shared-x.js"],
      ["entry-a3.js", "style-s3.css", "shared-x.js"],
      ["entry-a4.js", "style-s3.css", "shared-x.js", "entry-a4.js.br"],
    ];
    for (const [index, names] of builds.entries()) {
      await buildWith(names);
      keepAssets({ root, folder, builtAt: new Date(Date.UTC(2026, 10, 27, index)) });
    }
    expect(KEPT_BUILDS).toBe(3);
    const kept = (await readdir(folder)).sort();
    // Build 1's own file is gone; what builds 2-4 use stays, shared files once.
    expect(kept).toEqual(
      [
        "builds.json",
        "entry-a2.js",
        "entry-a3.js",
        "entry-a4.js",
        "entry-a4.js.br",
        "shared-x.js",
        "style-s1.css",
        "style-s3.css",
      ].sort(),
    );
    expect(await readFile(path.join(folder, "entry-a2.js"), "utf8")).toBe("entry-a2.js");
    const record = JSON.parse(await readFile(path.join(folder, "builds.json"), "utf8"));
    expect(record.map((build: { builtAt: string }) => build.builtAt)).toEqual([
      "2026-11-27T01:00:00.000Z",
      "2026-11-27T02:00:00.000Z",
      "2026-11-27T03:00:00.000Z",
    ]);
  });

  it("does nothing without a client build, and finds its folder like the server", async () => {
    root = await mkdtemp(path.join(tmpdir(), "apostaff-kept-"));
    expect(keepAssets({ root, folder: path.join(root, "kept") })).toBe(0);
    expect(existsSync(path.join(root, "kept"))).toBe(false);
    expect(keptAssetsDir({ DATA_DIR: "/var/lib/apostaff" }, root)).toBe(
      "/var/lib/apostaff/kept-assets",
    );
    expect(keptAssetsDir({ KEPT_ASSETS_DIR: "shared" }, root)).toBe(path.join(root, "shared"));
    expect(keptAssetsDir({}, root)).toBe(path.join(root, "data", "kept-assets"));
  });
});
