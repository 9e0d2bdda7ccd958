import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { ContentPageView } from "../components/content/content-page-view";
import { imprint } from "../content/legal/imprint";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: imprint.title,
    description: `Impressum von ${siteConfig.brandName}: Anbieter, Anschrift in ${siteConfig.address.city}, Kontakt, Geschäftsführung, Registereintrag und Steuernummer.`,
    path: paths.imprint,
  });

export default function Imprint() {
  return <ContentPageView page={imprint} eyebrow="Rechtliches" />;
}
