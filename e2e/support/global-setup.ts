import { rm } from "node:fs/promises";

/** Every run starts on an empty database. */
export default async function globalSetup() {
  await rm("build/e2e-data", { recursive: true, force: true });
}
