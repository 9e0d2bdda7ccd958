import { describe, expect, it } from "vitest";
import { branchSchema } from "./account-settings";
import { germanPhoneField, withCountryPrefix } from "./fields";
import { messagesDe } from "./messages/de";
import { fieldErrors } from "./validation";

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

describe("a pharmacy's or branch's phone on /konto", () => {
  it("takes the national number with its area code, as the registration does, and stores +49", () => {
    expect(germanPhoneField().parse("0221 4201234")).toBe("+49221 4201234");
    expect(germanPhoneField().parse(" +49 221 4201234 ")).toBe("+49 221 4201234");
    const branch = branchSchema.safeParse({
      pharmacy_name: "Apotheke am Ring",
      street: "Hohenzollernring",
      street_number: "12",
      postal_code: "50672",
      city: "Köln",
      phone: "0221 4201234",
      wws_software: ["ADG"],
    });
    expect(branch.success && branch.data.phone).toBe("+49221 4201234");
  });

  it("still refuses what is neither, with the field's German message", () => {
    const refused = (phone: string) => {
      const result = branchSchema.pick({ phone: true }).safeParse({ phone });
      return result.success ? {} : fieldErrors(result.error, messagesDe);
    };
    expect(refused("221 4201234")).toEqual({ phone: [messagesDe["phone.prefix"]] });
    expect(refused("0221 42x")).toEqual({ phone: [messagesDe["phone.digitsOnly"]] });
    expect(refused("")).toEqual({ phone: [messagesDe["phone.required"]] });
  });
});
