import type { ApiErrorBody } from "../../domain/api/common";
import type { ApiRoute, ApiRoutes, FORM_DATA } from "../../domain/api/routes";
import type { z } from "../../domain/zod";

/**
 * The site's calls to its own API (same origin, `/api`), typed by the route table in
 * domain/api/routes.ts (docs/decisions/0039-one-typed-api-contract.md): the route names
 * its path, and the body, query and answer types are those of the server's own zod
 * schemas, imported as types only (no zod in the site's code for this). Answers are
 * returned, never thrown, so every caller handles success, refusal and no answer alike;
 * a failure is shown with `showServerErrors` (web/forms/server-errors.ts).
 */
export type { ApiErrorBody };

export type ApiResult<T> =
  | { kind: "ok"; status: number; body: T }
  | { kind: "error"; status: number; body: ApiErrorBody }
  | { kind: "offline"; error: string };

/** A refusal or no answer at all. */
export type ApiFailure = Exclude<ApiResult<unknown>, { kind: "ok" }>;

/** What a route answers on success. */
export type AnswerOf<R extends ApiRoute> = z.output<ApiRoutes[R]["answer"]>;

/** What a route takes as its JSON body (before the server's defaults and transforms). */
export type BodyOf<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B }
  ? B extends typeof FORM_DATA
    ? FormData
    : B extends z.ZodType
      ? z.input<B>
      : never
  : never;

type PathOf<R extends string> = R extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<R>>, string> };
type BodyOption<R extends ApiRoute> = ApiRoutes[R] extends { body: unknown }
  ? { body: BodyOf<R> }
  : unknown;
type QueryOption<R extends ApiRoute> = ApiRoutes[R] extends { query: infer Q extends z.ZodType }
  ? { query?: { [Key in keyof z.input<Q>]?: string } | URLSearchParams }
  : unknown;

/** A route's path parameters, body and query, each required exactly when it has them. */
export type RequestOptions<R extends ApiRoute> = ParamsOption<R> & BodyOption<R> & QueryOption<R>;
export type OptionsArgument<R extends ApiRoute> =
  Record<string, never> extends RequestOptions<R>
    ? [options?: RequestOptions<R>]
    : [options: RequestOptions<R>];

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

/** The address of a route: `/api`, its path with the parameters filled in, the query. */
export function apiUrl(
  path: string,
  params: Record<string, string> = {},
  query?: Record<string, string | undefined> | URLSearchParams,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
        );
  const text = search.toString();
  return `/api${filled}${text ? `?${text}` : ""}`;
}

/** Calls `route` ("METHOD /path") of the table in domain/api/routes.ts. */
export async function apiRequest<R extends ApiRoute>(
  route: R,
  ...[options]: OptionsArgument<R>
): Promise<ApiResult<AnswerOf<R>>> {
  const [method, path] = route.split(" ") as [string, string];
  const { params, body, query } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string | undefined> | URLSearchParams;
  };
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params, query), init);
  } catch (error) {
    return { kind: "offline", error: error instanceof Error ? error.message : String(error) };
  }
  const json = await readJson(response);
  if (response.ok) return { kind: "ok", status: response.status, body: json as AnswerOf<R> };
  return { kind: "error", status: response.status, body: json as ApiErrorBody };
}
