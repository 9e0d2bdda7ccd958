// Types of build.mjs (plain JavaScript: `npm start` runs it without tsx).
type Step = [command: string, args: string[]];
export const LOCK_FILE: string;
export const BUILD_STEPS: Step[];
export function acquireBuildLock(root?: string, log?: (line: string) => void): Promise<() => void>;
export function build(options?: {
  root?: string;
  ifChanged?: boolean;
  steps?: Step[];
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<"built" | "current">;
