import { paths } from "../../domain/paths";
import { AccessMessage } from "../components/job-board/access-message";
import { OwnerOrders } from "../components/job-board/owner-orders";
import { pageMeta } from "../lib/page-meta";
import { useSessionAccount } from "../lib/use-session";

export const meta = () =>
  pageMeta({
    title: "Arbeitsangebote erstellen",
    description:
      "Erstellen Sie als Apothekeninhaber/-in Suchaufträge für Vertretungen, PTA und PKA.",
    path: paths.jobCreate,
    noIndex: true,
  });

/**
 * /arbeitsangebote-erstellen: a message asking to log in; for a logged-in
 * owner, the search orders (docs/product.md, "Job board").
 */
export default function JobCreatePage() {
  const state = useSessionAccount();
  const isOwner = state.kind === "ready" && state.account.role === "pharmacy_owner";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Arbeitsangebote erstellen</h1>
      {isOwner ? (
        <OwnerOrders />
      ) : (
        <AccessMessage
          kind={state.kind === "ready" ? "wrong-role" : state.kind}
          loginText="Bitte melden Sie sich an, um diese Seite zu erreichen und Arbeitsangebote zu erstellen."
          roleText="Arbeitsangebote können nur Apothekeninhaber/-innen erstellen. Bitte melden Sie sich mit Ihrem Apothekenkonto an."
        />
      )}
    </div>
  );
}
