import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { ContentPageView } from "../components/content/content-page-view";
import { termsForProviders } from "../content/legal/terms-providers";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "AGB für Dienstleister",
    description: `Allgemeine Geschäftsbedingungen von ${siteConfig.brandName} für Dienstleister: Apotheker/-innen, PTA, PKA, Botinnen und Boten sowie Reinigungskräfte.`,
    path: paths.termsProviders,
  });

export default function TermsProviders() {
  return <ContentPageView page={termsForProviders} eyebrow="AGB" />;
}
