// `npm start`: builds the site and server when the sources (or the build settings)
// changed since the last build, then runs the server (which applies the database
// migrations itself). Two starts at once build once (scripts/build.mjs).
import { build } from "./build.mjs";
import { runChild } from "./run-child.mjs";

try {
  await build({ ifChanged: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

runChild(process.execPath, ["--enable-source-maps", "build/server/main.mjs"]);
