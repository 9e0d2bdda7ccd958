import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  backwardsImport,
  importEdges,
  importLoops,
  layerViolations,
  SERVER_FLOORS,
  serverPart,
} from "./import-layers";

const root = path.resolve(import.meta.dirname, "..");
// Read once: parsing every file takes seconds on a busy machine.
const edges = importEdges(root);

describe("import layers", () => {
  it("has no backwards import in web/, domain/ or server/", () => {
    expect(layerViolations(root, edges)).toEqual([]);
  });

  it("sees the imports it checks, type-only ones included", () => {
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
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "web/lib/api.ts", to: "domain/api/routes", typeOnly: true }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "server/app.ts", to: "domain/paths", typeOnly: false }),
    );
  });

  it("has no import loop among the files of server/", () => {
    expect(importLoops(root, edges)).toEqual([]);
  });

  it("finds a loop, also one inside a folder", () => {
    const loop = [
      {
        from: "server/db/client.ts",
        to: "server/db/errors",
        specifier: "./errors",
        typeOnly: true,
      },
      {
        from: "server/db/errors.ts",
        to: "server/db/client",
        specifier: "./client",
        typeOnly: true,
      },
    ];
    expect(importLoops(root, loop)).toEqual([["server/db/client.ts", "server/db/errors.ts"]]);
  });

  it("gives every part of server/ one floor, and names no part that is gone", () => {
    const parts = readdirSync(path.join(root, "server"), { withFileTypes: true })
      .filter((entry) =>
        entry.isDirectory()
          ? readdirSync(path.join(root, "server", entry.name), { recursive: true }).length > 0
          : /^[^.]+\.tsx?$/.test(entry.name),
      )
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => serverPart(`server/${entry.name}${entry.isDirectory() ? "/x.ts" : ""}`));
    const declared = SERVER_FLOORS.flat();
    expect(new Set(declared).size).toBe(declared.length);
    expect([...parts].sort()).toEqual([...declared].sort());
  });

  it("refuses an import up the floors or across one floor inside server/", () => {
    const up = backwardsImport({ from: "server/mail/outbox.ts", to: "server/auth/require-role" });
    expect(up).toBe("server/auth is above server/mail (SERVER_FLOORS)");
    const across = backwardsImport({
      from: "server/job-board/owner-orders.ts",
      to: "server/placements/own-placements",
    });
    expect(across).toBe(
      "server/placements is on the same floor as server/job-board (SERVER_FLOORS)",
    );
    expect(
      backwardsImport({ from: "server/config.ts", to: "server/billing/company" }),
    ).toBeDefined();
    expect(backwardsImport({ from: "server/newfolder/a.ts", to: "server/db/client" })).toBe(
      "server/newfolder has no floor in SERVER_FLOORS",
    );
    expect(
      backwardsImport({ from: "server/billing/a.ts", to: "server/routes/auth.test" }),
    ).toBeDefined();
    // Down the floors, inside one part, and any import of a test.
    expect(
      backwardsImport({
        from: "server/billing/order-invoice.ts",
        to: "server/brokerage/order-records",
      }),
    ).toBeUndefined();
    expect(
      backwardsImport({ from: "server/mail/outbox.ts", to: "server/mail/email-layout" }),
    ).toBeUndefined();
    expect(
      backwardsImport({ from: "server/config.ts", to: "server/company-settings" }),
    ).toBeUndefined();
    expect(
      backwardsImport({ from: "server/db/client.test.ts", to: "server/testing/test-app" }),
    ).toBeUndefined();
  });
});
