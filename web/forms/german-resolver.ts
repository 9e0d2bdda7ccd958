import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { messagesDe } from "../../domain/messages/de";
import { translate } from "../../domain/validation";

type FieldErrorTree = { message?: unknown; [key: string]: unknown };

function isPlainTree(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

function translateTree(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's DOM element: walking into it never ends.
    if (key === "ref" || !isPlainTree(value)) continue;
    const error = value as FieldErrorTree;
    if (typeof error.message === "string") error.message = translate(error.message, messagesDe);
    translateTree(error as Record<string, unknown>);
  }
}

/**
 * react-hook-form resolver for a domain schema: the schema speaks in message keys, the
 * form shows the German text of each key (domain/messages/de.ts).
 */
export function germanResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateTree(result.errors as Record<string, unknown>);
    return result;
  };
}
