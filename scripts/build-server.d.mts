// Types of build-server.mjs (plain JavaScript: the build runs it without tsx).
export function buildServer(outDir?: string): Promise<string>;
