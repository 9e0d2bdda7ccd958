import { getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { entryLabel, primaryKeyOf, propertyOf, schemaTables } from "../testing/schema-tables";
import { exportSections } from "./export-sections";
import { personalDataRegistry, tablesWithoutPersonalData } from "./registry";

// The registry's static checks against the schema; the story of one person's data
// exported and deleted is export-and-deletion.test.ts.
describe("the registry of personal data", () => {
  it("has an entry for every foreign key to an account", () => {
    const references = schemaTables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((key) => key.reference())
        .filter((reference) => getTableName(reference.foreignTable) === "users")
        .map((reference) => ({ table, column: reference.columns[0]! })),
    );
    expect(references.length).toBeGreaterThan(10);
    const missing = references
      .filter(({ column }) => !personalDataRegistry.some((entry) => entry.references === column))
      .map(({ table, column }) => `${getTableName(table)}.${column.name}`);
    expect(missing, "register these in server/personal-data/registry.ts").toEqual([]);
  });

  it("knows every table: registered, or said to hold no personal data", () => {
    const registered = new Set(personalDataRegistry.map((entry) => getTableName(entry.table)));
    const unknown = schemaTables
      .map((table) => getTableName(table))
      .filter((name) => !registered.has(name) && !(name in tablesWithoutPersonalData));
    expect(unknown, "register these in server/personal-data/registry.ts").toEqual([]);
    const both = Object.keys(tablesWithoutPersonalData).filter((name) => registered.has(name));
    expect(both).toEqual([]);
  });

  it("names export sections that exist and columns of the entry's own table", () => {
    const sections = new Set(exportSections.map((section) => section.name));
    for (const entry of personalDataRegistry) {
      if ("section" in entry.export)
        expect(sections, entryLabel(entry)).toContain(entry.export.section);
      if ("key" in entry.export) propertyOf(entry.table, entry.export.key);
      if ("key" in entry.console) propertyOf(entry.table, entry.console.key);
      if (entry.references) propertyOf(entry.table, entry.references);
      expect(primaryKeyOf(entry.table).length, entryLabel(entry)).toBeGreaterThan(0);
    }
  });
});
