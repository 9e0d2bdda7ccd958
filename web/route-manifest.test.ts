import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import routes from "./routes";

/** The address of every page in the route table (layouts add none; the catch-all is not one). */
function pagePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? ["/"] : entry.path && entry.path !== "*" ? [entry.path] : [];
    return [
      ...own.map((path) => (path.startsWith("/") ? path : `/${path}`)),
      ...pagePaths(entry.children ?? []),
    ];
  });
}

// The build prerenders only the manifest's list and the server answers only those files:
// a page missing from the list answers 404 in production while every dev test passes.
describe("the prerender list and the route table", () => {
  it("prerender every page of the route table, and nothing that is not one", async () => {
    const pages = pagePaths(await routes);
    expect(
      [...prerenderedPaths].filter((path) => path !== NOT_FOUND_PRERENDER_PATH).sort(),
    ).toEqual([...new Set(pages)].sort());
  });

  it("prerender the not-found page the server answers with", () => {
    expect(prerenderedPaths).toContain(NOT_FOUND_PRERENDER_PATH);
  });
});
