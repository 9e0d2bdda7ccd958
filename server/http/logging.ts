import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

/**
 * Fields whose values never reach the log: secrets (passwords, hashes, tokens, cookies)
 * and personal data (addresses, names, phone numbers), at the top of a log object and
 * one level down. Our own log calls pass ids instead; this catches what slips through.
 */
const REDACTED_FIELDS = [
  "password",
  "password_confirmation",
  "passwordHash",
  "password_hash",
  "token",
  "email",
  "recipient",
  "phone",
  "firstName",
  "lastName",
  "first_name",
  "last_name",
  "street",
  "address",
  "params",
  "body",
];

const REDACT_PATHS = [
  ...REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** Error fields worth logging; a driver error's `detail` can quote a row's values. */
const ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "routine"] as const;

/** Drizzle's "Failed query: …\nparams: …" message without the parameters. */
function withoutParams(message: string): string {
  const cut = message.indexOf("\nparams:");
  return (cut === -1 ? message : message.slice(0, cut)).slice(0, 500);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * What the log keeps of an error: its type, message (without statement parameters),
 * database codes and stack frames, and its causes alike. Never the statement's values.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error).slice(0, 200), stack: "" };
  }
  // Only the frames: the stack's first line repeats the message, parameters included.
  const frames = error.stack?.indexOf("\n    at ") ?? -1;
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: frames === -1 ? "" : (error.stack?.slice(frames + 1) ?? ""),
  };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A request in the log: method, path without its query (tokens, searched names), address. */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  const query = request.url.indexOf("?");
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    ip: request.ip,
  };
}

/**
 * Fastify's logger settings (pino): level, redaction, serializers; tests pass a stream.
 * In a terminal (standard output a TTY) the lines are made readable by pino-pretty, in a
 * worker thread; under systemd, Docker or a pipe they stay JSON, one object a line.
 */
export function loggerOptions(
  logLevel: string,
  stream?: DestinationStream,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions["logger"] {
  if (logLevel === "silent" && !stream) return false;
  return {
    level: logLevel === "silent" ? "info" : logLevel,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
    ...(!stream && terminal
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}
