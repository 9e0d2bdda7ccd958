// Types of keep-assets.mjs (plain JavaScript: the build runs it without tsx).
export const KEPT_BUILDS: number;
export function keptAssetsDir(env?: Record<string, string | undefined>, root?: string): string;
export function keepAssets(options?: { root?: string; folder?: string; builtAt?: Date }): number;
