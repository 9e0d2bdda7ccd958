import { useEffect, useSyncExternalStore } from "react";
import type { SessionUser } from "../../domain/api/accounts";
import { COOKIES } from "../../domain/data-protection";
import { apiRequest } from "./api";

export type { SessionUser };

/**
 * Who is logged in, as the browser learns it from GET /api/auth/me after hydration:
 * "unknown" in the prerendered HTML and until the answer, then a user or null. One
 * request per page load, shared by every component that asks.
 */
export type SessionState = "unknown" | SessionUser | null;

let state: SessionState = "unknown";
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Set by the server beside the HttpOnly session cookie (server/auth/session-cookie.ts). */
const SIGNED_IN_MARKER_NAME = COOKIES.signedIn;

/** Whether the marker cookie is there; CookieStore where the browser has it (no sync read). */
async function signedInMarkerPresent(): Promise<boolean> {
  const cookieStore = (
    globalThis as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  if (cookieStore) return (await cookieStore.get(SIGNED_IN_MARKER_NAME))?.value === "1";
  return document.cookie.split("; ").includes(`${SIGNED_IN_MARKER_NAME}=1`);
}

export function refreshSession(): Promise<void> {
  loading = signedInMarkerPresent().then(async (present) => {
    // Without the marker there is no session to ask about: no request, no 401.
    if (!present) return set(null);
    const result = await apiRequest("GET /auth/me");
    set(result.kind === "ok" ? result.body.user : null);
  });
  return loading;
}

export async function logOut(): Promise<void> {
  await apiRequest("POST /auth/logout");
  set(null);
}

/** Forget the session after the account was deleted. */
export function clearSession(): void {
  set(null);
}

export function useSession(): SessionState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => "unknown" as const,
  );
  useEffect(() => {
    if (!loading) void refreshSession();
  }, []);
  return current;
}

/** The session as the job-board pages ask for it: "loading" until /api/auth/me answered. */
export type SessionAccountState =
  | { kind: "loading" }
  | { kind: "anonymous" }
  | { kind: "ready"; account: SessionUser };

/** The logged-in account (one shared session lookup), as a state to render by. */
export function useSessionAccount(): SessionAccountState {
  const session = useSession();
  if (session === "unknown") return { kind: "loading" };
  if (session === null) return { kind: "anonymous" };
  return { kind: "ready", account: session };
}
