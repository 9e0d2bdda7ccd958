// Types of server-runtime.mjs (plain JavaScript: `npm start` runs it without tsx).
export const SERVER_NODE_FLAGS: string[];
export function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
