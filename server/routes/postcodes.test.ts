import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds.slice(0, 1))("postcode lookup API", (kind) => {
  const ctx = useTestApp(kind);

  it("answers place and federal state, 404 for an unknown postcode, 422 for no postcode", async () => {
    const known = await ctx.app.inject("/api/postcodes/50937");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ postcode: "50937", city: "Köln", state: "DE-NW" });
    const unknown = await ctx.app.inject("/api/postcodes/99999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This postal code does not exist" });
    expect((await ctx.app.inject("/api/postcodes/abc")).statusCode).toBe(422);
  });
});
