import type { TestProject } from "vitest/node";
import { bundleServer } from "./built-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server bundled once for this run (testing/server-process.ts starts it), or "". */
    serverBundle: string;
  }
}

let removeBundle: (() => Promise<void>) | undefined;

/**
 * Vitest's global set-up: the server bundled once per run, as `npm run build` bundles it,
 * for the tests that start server processes (testing/server-process.ts). A start from
 * the sources let tsx compile about 300 files in each process; the bundle starts without
 * that.
 */
export async function setup(project: TestProject): Promise<void> {
  const built = await bundleServer();
  removeBundle = built.remove;
  project.provide("serverBundle", built.bundle);
}

export async function teardown(): Promise<void> {
  await removeBundle?.();
}
