import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { NotFound } from "./components/layout/not-found";
import { SiteLayout } from "./components/layout/site-layout";
import appStylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installable app (docs/decisions/0055-installable-app.md).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
         * Only in the prerender: scripts/postbuild.ts puts the stylesheet inline in its
         * place, so the first paint needs no other request (docs/decisions/0022). The
         * browser must not add it again.
         */}
        {import.meta.env.SSR && <link rel="stylesheet" href={appStylesheet} precedence="default" />}
        <meta name="theme-color" content="#0a6559" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** Unexpected failures: the original site's developer-facing error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout>
        <NotFound />
      </SiteLayout>
    );
  }
  const details = error instanceof Error ? error.message : String(error);
  return (
    <main id="inhalt" className="mx-auto max-w-3xl px-6 py-20">
      <title>Fehler | apostaff</title>
      <h1 className="text-3xl font-bold text-danger-700">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink">
        Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu oder versuchen Sie
        es später noch einmal.
      </p>
      {import.meta.env.DEV && (
        <pre className="mt-6 overflow-x-auto rounded-control bg-surface-muted p-4 text-sm">
          {details}
        </pre>
      )}
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Zur Startseite
      </a>
    </main>
  );
}
