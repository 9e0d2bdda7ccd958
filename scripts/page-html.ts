/**
 * What scripts/postbuild.ts does to each prerendered page so that its first paint needs
 * only the HTML (docs/decisions/0022): the stylesheet goes inline, the module preloads
 * and React Router's module script move into an inert <template> that the start script
 * (web/boot/start-site.ts) brings to life after the paint or at the first interaction.
 * Also the check that no form can be sent by the browser itself (docs/decisions/0023).
 * Pure string work, unit-tested in page-html.test.ts.
 */
export type StartMode = "after-paint" | "intent";

/** The `<template>` that holds the site's code until the start script starts it. */
export const SITE_CODE_ID = "site-code";

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"[^>]*\/?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * The page with its stylesheets inline, its code in the template and the start script
 * at the end of the body. `stylesheet` returns a stylesheet's text by its address.
 */
export function preparePage(
  html: string,
  options: { stylesheet: (href: string) => string; startScript: string; start: StartMode },
): string {
  // The server allows these inline styles by their hashes (server/http/site-pages.ts).
  let page = html.replace(
    STYLESHEET_LINK,
    (_link, href: string) => `<style>${options.stylesheet(href)}</style>`,
  );
  const preloads = page.match(MODULE_PRELOAD) ?? [];
  const moduleScript = MODULE_SCRIPT.exec(page);
  if (!moduleScript) return page;
  page = page.replace(MODULE_PRELOAD, "");
  const template =
    `<template id="${SITE_CODE_ID}" data-start="${options.start}">${preloads.join("")}` +
    `<script type="module">${moduleScript[1]}</script></template>` +
    `<script>${options.startScript}</script>`;
  page = page.replace(MODULE_SCRIPT, () => template);
  return page;
}

/**
 * Forms in the page that the browser could send by itself: one without method="post"
 * (a GET puts the fields into the address and the access log), or a submit button that
 * is not waiting for its code (web/components/ui/button.tsx).
 */
export function formProblems(html: string): string[] {
  const problems: string[] = [];
  for (const form of html.matchAll(/<form\b[^>]*>/g)) {
    if (!/\bmethod="post"/i.test(form[0])) problems.push(`form without method="post": ${form[0]}`);
  }
  for (const button of html.matchAll(/<button\b[^>]*>/g)) {
    const tag = button[0];
    if (/\btype="submit"/.test(tag) && !/\bdata-pending-code=/.test(tag)) {
      problems.push(`submit button not waiting for its code: ${tag}`);
    }
  }
  return problems;
}
