import { NotFound } from "../components/layout/not-found";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Seite nicht gefunden",
    description: "Die aufgerufene Seite wurde nicht gefunden.",
    path: "/404",
    noIndex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
