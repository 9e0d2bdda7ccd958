import { createRequire } from "node:module";

/**
 * Every German postcode in use (package german-postal-codes, a JSON list). Server-side
 * only: the list is 50 KB, so the site asks the API instead of shipping it.
 */
const require = createRequire(import.meta.url);
const known = new Set<string>(require("german-postal-codes") as string[]);

export function isKnownPostcode(value: string): boolean {
  return known.has(value.trim());
}
