// A stand-in for server/storage/pdf-thread.mjs in server/storage/pdf-check.test.ts: the
// same messages without PDF.js, and files that misbehave on demand. "hang" holds the
// thread for ever (as a file that makes PDF.js spin would), "crash" ends the thread;
// any other file is readable when it starts with "%PDF-".
import { parentPort } from "node:worker_threads";

parentPort.postMessage("loaded");

parentPort.on("message", (bytes) => {
  const text = Buffer.from(bytes).toString("latin1");
  if (text === "hang") for (;;);
  if (text === "crash") throw new Error("the stand-in thread crashes on purpose");
  parentPort.postMessage(text.startsWith("%PDF-"));
});
