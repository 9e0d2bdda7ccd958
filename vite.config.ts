import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The site is prerendered, so the few settings the browser needs are fixed at build
// time; scripts/start.mjs rebuilds when they change (see web/lib/public-settings.ts).
const buildTimeSettings = {
  "import.meta.env.VITE_PUBLIC_URL": JSON.stringify(
    process.env.PUBLIC_URL ?? "http://localhost:3000",
  ),
  "import.meta.env.VITE_JOB_BOARD_URL": JSON.stringify(process.env.JOB_BOARD_URL ?? ""),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeSettings,
  build: { assetsInlineLimit: 0 },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
