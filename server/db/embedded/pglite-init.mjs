// Creates a new embedded database in the folder given as the first argument, in a
// process of its own (docs/decisions/0068-memory.md): PGlite's initdb starts a second
// PostgreSQL in WebAssembly, whose memory (about 500 MB) the process would keep for its
// whole life. Plain JavaScript, found beside the server bundle like pglite-thread.mjs.
import { PGlite } from "@electric-sql/pglite";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: pglite-init.mjs <folder>");
  process.exit(2);
}
const database = new PGlite({ dataDir: folder });
await database.waitReady;
await database.close();
