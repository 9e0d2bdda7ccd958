import { paths } from "../../domain/paths";

/** The login page's parameter naming where to go after logging in. */
export const RETURN_PARAM = "weiter";

/**
 * A path of this site to go to after logging in, or undefined. Only "/" followed by no
 * second slash or backslash and no whitespace: anything else could lead to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : undefined;
}

/** The login page, returning to `path` afterwards (an alert mail's offer link). */
export function loginReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}
