import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./domain/route-manifest";

// The public site is prerendered to static HTML (real content for search engines and
// a fast first paint) and then runs as a single-page app; see docs/decisions/0001.
export default {
  appDirectory: "web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
