import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { ContentPageView } from "../components/content/content-page-view";
import { termsForOwners } from "../content/legal/terms-owners";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "AGB für Apothekeninhaber/-innen",
    description: `Allgemeine Geschäftsbedingungen von ${siteConfig.brandName} für Apothekeninhaber/-innen: Registrierung, Suchaufträge, Vermittlung und Vermittlungsprovision.`,
    path: paths.termsOwners,
  });

export default function TermsOwners() {
  return <ContentPageView page={termsForOwners} eyebrow="AGB" />;
}
