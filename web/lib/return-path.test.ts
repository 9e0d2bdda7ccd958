import { describe, expect, it } from "vitest";
import { loginReturningTo, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    const path = "/arbeitsangebote-suchen/2?type=Feststelle&location=K%C3%B6ln&angebot=1";
    expect(safeReturnPath(path)).toBe(path);
    expect(safeReturnPath("/")).toBe("/");
  });

  it.each([
    null,
    "",
    "https://example.org/",
    "//example.org/",
    "/\\example.org",
    "/\t/example.org",
    "javascript:alert(1)",
    "arbeitsangebote-suchen",
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it("builds the login address that returns to a path", () => {
    const login = loginReturningTo("/arbeitsangebote-suchen/2?angebot=1&type=Feststelle");
    const url = new URL(login, "http://localhost");
    expect(url.pathname).toBe("/login");
    expect(safeReturnPath(url.searchParams.get("weiter"))).toBe(
      "/arbeitsangebote-suchen/2?angebot=1&type=Feststelle",
    );
  });
});
