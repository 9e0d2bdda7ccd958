// Bundles the server into build/server/main.mjs (npm packages stay external) and puts
// the SQL migrations and the embedded database's thread beside it, where the code looks
// for them. Tests that start many processes bundle into a folder of their own.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Writes the bundle and its companions into `outDir`; answers the bundle's path. */
export async function buildServer(outDir = "build/server") {
  await rm(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, "main.mjs");
  await build({
    entryPoints: ["server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // The postcode directory, read beside the bundle (server/postcodes).
  await cp("server/postcodes/postcodes-de.tsv", path.join(outDir, "postcodes-de.tsv"));
  await cp("server/db/migrations", path.join(outDir, "migrations"), { recursive: true });
  // The embedded database's thread, found beside the bundle (server/db/embedded).
  await cp("server/db/embedded/pglite-thread.mjs", path.join(outDir, "pglite-thread.mjs"));
  await cp("server/db/embedded/pglite-init.mjs", path.join(outDir, "pglite-init.mjs"));
  // The PDF reader's thread, found beside the bundle (server/storage/pdf-check.ts).
  await cp("server/storage/pdf-thread.mjs", path.join(outDir, "pdf-thread.mjs"));
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildServer();
  console.log("server bundle written to build/server/main.mjs");
}
