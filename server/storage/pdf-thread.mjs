// The PDF structure check's own thread (server/storage/pdf-check.ts). PDF.js's Node build
// replaces built-ins of the realm that loads it (JSON.stringify, Array.prototype.push,
// Promise.withResolvers, ...) with slower polyfills; here they stay in this thread
// instead of slowing every request of the server. Plain JavaScript, so the same file
// runs from the source tree and beside the server bundle. Once PDF.js has loaded it says
// "loaded"; then it gets one file at a time and answers each: Uint8Array -> boolean
// (readable).
import { parentPort } from "node:worker_threads";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

/** True when PDF.js can open the file and read its first page. Nothing is rendered. */
async function readsFirstPage(bytes) {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    return document.numPages > 0 && (await document.getPage(1)) !== undefined;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

// Static imports load first: a thread that gets here has PDF.js (pdf-check.ts tells a
// thread that cannot start from one that dies on a file by this message).
parentPort.postMessage("loaded");

parentPort.on("message", async (bytes) => {
  parentPort.postMessage(await readsFirstPage(bytes));
});
