import { useState } from "react";
import { AccessMessage } from "../components/job-board/access-message";
import { JobOfferList } from "../components/job-board/job-offer-list";
import { type ApplicationView, MyApplications } from "../components/job-board/my-applications";
import { type FoundOrder, JobSearchForm } from "../forms/job-search-form";
import { pageMeta } from "../lib/page-meta";
import { useAccount, useApiData } from "../lib/use-account";
import { paths } from "../paths";

export const meta = () =>
  pageMeta({
    title: "Arbeitsangebote suchen",
    description: "Suchen Sie Arbeitsangebote für Vertretungsapotheker/-innen, PTA und PKA.",
    path: paths.jobSearch,
    noIndex: true,
  });

/** Staff (and every logged-in user) search published orders; staff apply. */
function SignedInSearch({ isStaff }: { isStaff: boolean }) {
  const [orders, setOrders] = useState<FoundOrder[]>();
  const applications = useApiData<{ applications: ApplicationView[] }>(
    isStaff ? "/applications" : undefined,
  );
  const markApplied = (orderId: string, applied: boolean) =>
    setOrders((current) =>
      current?.map((order) => (order.id === orderId ? { ...order, applied } : order)),
    );
  return (
    <>
      <section aria-labelledby="suche" className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <h2 id="suche" className="mb-6 text-2xl font-semibold text-ink">
          Suche
        </h2>
        <JobSearchForm onResults={setOrders} />
        {isStaff && (
          <p className="mt-4 text-sm text-ink-muted">
            Ihre Suche wird gespeichert: Neue passende Angebote senden wir Ihnen per E-Mail.
          </p>
        )}
      </section>
      <JobOfferList
        orders={orders}
        canApply={isStaff}
        onApplied={(applied) => {
          markApplied(applied.id, true);
          void applications.reload();
        }}
      />
      {isStaff && (
        <MyApplications
          applications={applications.data?.applications}
          onWithdrawn={(withdrawn) => {
            // The offer in the results can be applied to again.
            markApplied(withdrawn.order.id, false);
            void applications.reload();
          }}
        />
      )}
    </>
  );
}

/** /arbeitsangebote-suchen/2: the spec's job-offer search form, behind a login. */
export default function JobSearchPage() {
  const state = useAccount();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Arbeitsangebote suchen</h1>
      {state.kind === "ready" ? (
        <SignedInSearch isStaff={state.account.role === "pharmacist"} />
      ) : (
        <AccessMessage
          kind={state.kind}
          loginText="Bitte melden Sie sich an, um Arbeitsangebote zu suchen."
          roleText=""
        />
      )}
    </div>
  );
}
