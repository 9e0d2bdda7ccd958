import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { prerenderOptions } from "../entry.server";
import { deferredComponent } from "./deferred-component";

/** What the build writes for a page around `node`, with web/entry.server.tsx's options. */
function prerender(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const page = (
      <html lang="de">
        <body>
          <h1>Registrierung</h1>
          {node}
        </body>
      </html>
    );
    const { pipe } = renderToPipeableStream(page, {
      ...prerenderOptions,
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => {
          html += chunk.toString("utf8");
        });
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

function Entries({ count }: { count: number }) {
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => `Eintrag ${index + 1}`).map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );
}

const DeferredEntries = deferredComponent(async () => Entries, <p>Wird geladen …</p>);

describe("deferredComponent in the prerender", () => {
  it("writes the component's markup in place, not its fallback", async () => {
    const html = await prerender(<DeferredEntries count={3} />);
    expect(html).toContain("<li>Eintrag 3</li>");
    expect(html).not.toContain("Wird geladen");
  });

  // A form is larger than React's default chunk size (12.8 KB), which would move it.
  it("keeps a large component in place, without an inline script", async () => {
    const html = await prerender(<DeferredEntries count={2_000} />);
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).toContain("<li>Eintrag 2000</li>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("hidden");
  });
});
