/**
 * An error a route throws on purpose: its status and English message reach the client
 * as they are; `errors` carries field messages in the shape of each call (docs/product.md, "API").
 */
export class HttpError extends Error {
  override name = "HttpError";
  /** Seconds to wait (429): sent as Retry-After and as `retry_after_seconds`. */
  retryAfterSeconds?: number;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]> | string[],
  ) {
    super(message);
  }
}
