// Types of deploy-rolling.mjs (plain JavaScript: it runs on the server without tsx).
export interface Instance {
  host: string;
  port: number;
}
export function parseInstance(text: string): Instance;
export function waitForReady(instance: Instance, timeoutMs: number): Promise<boolean>;
export function rollingDeploy(options: {
  instances: Instance[];
  stop: (instance: Instance) => Promise<void>;
  start: (instance: Instance) => Promise<void>;
  readyTimeoutMs?: number;
  settleMs?: number;
  log?: (line: string) => void;
}): Promise<void>;
