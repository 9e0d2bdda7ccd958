// How a server process is started, wherever it is started (`npm start`, the soak bench;
// deploy/systemd/apostaff@.service repeats them): Node flags and environment that keep
// its memory small (docs/decisions/0068-memory.md, "Twelfth session").

/**
 * A young generation of 4 MB semi-spaces instead of V8's 16: under load the heap's
 * reserve grew less (with the arenas below, RSS 20-24 MB lower on PostgreSQL over 5
 * minutes at 300 requests/s, 4-55 MB on PGlite), p99 unchanged.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];

/**
 * Two malloc arenas: each thread (the database's and the PDF reader's, libuv's pool) got
 * arenas of its own that held freed memory. A setting already made wins.
 */
export function serverEnvironment(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}
