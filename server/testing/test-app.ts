import { Writable } from "node:stream";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";

/** Configuration for tests: quiet logs, no site build unless a test provides one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" },
    { siteDir: "/nonexistent/site", jobsEnabled: false, ...overrides },
  );
}

export async function buildTestApp(database: DatabaseHandle, overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

/** The app with its log captured line by line, as production writes it. */
export async function buildAppWithLog(
  database: DatabaseHandle,
  config: Config = testConfig({ logLevel: "info" }),
) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return { app, lines };
}
