// Bundles the server into build/server/main.mjs (npm packages stay external) and puts
// the SQL migrations beside it, where server/db/migrate.ts looks for them.
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
await cp("server/db/migrations", "build/server/migrations", { recursive: true });
console.log("server bundle written to build/server/main.mjs");
