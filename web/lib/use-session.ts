import { useEffect, useSyncExternalStore } from "react";
import type { Role } from "../../domain/enums";
import { apiRequest, postJson } from "./api";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

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
const SIGNED_IN_MARKER = "apostaff_signed_in=1";

export function refreshSession(): Promise<void> {
  // Without the marker there is no session to ask about: no request, no 401.
  if (!document.cookie.split("; ").includes(SIGNED_IN_MARKER)) {
    loading = Promise.resolve().then(() => set(null));
    return loading;
  }
  loading = apiRequest<{ user: SessionUser }>("GET", "/auth/me").then((result) => {
    set(result.kind === "ok" ? result.body.user : null);
  });
  return loading;
}

export async function logOut(): Promise<void> {
  await postJson("/auth/logout", {});
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
