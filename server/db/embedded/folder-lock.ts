import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Another process has the embedded database open. */
export class EmbeddedFolderInUse extends Error {
  override name = "EmbeddedFolderInUse";
}

/** True while a process with this id runs (one of another user's answers EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Makes this process the only one with the embedded database of `dataDir`: PGlite serves
 * one process, and a second one on the same folder (`npm start` twice, `npm run
 * admin:create` beside a running server) would corrupt it. The lock is a file with the
 * holder's process id; a lock whose process is gone (a crash, SIGKILL) is taken over.
 * Answers the release, to call once the database is closed.
 */
export function lockEmbeddedFolder(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    } catch {
      // Removed meanwhile: try again.
    }
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new EmbeddedFolderInUse(
        `The embedded database in ${dataDir} is in use by process ${holder}: stop that ` +
          `server first (or, if no server runs, delete ${file})`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new EmbeddedFolderInUse(`Could not lock the embedded database in ${dataDir}`);
}
