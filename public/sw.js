/*
 * The site's service worker (docs/decisions/0055-installable-app.md). It keeps the shell
 * (the offline page, icons, the hashed scripts and styles, which hold nothing personal)
 * and shows the offline page when a page cannot be loaded. It never stores a page, an
 * API answer or anything under /api: account data is never on the device. Pushes show a
 * notification whose click opens the push's page of this site.
 *
 * SHELL_VERSION is replaced at build time (scripts/postbuild.ts) by a hash of the
 * offline page, so a new build installs a new worker with a fresh shell.
 */
const SHELL_VERSION = "__SHELL_VERSION__";
const SHELL_CACHE = `apostaff-shell-${SHELL_VERSION}`;
const OFFLINE_PAGE = "/offline";
const SHELL = [
  OFFLINE_PAGE,
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/badge-96.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      // No clients.claim(): the page that registered the worker loads on without it, so
      // a first visit never routes its scripts through the worker; the next page is
      // controlled.
      .then(() => undefined),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    // Pages always from the network (they may be personal); offline: the offline page.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_PAGE).then((page) => page || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed, immutable, the same for everyone: kept once fetched.
    event.respondWith(
      caches.open(SHELL_CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ||
            fetch(request).then((response) => {
              if (response.ok && response.type === "basic") cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

/** The page a notification opens: a path of this site, never another address. */
function pageOf(data) {
  try {
    const url = new URL(
      data && typeof data.url === "string" ? data.url : "/konto",
      self.location.origin,
    );
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/konto`;
  } catch {
    return `${self.location.origin}/konto`;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = pageOf(data);
  event.waitUntil(
    self.registration.showNotification(data.title || "apostaff", {
      body: data.body || "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      lang: "de",
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data);
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then(async (windows) => {
      // The page open already: to the front. Else a window of the app goes there, and
      // only without one a new window opens.
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus().catch(() => open);
      const app = windows[0];
      if (app) {
        const moved = (await app.navigate(url)) || app;
        return moved.focus().catch(() => moved);
      }
      return self.clients.openWindow(url);
    }),
  );
});
