import { formatGermanDate, formatGermanPeriod } from "../dates";
import { FEDERAL_STATE_LABELS, type FederalState } from "../enums";
import type { JobSearch } from "../job-search";

/**
 * A search's filters in German words, as the account page lists a search alert and an
 * alert mail names it: "Vertretungsangebot · Köln · Nordrhein-Westfalen · ab 01.07.2026".
 */
export function describeJobSearch(search: JobSearch): string {
  const parts: string[] = [search.type];
  if (search.location) parts.push(search.location);
  if (search.state) parts.push(FEDERAL_STATE_LABELS[search.state as FederalState]);
  if (!search.location && !search.state) parts.push("ganz Deutschland");
  if (search.startDate && search.endDate) {
    parts.push(formatGermanPeriod(search.startDate, search.endDate));
  } else if (search.startDate) {
    parts.push(`ab ${formatGermanDate(search.startDate)}`);
  } else if (search.endDate) {
    parts.push(`bis ${formatGermanDate(search.endDate)}`);
  }
  return parts.join(" · ");
}
