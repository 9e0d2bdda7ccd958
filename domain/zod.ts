import { z } from "zod";

/**
 * zod for the domain schemas: every schema module imports `z` from here, so this runs
 * before any schema is built. In the browser, zod must not probe `new Function` to
 * compile faster parsers: the site's Content-Security-Policy forbids eval and the
 * browser reports the attempt. Interpreted parsers are fast enough for forms; the
 * server keeps the compiled ones.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
