import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** Rendering that takes longer than this is a bug: abort and let the build fail. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * By default React moves a large completed Suspense boundary to the end of the page,
 * hidden, with an inline script that moves it back: the page would be unreadable
 * without JavaScript and need another CSP hash. Without a chunk size limit every
 * boundary is written in place.
 */
export const prerenderOptions = {
  progressiveChunkSize: Number.POSITIVE_INFINITY,
} satisfies RenderToPipeableStreamOptions;

/**
 * This code runs only at build time (`ssr: false`, every page is prerendered), so
 * unlike React Router's default it always waits for all content, also the parts behind
 * a Suspense boundary such as the registration forms that the browser loads after the
 * first paint (web/lib/deferred-component.tsx).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        ...prerenderOptions,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  });
}
