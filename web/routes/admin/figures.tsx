import { useSearchParams } from "react-router";
import { formatGermanDate, todayIsoDate } from "../../../domain/dates";
import type { FigureChart } from "../../../domain/figures";
import { paths } from "../../../domain/paths";
import { FigureCard } from "../../components/admin/figures/figure-card";
import {
  formatCents,
  formatCount,
  formatDays,
  formatShare,
} from "../../components/admin/figures/figure-format";
import {
  FiguresFilters,
  queryOf,
  selectionFromParams,
  selectionSummary,
} from "../../components/admin/figures/figures-filters";
import { figuresContent } from "../../content/pages/admin-figures";
import type { AnswerOf } from "../../lib/api";
import { pageMeta } from "../../lib/page-meta";
import { useApiData } from "../../lib/use-api-data";

export const meta = () =>
  pageMeta({ ...figuresContent.meta, path: paths.adminFigures, noIndex: true });

const sections: { heading: string; charts: FigureChart[] }[] = [
  { heading: figuresContent.sections.orders, charts: ["orders", "time-to-fill"] },
  { heading: figuresContent.sections.placements, charts: ["placement-days", "cancellations"] },
  { heading: figuresContent.sections.money, charts: ["revenue", "receivables"] },
  {
    heading: figuresContent.sections.people,
    charts: ["active-staff", "registrations", "backlog"],
  },
];

/**
 * /admin/kennzahlen: the agency's figures for a period (docs/product.md, "The agency's
 * numbers"), one answer of GET /api/admin/figures; the selection lives in the address.
 */
export default function AdminFiguresPage() {
  const [params] = useSearchParams();
  const selection = selectionFromParams(params, todayIsoDate());
  const query = queryOf(selection);
  const { data, failed } = useApiData(selection.error ? undefined : "GET /admin/figures", {
    query,
  });
  const csvQuery = new URLSearchParams(query).toString();
  // The answer shown belongs to the selection only once it has arrived.
  const current =
    data &&
    data.period.from === selection.from &&
    data.period.to === selection.to &&
    data.region === (selection.region ?? null) &&
    data.profession === (selection.profession ?? null)
      ? data
      : undefined;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">{figuresContent.title}</h1>
      <p className="max-w-3xl text-ink-muted">{figuresContent.intro}</p>
      <FiguresFilters />
      <p className="font-medium text-ink">{selectionSummary(selection)}</p>
      <div role="status" className={current || failed || selection.error ? "sr-only" : ""}>
        {!current && !failed && !selection.error ? figuresContent.loading : ""}
      </div>
      {failed && (
        <p role="alert" className="text-danger-700">
          {figuresContent.failed}
        </p>
      )}
      {current && (
        <>
          <KeyFigures answer={current} />
          {sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-4">
              <h2 className="text-2xl font-bold text-ink">{section.heading}</h2>
              <div className="grid gap-4 xl:grid-cols-2">
                {section.charts.map((chart) => (
                  <FigureCard key={chart} answer={current} chart={chart} csvQuery={csvQuery} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function KeyFigures({ answer }: { answer: AnswerOf<"GET /admin/figures"> }) {
  const text = figuresContent.keyFigures;
  const days = (value: number | null) =>
    value === null ? "–" : `${formatDays(value)} ${text.days}`;
  const openCents = answer.money.receivables.buckets.reduce((sum, row) => sum + row.open_cents, 0);
  const figures = [
    {
      label: text.fillRate,
      value: answer.orders.fill_rate === null ? "–" : formatShare(answer.orders.fill_rate),
    },
    { label: text.timeToFill, value: days(answer.orders.time_to_fill_total.confirmation_median) },
    { label: text.daysToPayment, value: days(answer.money.days_to_payment.average) },
    {
      label: `${text.receivables}, ${text.asOf} ${formatGermanDate(answer.money.receivables.as_of)}`,
      value: formatCents(openCents),
    },
    { label: text.waiting, value: formatCount(answer.people.activation_backlog.waiting_now) },
  ];
  return (
    <section aria-labelledby="key-figures" className="flex flex-col gap-3">
      <h2 id="key-figures" className="text-2xl font-bold text-ink">
        {text.heading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse gap-1 rounded-card border border-line bg-white p-4 shadow-card"
          >
            <dt className="text-ink-muted">{figure.label}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
