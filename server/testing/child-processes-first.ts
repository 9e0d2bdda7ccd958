import { readFileSync } from "node:fs";
import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * A test file that starts servers or other programs as child processes: it spends most
 * of its 10-70 s waiting for them, so it should start early while other files use the
 * cores. Recognised by what it imports, so a new such file needs no list.
 */
const STARTS_CHILD_PROCESSES =
  /from "(node:child_process|[./]+testing\/(server-process|built-server|nginx|private-postgres))"/;

function startsChildProcesses(file: TestSpecification): boolean {
  return STARTS_CHILD_PROCESSES.test(readFileSync(file.moduleId, "utf8"));
}

/**
 * Vitest's order (projects one after another; by earlier durations, else by size), with
 * the files that start child processes first in each project. A clean clone has no
 * earlier durations, and sorted by size the longest of them (server/main.test.ts, 36 s)
 * started last and kept one worker busy alone at the end of CI's run.
 */
export class ChildProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project.name === project);
      const waiting = own.filter(startsChildProcesses);
      return [...waiting, ...own.filter((file) => !waiting.includes(file))];
    });
  }
}
