import path from "node:path";
import { describe, expect, it } from "vitest";
import { backwardsImport, importEdges, layerViolations } from "./import-layers";

const root = path.resolve(import.meta.dirname, "..");

describe("import layers", () => {
  it("has no backwards import in web/, domain/ or server/", () => {
    expect(layerViolations(root)).toEqual([]);
  });

  it("sees the imports it checks, type-only ones included", () => {
    const edges = importEdges(root);
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "server/app.ts", to: "domain/paths" }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "server/app.ts", to: "server/route-context" }),
    );
  });

  it("refuses each backwards direction and route files importing app.ts", () => {
    expect(backwardsImport({ from: "domain/fields.ts", to: "web/lib/dates" })).toBeDefined();
    expect(backwardsImport({ from: "domain/fields.ts", to: "server/config" })).toBeDefined();
    expect(backwardsImport({ from: "server/app.ts", to: "web/routes" })).toBeDefined();
    expect(backwardsImport({ from: "web/root.tsx", to: "server/config" })).toBeDefined();
    expect(backwardsImport({ from: "server/routes/auth.ts", to: "server/app" })).toBeDefined();
    expect(backwardsImport({ from: "server/main.ts", to: "server/app" })).toBeUndefined();
    expect(
      backwardsImport({ from: "server/routes/auth.test.ts", to: "server/app" }),
    ).toBeUndefined();
    expect(backwardsImport({ from: "web/root.tsx", to: "domain/paths" })).toBeUndefined();
    expect(backwardsImport({ from: "server/app.ts", to: "domain/paths" })).toBeUndefined();
  });

  it("lets the site take the API contract's types, never its zod code", () => {
    const edge = { from: "web/lib/api.ts", to: "domain/api/routes" };
    expect(backwardsImport({ ...edge, typeOnly: true })).toBeUndefined();
    expect(backwardsImport({ ...edge, typeOnly: false })).toBeDefined();
    expect(
      backwardsImport({
        from: "server/routes/auth.ts",
        to: "domain/api/accounts",
        typeOnly: false,
      }),
    ).toBeUndefined();
    const edges = importEdges(root);
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "web/lib/api.ts", to: "domain/api/routes", typeOnly: true }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "server/app.ts", to: "domain/paths", typeOnly: false }),
    );
  });
});
