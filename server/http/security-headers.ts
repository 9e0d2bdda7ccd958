import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export interface ContentSecurityOptions {
  /** Extra script sources, e.g. reCAPTCHA's hosts when it is configured. */
  scriptSources?: string[];
  frameSources?: string[];
}

/**
 * The Content-Security-Policy directives of every response. Pages add the hashes of
 * their own inline scripts and style blocks (see site-pages.ts); nothing else may run
 * or style inline.
 */
export function cspDirectives(options: ContentSecurityOptions = {}): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(options.scriptSources ?? [])],
    // Stylesheets from our origin; pages add the hashes of their inline <style> blocks
    // (site-pages.ts). Toasts are drawn without run-time styles (web/.../toasts.tsx).
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "frame-src": options.frameSources?.length ? options.frameSources : ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Security headers of every response (helmet). The middleware is built once: the
 * @fastify/helmet plugin builds it anew for every request, parsing the policy each time,
 * which cost about a tenth of a small API request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: ContentSecurityOptions & { https: boolean },
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    // HSTS only means something behind HTTPS; on plain http://localhost it would not.
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
