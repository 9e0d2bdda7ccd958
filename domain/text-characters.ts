/**
 * Characters no form field may hold: NUL and the other control characters except tab,
 * line feed and carriage return, and UTF-16 surrogate halves without their partner
 * (what a broken client or a fuzzer sends; PostgreSQL refuses NUL with an error, and a
 * lone surrogate would be stored as U+FFFD). In "u" mode a surrogate pair is one code
 * point, so the class matches only a half on its own.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

export function isCleanText(value: string): boolean {
  return !FORBIDDEN_CHARACTERS.test(value);
}

/**
 * The paths of every string in `value` (an object, array or string, as JSON or a query
 * string arrives) that holds a forbidden character; keys are checked as well.
 */
export function uncleanTextPaths(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "string") {
    if (!isCleanText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      uncleanTextPaths(item, [...path, index], found);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) found.push([...path, key]);
      else uncleanTextPaths(item, [...path, key], found);
    }
  }
  return found;
}
