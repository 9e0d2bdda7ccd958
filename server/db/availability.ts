import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { EmbeddedDatabaseStoppedError } from "./embedded/embedded-database";

/** Socket errors of a database server that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * SQLSTATEs of a server that is there but cannot serve now: connection exceptions
 * (class 08), shutting down or starting (57P0x), out of disk, memory or connections
 * (class 53), I/O errors (58030).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53...|58030)$/;

/** node-postgres says these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

function isUnavailableItself(error: unknown): boolean {
  if (error instanceof EmbeddedDatabaseStoppedError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * True when `error` (or an error it wraps, as Drizzle wraps the driver's) means the
 * database cannot be used right now: a client should try again later (503), and the
 * log tells of the outage once instead of once per request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The cheapest statement the database must answer (the readiness probe, /readyz). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
