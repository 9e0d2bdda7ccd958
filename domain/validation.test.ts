import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import { FORM_LEVEL_FIELD, fieldErrors, messageList, translate } from "./validation";

const schema = z.object({
  first_name: z.string().min(1, { error: "firstName.required" }),
  tags: z
    .array(z.string({ error: "wwsSoftware.required" }))
    .min(1, { error: "wwsSoftware.required" }),
  age: z.number(),
});

function errorOf(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error;
}

describe("translate", () => {
  it("gives the text of a key in the chosen catalogue", () => {
    expect(translate("firstName.required", messagesDe)).toBe("Vorname ist erforderlich");
    expect(translate("firstName.required", messagesEn)).toBe("First name is required");
  });

  it("falls back to the generic text for anything that is not a key", () => {
    expect(translate("Invalid input: expected number", messagesDe)).toBe("Ungültige Eingabe");
    expect(translate("toString", messagesEn)).toBe("Invalid input");
  });
});

describe("fieldErrors", () => {
  it("groups by the first path segment, translated and each text once", () => {
    const error = errorOf({ first_name: "", tags: [1, 2], age: 3 });
    expect(fieldErrors(error, messagesDe)).toEqual({
      first_name: ["Vorname ist erforderlich"],
      tags: ["Bitte wählen Sie mindestens ein Programm aus."],
    });
  });

  it("puts an issue about the whole value under the form-level name", () => {
    expect(fieldErrors(errorOf(null), messagesEn)).toEqual({
      [FORM_LEVEL_FIELD]: ["Invalid input"],
    });
  });
});

describe("messageList", () => {
  it("lists every text once, in issue order", () => {
    const error = errorOf({ first_name: "", tags: [1, 2], age: "x" });
    expect(messageList(error, messagesEn)).toEqual([
      "First name is required",
      "WWS software is required and must be one of the available options",
      "Invalid input",
    ]);
  });
});
