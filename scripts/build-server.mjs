// Bundles the server into build/server/main.mjs (npm packages stay external) and puts
// the SQL migrations and the embedded database's thread beside it, where the code looks
// for them.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("build/server", { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The postcode directory, read beside the bundle (server/postcodes).
await cp("server/postcodes/postcodes-de.tsv", "build/server/postcodes-de.tsv");
await cp("server/db/migrations", "build/server/migrations", { recursive: true });
// The embedded database's thread, found beside the bundle (server/db/embedded).
await cp("server/db/embedded/pglite-thread.mjs", "build/server/pglite-thread.mjs");
// The PDF reader's thread, found beside the bundle (server/storage/pdf-check.ts).
await cp("server/storage/pdf-thread.mjs", "build/server/pdf-thread.mjs");
console.log("server bundle written to build/server/main.mjs");
