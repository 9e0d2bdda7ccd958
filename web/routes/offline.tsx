import { paths } from "../../domain/paths";
import { Container } from "../components/ui/container";
import { offlinePageContent } from "../content/pages/app";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ ...offlinePageContent.meta, path: paths.offline, noIndex: true });

/**
 * Shown by the service worker (public/sw.js) when a page cannot be loaded: kept on the
 * device, so it holds nothing personal. "Zur Startseite" is a plain link, which works
 * before any code has run.
 */
export default function Offline() {
  return (
    <Container width="narrow" className="py-16 sm:py-24">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{offlinePageContent.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{offlinePageContent.text}</p>
      <a
        href={paths.home}
        className="mt-8 inline-block rounded-control bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {offlinePageContent.retry}
      </a>
    </Container>
  );
}
