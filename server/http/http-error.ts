/**
 * An error a route throws on purpose: its status and English message reach the client
 * as they are; `errors` carries field messages in the shape of each call (docs/product.md, "API").
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]> | string[],
  ) {
    super(message);
  }
}
