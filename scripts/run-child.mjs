// Runs a child process in the foreground and ends this process the way the child ended,
// so a supervisor set to restart on failure sees a crash of the child as one.
import { spawn } from "node:child_process";

const FORWARDED_SIGNALS = ["SIGTERM", "SIGINT"];

/**
 * Spawns `command` with the terminal attached, passes stop signals on (so the child
 * can finish its requests and close its database), and exits with the child's code; a
 * child killed by a signal ends this process by the same signal.
 */
export function runChild(command, args) {
  const child = spawn(command, args, { stdio: "inherit" });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child.on("exit", (code, signal) => {
    if (code !== null) process.exit(code);
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    // Die the same death; SIGKILL and SIGSEGV cannot be caught, the others are not now.
    process.kill(process.pid, signal ?? "SIGTERM");
  });
  child.on("error", (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  return child;
}
