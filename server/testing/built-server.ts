import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildServer } from "../../scripts/build-server.mjs";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../http/site-manifest";

export interface BuiltServer {
  /** The folder a process runs in: build/server (the bundle) and build/client below. */
  root: string;
  bundle: string;
  remove(): Promise<void>;
}

/**
 * The server bundled as `npm run build` does (scripts/build-server.mjs), in a folder of
 * its own below node_modules/.cache (so the bundle finds the packages): it starts in
 * seconds, where tsx compiles the sources for each process. Tests that start many
 * processes use it.
 */
export async function bundleServer(): Promise<BuiltServer> {
  const root = path.resolve(
    "node_modules/.cache/apostaff-test-builds",
    randomBytes(6).toString("hex"),
  );
  const bundle = await buildServer(path.join(root, "build", "server"));
  return { root, bundle, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A small prerendered site in `root`/build (what the client build and postbuild write):
 * a home page and the not-found page, each loading `assets`, which are written too.
 */
export async function writeSite(
  root: string,
  { publicUrl, assets }: { publicUrl: string; assets: Record<string, string> },
): Promise<void> {
  const client = path.join(root, "build", "client");
  await rm(client, { recursive: true, force: true });
  await mkdir(path.join(client, "assets"), { recursive: true });
  const scripts = Object.keys(assets)
    .map((name) => `<script type="module" src="/assets/${name}"></script>`)
    .join("");
  const page = (title: string) =>
    `<!doctype html><html lang="de"><head><title>${title}</title>${scripts}</head><body><h1>${title}</h1></body></html>`;
  await writeFile(path.join(client, "index.html"), page("Startseite"));
  await writeFile(path.join(client, "404.html"), page("Nicht gefunden"));
  for (const [name, content] of Object.entries(assets)) {
    await writeFile(path.join(client, "assets", name), content);
  }
  const manifest: SiteManifest = {
    pages: { "/": { file: "index.html", scriptHashes: [] } },
    notFound: { file: "404.html", scriptHashes: [] },
    publicUrl,
  };
  await writeFile(path.join(root, "build", SITE_MANIFEST_FILE), JSON.stringify(manifest));
}
