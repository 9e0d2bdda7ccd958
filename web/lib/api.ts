/**
 * The site's calls to its own API (same origin, `/api`). Answers are returned, never
 * thrown, so every form can handle success, server refusal and no answer alike.
 */
export type ApiResult<T = Record<string, unknown>> =
  | { kind: "ok"; status: number; body: T }
  | { kind: "error"; status: number; body: ApiErrorBody }
  | { kind: "offline"; error: string };

export interface ApiErrorBody {
  message?: string;
  errors?: string[] | Record<string, string[]>;
  [key: string]: unknown;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function apiRequest<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
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
    response = await fetch(`/api${path}`, init);
  } catch (error) {
    return { kind: "offline", error: error instanceof Error ? error.message : String(error) };
  }
  const json = await readJson(response);
  if (response.ok) return { kind: "ok", status: response.status, body: json as T };
  return { kind: "error", status: response.status, body: json as ApiErrorBody };
}

export const postJson = <T = Record<string, unknown>>(path: string, body: unknown) =>
  apiRequest<T>("POST", path, body);
