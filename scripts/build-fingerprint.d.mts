// Types of build-fingerprint.mjs (plain JavaScript: `npm start` runs it without tsx).
type Environment = Record<string, string | undefined>;
export const STAMP_FILE: string;
export function buildMode(env?: Environment): string;
export function buildFingerprint(options?: { root?: string; env?: Environment }): string;
export function builtFingerprint(root?: string): string | undefined;
