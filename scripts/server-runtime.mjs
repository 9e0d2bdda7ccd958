// How a server process is started, wherever it is started (`npm start`, the benches;
// deploy/systemd/apostaff@.service repeats them): Node flags and environment that keep
// its memory small and level (docs/decisions/0068-memory.md, "Thirteenth session").

/**
 * - `--max-semi-space-size=4`: a young generation of 4 MB semi-spaces instead of 16.
 * - `--max-old-space-size=384`: far above what the server holds (50-70 MB), but below
 *   V8's 2 GB default it makes the heap grow by about 1.35x its live size after a full
 *   collection instead of up to 4x: under the soak the heap's reserve stayed at 64 MB
 *   instead of growing to 125.
 * - `--wasm-num-compilation-tasks=1`: the embedded database's WebAssembly is optimised
 *   by one background task at a time. Several at once each held a compiler zone of their
 *   own, freed afterwards but kept by malloc: 30 MB more for the process's life.
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=4",
  "--max-old-space-size=384",
  "--wasm-num-compilation-tasks=1",
];

/**
 * One malloc arena for all threads (main, the database's, the PDF reader's, V8's
 * compilers, libuv's pool): each arena kept what its thread had freed; with two the
 * embedded database's server held 23 MB more. A setting already made wins.
 */
export function serverEnvironment(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "1" };
}
