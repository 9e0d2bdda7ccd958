import { paths } from "../../domain/paths";
import { ContentPageView } from "../components/content/content-page-view";
import { privacyPolicy } from "../content/legal/privacy-policy";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: privacyPolicy.title,
    description:
      "Wie wir Ihre personenbezogenen Daten verarbeiten: Verantwortlicher, Rechtsgrundlagen, Speicherdauer, Empfänger, Cookies, Apps und Ihre Rechte nach der DSGVO.",
    path: paths.privacy,
  });

export default function Privacy() {
  return <ContentPageView page={privacyPolicy} eyebrow="Rechtliches" />;
}
