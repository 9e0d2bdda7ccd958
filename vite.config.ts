import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { hyphenationPlugin } from "./scripts/hyphenation-plugin";

// The site is prerendered, so the few settings the browser needs are fixed at build
// time; scripts/start.mjs rebuilds when they change (see web/lib/public-settings.ts).
const buildTimeSettings = {
  "import.meta.env.VITE_PUBLIC_URL": JSON.stringify(
    process.env.PUBLIC_URL ?? "http://localhost:3000",
  ),
  "import.meta.env.VITE_JOB_BOARD_URL": JSON.stringify(process.env.JOB_BOARD_URL ?? ""),
  // The year the prerendered pages show; the browser shows its own once the page runs
  // (web/lib/use-current-year.ts).
  "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
};

// The small modules every page shares (layout, page building blocks, site facts) travel
// as one chunk instead of a dozen: on a slow mobile connection each request costs a
// round trip before the page can show (docs/decisions/0008).
const SHARED_SITE_CODE =
  /\/(web\/components\/(ui|layout|content|sections)\/|web\/lib\/|web\/assets\/images\.ts|domain\/(site-config|limits|paths)\.ts)/;

export default defineConfig({
  plugins: [tailwindcss(), hyphenationPlugin(), reactRouter()],
  define: buildTimeSettings,
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The carousel (and Embla with it) stays with /services, the only page using it.
        manualChunks: (id) =>
          SHARED_SITE_CODE.test(id) && !id.includes("carousel") ? "site" : undefined,
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
