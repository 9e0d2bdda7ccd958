/**
 * The page's start script, put into every prerendered page by scripts/postbuild.ts
 * (docs/decisions/0022, 0023). The page paints from its HTML and inline CSS alone; the
 * site's code (React, the page's modules) waits in an inert <template> and is started
 * here: after the first paint, or on pages marked `data-start="intent"` at the visitor's
 * first sign of life (a touch, a key, a scroll, a mouse move). Until a control's code
 * runs, a press on it is kept and repeated once it works, so no press is lost and no
 * form is ever sent by the browser itself.
 */

// The installable app's service worker (public/sw.js, docs/decisions/0055): registered
// once the page has loaded and the browser is idle, so it never competes with the page.
// From this inline
// script, which the pages' CSP admits by its hash; the worker itself is 'self'.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    // When the browser is idle after the load, so the page's own work comes first.
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 2000);
  });
}

(() => {
  const code = document.getElementById("site-code");
  if (!(code instanceof HTMLTemplateElement)) return;
  const template = code;
  /** Set on a control (a submit, a menu button) until React has taken it over. */
  const MARK = "data-pending-code";
  const INTENT_EVENTS = [
    "pointerdown",
    "touchstart",
    "keydown",
    "focusin",
    "wheel",
    "scroll",
    "mousemove",
    "click",
  ] as const;

  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    for (const link of template.content.querySelectorAll("link")) {
      document.head.append(document.importNode(link, true));
    }
    for (const inert of template.content.querySelectorAll("script")) {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = inert.textContent;
      document.body.append(script);
    }
  }

  /** A press waits while its control, or a submit of its form, still waits for code. */
  function waitsForCode(element: Element): boolean {
    if (element.closest(`[${MARK}]`)) return true;
    return element.closest("form")?.querySelector(`[${MARK}]`) != null;
  }

  /** The press to carry out once its control works; the control shows it is busy. */
  let kept: { replay: () => void; element: Element; busy: Element | null } | undefined;
  function keep(element: Element, busy: Element | null, replay: () => void) {
    kept?.busy?.removeAttribute("aria-busy");
    busy?.setAttribute("aria-busy", "true");
    kept = { element, busy, replay };
    start();
  }

  // Enabled so that a press reaches this script; the mark keeps it in the waiting look.
  for (const control of document.querySelectorAll<HTMLButtonElement>(`button[${MARK}]`)) {
    control.disabled = false;
  }

  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("button") : null;
      if (!target || !waitsForCode(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(target, target, () => target.click());
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !waitsForCode(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      keep(form, submitter, () => form.requestSubmit(submitter));
    },
    true,
  );
  new MutationObserver(() => {
    if (!kept || waitsForCode(kept.element)) return;
    const { replay, busy } = kept;
    kept = undefined;
    busy?.removeAttribute("aria-busy");
    replay();
  }).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [MARK],
  });

  if (template.dataset.start === "intent") {
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    // Fetched into the cache once the page has loaded and painted, so the first touch
    // finds it there. On a busy machine `load` can come before the first paint; a fetch
    // begun then would compete with that paint (docs/decisions/0022).
    window.addEventListener("load", () =>
      afterFirstPaint(() => {
        for (const link of template.content.querySelectorAll("link")) {
          const prefetch = document.createElement("link");
          prefetch.rel = "prefetch";
          prefetch.href = link.getAttribute("href") ?? "";
          document.head.append(prefetch);
        }
      }),
    );
  } else {
    // After the first paint: the frame's callback runs before it, the task after it.
    requestAnimationFrame(() => setTimeout(start, 0));
  }

  /**
   * Runs `then` once the page's largest paint so far is on screen (Chromium reports it;
   * a page never shown reports none and fetches on its first touch instead), elsewhere
   * after the next frame.
   */
  function afterFirstPaint(then: () => void) {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(then, 0));
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      nextFrame();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
})();
