// `npm start`: reads .env when there is one, builds the site and server when the sources
// (or the build settings) changed since the last build, then runs the server (which
// applies the database migrations itself). Two starts at once build once
// (scripts/build.mjs).
import { existsSync } from "node:fs";
import { build } from "./build.mjs";
import { runChild } from "./run-child.mjs";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server-runtime.mjs";

// Settings already in the environment win over the file (docs/operations.md, "Settings").
if (existsSync(".env")) process.loadEnvFile(".env");

// A trial run on this machine: production refuses to start without PUBLIC_URL
// (server/config.ts), but with neither HOST nor a proxy set, this server listens on
// loopback and nobody else reaches it, so localhost is the true public address. Any
// HOST, a proxy, or NODE_ENV other than production is left to the server's own checks.
const { env } = process;
const trialRun =
  !env.PUBLIC_URL &&
  !env.HOST &&
  (!env.TRUST_PROXY || env.TRUST_PROXY === "false") &&
  (env.NODE_ENV || "production") === "production";
if (trialRun) {
  env.PUBLIC_URL = `http://localhost:${env.PORT || 3000}`;
  env.HOST = "127.0.0.1";
  console.log(
    `PUBLIC_URL is not set: serving ${env.PUBLIC_URL} to this machine only. ` +
      "For a site others visit, set PUBLIC_URL (docs/operations.md).",
  );
}

try {
  await build({ ifChanged: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

Object.assign(process.env, serverEnvironment());
runChild(process.execPath, [...SERVER_NODE_FLAGS, "--enable-source-maps", "build/server/main.mjs"]);
