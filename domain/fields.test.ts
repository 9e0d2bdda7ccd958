import { describe, expect, it } from "vitest";
import { withCountryPrefix } from "./fields";

describe("withCountryPrefix", () => {
  it.each([
    ["0221 123", "+49221 123"],
    [" 0170-1234567 ", "+49170-1234567"],
    ["221 123", "+49221 123"],
    // Only one trunk 0 is dropped; the rest is what the person typed.
    ["00221 123", "+490221 123"],
    ["0", "+49"],
  ])("%j -> %j", (national, international) => {
    expect(withCountryPrefix(national)).toBe(international);
  });
});
