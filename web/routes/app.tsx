import { paths } from "../../domain/paths";
import { PageHeader } from "../components/content/page-header";
import { Container } from "../components/ui/container";
import { appPageContent } from "../content/pages/app";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...appPageContent.meta, path: paths.app });

/** "Unsere App": how to install the site as an app on Android and iPhone. */
export default function AppPage() {
  const { header, android, iphone, push, privacy } = appPageContent;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          {[android, iphone].map((platform) => (
            <section
              key={platform.id}
              id={platform.id}
              aria-labelledby={`${platform.id}-title`}
              className="min-w-0 rounded-card border border-line bg-white p-6 shadow-sm"
            >
              <h2
                id={`${platform.id}-title`}
                className="text-xl font-semibold break-words text-ink"
              >
                {platform.title}
              </h2>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-muted">
                {platform.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              {"pushNote" in platform && (
                <p className="mt-4 rounded-control bg-brand-50 p-3 text-sm text-ink">
                  {platform.pushNote}
                </p>
              )}
            </section>
          ))}
        </div>
        <section aria-labelledby="push-title" className="mt-10 max-w-3xl">
          <h2 id="push-title" className="text-xl font-semibold text-ink">
            {push.title}
          </h2>
          <p className="mt-3 text-ink-muted">{push.text}</p>
          <p className="mt-3 text-sm text-ink-muted">{privacy}</p>
        </section>
      </Container>
    </>
  );
}
