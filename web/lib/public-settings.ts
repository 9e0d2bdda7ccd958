/**
 * The few settings the browser needs, fixed at build time (the site is prerendered).
 * `npm start` rebuilds when one of them changes.
 */
export const publicSettings = {
  /** Canonical address of the site, for canonical links, Open Graph and the sitemap. */
  publicUrl:
    (import.meta.env.VITE_PUBLIC_URL as string | undefined)?.replace(/\/+$/, "") ??
    "http://localhost:3000",
  /** When set, "Arbeitsangebote" and "Anmeldung" lead to this external job board. */
  jobBoardUrl: (import.meta.env.VITE_JOB_BOARD_URL as string | undefined) || undefined,
};
