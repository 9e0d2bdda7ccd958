import { useRef } from "react";
import { useSearchParams } from "react-router";
import {
  addDaysToIsoDate,
  formatGermanPeriod,
  isIsoDate,
  todayIsoDate,
} from "../../../../domain/dates";
import {
  FEDERAL_STATE_LABELS,
  FEDERAL_STATES,
  type FederalState,
  STAFF_PROFESSIONS,
  type StaffProfession,
} from "../../../../domain/enums";
import {
  FIGURES_CUSTOM_MAX_MONTHS,
  FIGURES_PERIOD_LABELS,
  FIGURES_PERIODS,
  type FiguresPeriod,
  monthsBetween,
  resolveFiguresPeriod,
} from "../../../../domain/figures";
import { figuresContent } from "../../../content/pages/admin-figures";
import { SelectField, TextField } from "../../form/inputs";

const text = figuresContent.filters;

/** What the page shows, read from its address (?period=…&from=…), so a view can be bookmarked. */
export interface FiguresSelection {
  period: FiguresPeriod;
  from: string;
  to: string;
  region: FederalState | undefined;
  profession: StaffProfession | undefined;
  /** Why a free period cannot be shown (German), or undefined. */
  error: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function selectionFromParams(params: URLSearchParams, today: string): FiguresSelection {
  const period = oneOf(FIGURES_PERIODS, params.get("period")) ?? "year";
  const given = params.get("from");
  const from = given && isIsoDate(given) ? given : undefined;
  const region = oneOf(FEDERAL_STATES, params.get("region"));
  const profession = oneOf(STAFF_PROFESSIONS, params.get("profession"));
  if (period !== "custom") {
    const resolved = resolveFiguresPeriod(period, from ?? today);
    return { period, from: resolved.from, to: resolved.to, region, profession, error: undefined };
  }
  const givenTo = params.get("to");
  const to = givenTo && isIsoDate(givenTo) ? givenTo : undefined;
  const start = from ?? `${today.slice(0, 7)}-01`;
  const end = to ?? today;
  const error =
    !from && given
      ? figuresContent.errors.datesMissing
      : end < start
        ? figuresContent.errors.toBeforeFrom
        : monthsBetween(start, end).length > FIGURES_CUSTOM_MAX_MONTHS
          ? figuresContent.errors.tooLong
          : undefined;
  return { period, from: start, to: end, region, profession, error };
}

/** The API's query (and the CSV links') for a selection. */
export function queryOf(selection: FiguresSelection) {
  return {
    period: selection.period,
    from: selection.from,
    ...(selection.period === "custom" ? { to: selection.to } : {}),
    ...(selection.region ? { region: selection.region } : {}),
    ...(selection.profession ? { profession: selection.profession } : {}),
  };
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, index, 1)),
  ),
);

/**
 * The period selector (Monat, Quartal, Jahr, frei) and the region and profession
 * filters. Every change goes into the address; the page loads what it says.
 */
export function FiguresFilters() {
  const [params, setParams] = useSearchParams();
  // The address last asked for; it follows the page's address whenever that changes.
  const latest = useRef(params);
  const shown = useRef(params);
  if (shown.current !== params) {
    shown.current = params;
    latest.current = params;
  }
  const today = todayIsoDate();
  const selection = selectionFromParams(params, today);
  const year = selection.from.slice(0, 4);
  const month = Number(selection.from.slice(5, 7));

  const update = (
    changes: Partial<Record<"period" | "from" | "to" | "region" | "profession", string>>,
  ) => {
    // From the latest address asked for, not this render's: two quick changes (before
    // the page has drawn the first) must not undo each other.
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { preventScrollReset: true });
  };
  const anchorFrom = (y: string, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;

  const thisYear = Number(today.slice(0, 4));
  const years = [...new Set([...Array.from({ length: 10 }, (_, i) => thisYear - i), Number(year)])]
    .sort((a, b) => b - a)
    .map((value) => ({ value: String(value), label: String(value) }));

  const changePeriod = (period: FiguresPeriod) => {
    if (period === "custom") {
      update({ period, from: selection.from, to: selection.to });
      return;
    }
    // From this year to a month: this month; from 2025 to a month: January 2025.
    const anchor = selection.from <= today && today <= selection.to ? today : selection.from;
    update({ period, from: resolveFiguresPeriod(period, anchor).from, to: "" });
  };

  return (
    <form
      aria-label={figuresContent.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-start gap-4"
    >
      <SelectField
        label={text.period}
        className="w-40"
        value={selection.period}
        options={FIGURES_PERIODS.map((value) => ({ value, label: FIGURES_PERIOD_LABELS[value] }))}
        onChange={(event) => changePeriod(event.target.value as FiguresPeriod)}
      />
      {selection.period === "month" && (
        <SelectField
          label={text.month}
          className="w-40"
          value={String(month)}
          options={MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }))}
          onChange={(event) => update({ from: anchorFrom(year, Number(event.target.value)) })}
        />
      )}
      {selection.period === "quarter" && (
        <SelectField
          label={text.quarter}
          className="w-40"
          value={String(Math.floor((month - 1) / 3) + 1)}
          options={[1, 2, 3, 4].map((quarter) => ({
            value: String(quarter),
            label: `${quarter}. Quartal`,
          }))}
          onChange={(event) =>
            update({ from: anchorFrom(year, (Number(event.target.value) - 1) * 3 + 1) })
          }
        />
      )}
      {selection.period !== "custom" && (
        <SelectField
          label={text.year}
          className="w-32"
          value={year}
          options={years}
          onChange={(event) => update({ from: anchorFrom(event.target.value, month) })}
        />
      )}
      {selection.period === "custom" && (
        <>
          <TextField
            label={text.from}
            type="date"
            className="w-44"
            value={selection.from}
            max={today}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            label={text.to}
            type="date"
            className="w-44"
            value={selection.to}
            min={selection.from}
            max={addDaysToIsoDate(today, 366)}
            error={selection.error}
            onChange={(event) => update({ to: event.target.value })}
          />
        </>
      )}
      <SelectField
        label={text.region}
        className="w-60"
        value={selection.region ?? ""}
        options={[
          { value: "", label: text.allRegions },
          ...FEDERAL_STATES.map((value) => ({ value, label: FEDERAL_STATE_LABELS[value] })),
        ]}
        onChange={(event) => update({ region: event.target.value })}
      />
      <SelectField
        label={text.profession}
        className="w-48"
        value={selection.profession ?? ""}
        options={[
          { value: "", label: text.allProfessions },
          ...STAFF_PROFESSIONS.map((value) => ({ value, label: value })),
        ]}
        onChange={(event) => update({ profession: event.target.value })}
      />
    </form>
  );
}

/** "01.01.2025 – 31.12.2025 · Bayern · PTA" */
export function selectionSummary(selection: FiguresSelection): string {
  return [
    formatGermanPeriod(selection.from, selection.to),
    selection.region ? FEDERAL_STATE_LABELS[selection.region] : text.allRegions,
    selection.profession ?? text.allProfessions,
  ].join(" · ");
}
