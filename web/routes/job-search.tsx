import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import {
  HAVE_TIME_PARAM,
  type JobSearch,
  jobSearchFromParams,
  jobSearchParams,
  OFFER_PARAM,
  typeToOpenOn,
} from "../../domain/job-search";
import { paths } from "../../domain/paths";
import { AccessMessage } from "../components/job-board/access-message";
import { JobOfferList } from "../components/job-board/job-offer-list";
import { LinkedOffer, useLinkedOffer } from "../components/job-board/linked-offer";
import { MyApplications } from "../components/job-board/my-applications";
import { useLiveJobSearch } from "../components/job-board/use-live-job-search";
import { JobSearchForm } from "../forms/job-search-form";
import { pageMeta } from "../lib/page-meta";
import { useApiData } from "../lib/use-api-data";
import { useHydrated } from "../lib/use-hydrated";
import { useSessionAccount } from "../lib/use-session";

export const meta = () =>
  pageMeta({
    title: "Arbeitsangebote suchen",
    description: "Suchen Sie Arbeitsangebote für Vertretungsapotheker/-innen, PTA und PKA.",
    path: paths.jobSearch,
    noIndex: true,
  });

/**
 * Staff (and every logged-in user) search published orders; staff apply. The filters
 * live in the page's address, so an alert mail's link opens the search it came from
 * with its offer first (docs/decisions/0018-search-alerts.md).
 */
function SignedInSearch({ isStaff }: { isStaff: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialFilters, setInitialFilters] = useState(() => jobSearchFromParams(searchParams));
  const [linkedOrderId] = useState(() => searchParams.get(OFFER_PARAM));
  const [haveTime] = useState(() => searchParams.get(HAVE_TIME_PARAM) === "1");
  const [filters, setFilters] = useState(initialFilters);
  const results = useLiveJobSearch(filters);
  // Opened without a type in the address: the first answer decides the type to show
  // (one with offers, see typeToOpenOn); until then the list waits. A filter the person
  // changes first wins.
  const [choosingType, setChoosingType] = useState(() => !searchParams.has("type"));
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!choosingType || results.status !== "ready" || !results.typeCounts) return;
    setChoosingType(false);
    const type = typeToOpenOn(results.typeCounts);
    if (type === filters.type) return;
    const next = { ...filters, type };
    // The form starts again with that type (it keeps its own values otherwise).
    setInitialFilters(next);
    setFormKey((key) => key + 1);
    setFilters(next);
  }, [choosingType, results.status, results.typeCounts, filters]);
  const linked = useLinkedOffer(linkedOrderId);
  const applications = useApiData(isStaff ? "GET /applications" : undefined);

  const onFiltersChange = useCallback(
    (next: JobSearch) => {
      // The person's own choice: the page no longer picks a type for them.
      setChoosingType(false);
      setFilters(next);
      const params = jobSearchParams(next);
      if (linkedOrderId) params.set(OFFER_PARAM, linkedOrderId);
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [linkedOrderId, setSearchParams],
  );
  const { setOrders } = results;
  const markApplied = (orderId: string, applied: boolean) => {
    setOrders((current) =>
      current?.map((order) => (order.id === orderId ? { ...order, applied } : order)),
    );
    linked.markApplied(orderId, applied);
  };
  const onApplied = (order: { id: string }) => {
    markApplied(order.id, true);
    void applications.reload();
  };

  return (
    <>
      {linkedOrderId && (
        <LinkedOffer
          state={linked.state}
          canApply={isStaff}
          onApplied={onApplied}
          haveTime={haveTime}
        />
      )}
      <section aria-labelledby="suche" className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <h2 id="suche" className="mb-6 text-2xl font-semibold text-ink">
          Suche
        </h2>
        <JobSearchForm
          key={formKey}
          initialValues={initialFilters}
          onFiltersChange={onFiltersChange}
          canSave={isStaff}
          onSaved={setOrders}
          typeCounts={choosingType ? undefined : results.typeCounts}
        />
      </section>
      <JobOfferList
        orders={results.orders?.filter((order) => order.id !== linkedOrderId)}
        status={choosingType ? "loading" : results.status}
        onRetry={results.retry}
        canApply={isStaff}
        onApplied={onApplied}
      />
      {isStaff && (
        <MyApplications
          applications={applications.data?.applications}
          onWithdrawn={(withdrawn) => {
            // The offer can be applied to again.
            markApplied(withdrawn.order.id, false);
            void applications.reload();
          }}
        />
      )}
    </>
  );
}

/** /arbeitsangebote-suchen/2: the job-offer search form, behind a login. */
export default function JobSearchPage() {
  const state = useSessionAccount();
  const location = useLocation();
  // The prerendered page knows no query; the link gets it once React runs in the browser.
  const hydrated = useHydrated();
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
          returnTo={hydrated ? `${location.pathname}${location.search}` : undefined}
        />
      )}
    </div>
  );
}
