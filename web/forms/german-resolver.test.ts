import { describe, expect, it } from "vitest";
import { z } from "zod";
import { germanResolver } from "./german-resolver";

describe("germanResolver", () => {
  it("translates message keys and leaves the field's element alone", async () => {
    // A DOM element links back to itself (parent, document, …); a stand-in that does:
    const element: Record<string, unknown> = { name: "email" };
    element.self = element;
    const resolver = germanResolver(
      z.object({ email: z.string().min(1, { error: "email.invalid" }) }),
    );
    const result = await resolver({ email: "" }, undefined, {
      fields: { email: { ref: element as never, name: "email" } },
      shouldUseNativeValidation: false,
    } as never);
    expect(result.errors.email?.message).toBe("Bitte geben Sie eine gültige E-Mail an");
    expect(result.errors.email?.ref).toBe(element);
  });
});
