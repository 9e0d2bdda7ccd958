import { type FormEvent, type ReactNode, useId } from "react";
import { controlClasses } from "../form/form-field";
import { Button, buttonClasses } from "../ui/button";
import { ScrollBox } from "../ui/scroll-box";
import type { AdminListState } from "./use-admin-list";
import { useSearchText } from "./use-search-text";

export interface Column<Item> {
  label: string;
  /** The API's sort key, when the list can be sorted by this column. */
  sort?: string;
  /**
   * The row's buttons: from a laptop's width on, the column stays at the box's right edge
   * while the others scroll beneath it, so a wide row never hides them (issue 26). On a
   * phone it scrolls with the rest, which would otherwise have no room.
   */
  actions?: boolean;
  render(item: Item): ReactNode;
}

/** The kept-in-view column's look: its own background and a line at its left edge. */
const ACTIONS_CELL = "lg:sticky lg:right-0 lg:z-10 lg:shadow-[-1px_0_0_var(--color-line)]";

export interface Filter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A day filter (`<input type="date">`), e.g. the first and last day of a range. */
export interface DateFilter {
  name: string;
  label: string;
}

interface DataTableProps<Item> {
  /** The table's caption, e.g. "Personal". */
  caption: string;
  list: AdminListState<Item>;
  columns: readonly Column<Item>[];
  filters?: readonly Filter[];
  dateFilters?: readonly DateFilter[];
  /** The search field: its query name and label ("q", "Suche" unless given). */
  search?: { name: string; label: string };
  rowKey(item: Item): string;
  /** The sort the API applies without one. */
  defaultSort?: string;
}

/**
 * Every console list: search, filters, sortable columns, pages, CSV download. The
 * state is the address's query (useAdminList); the server searches, sorts and pages.
 */
export function DataTable<Item>({
  caption,
  list,
  columns,
  filters = [],
  dateFilters = [],
  search = { name: "q", label: "Suche" },
  rowKey,
  defaultSort = "created_at",
}: DataTableProps<Item>) {
  const id = useId();
  const { params, data, error, update, csvUrl, loadMore, loadingMore } = list;
  const sort = params.get("sort") ?? defaultSort;
  const dir = params.get("dir") ?? "desc";
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const searchText = useSearchText(params.get(search.name) ?? "");

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ [search.name]: searchText.send(searchText.text.trim()) });
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-caption`}>
      <div className="flex flex-wrap items-end gap-3">
        <form onSubmit={onSearch} className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-q`} className="font-medium text-ink">
              {search.label}
            </label>
            <input
              id={`${id}-q`}
              name={search.name}
              type="search"
              value={searchText.text}
              onChange={(event) => searchText.setText(event.target.value)}
              className={`${controlClasses} w-64 max-w-full`}
            />
          </div>
          <Button type="submit" variant="secondary" className="py-2.5">
            Suchen
          </Button>
        </form>
        {filters.map((filter) => (
          <div key={filter.name} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${filter.name}`} className="font-medium text-ink">
              {filter.label}
            </label>
            <select
              id={`${id}-${filter.name}`}
              value={params.get(filter.name) ?? ""}
              onChange={(event) => update({ [filter.name]: event.target.value })}
              className={`${controlClasses} w-48`}
            >
              <option value="">Alle</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {dateFilters.map((filter) => (
          <div key={filter.name} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${filter.name}`} className="font-medium text-ink">
              {filter.label}
            </label>
            <input
              id={`${id}-${filter.name}`}
              type="date"
              value={params.get(filter.name) ?? ""}
              onChange={(event) => update({ [filter.name]: event.target.value })}
              className={`${controlClasses} w-44`}
            />
          </div>
        ))}
        <a href={csvUrl} download className={buttonClasses("ghost", "ml-auto py-2.5")}>
          CSV herunterladen
        </a>
      </div>

      {error && (
        <p role="alert" className="font-medium text-danger-700">
          {error}
        </p>
      )}

      <ScrollBox caption={caption} className="rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column) => {
                const active = column.sort === sort;
                return (
                  <th
                    key={column.label}
                    scope="col"
                    className={`px-3 py-2 font-semibold text-ink ${column.actions ? `${ACTIONS_CELL} bg-surface-muted` : ""}`}
                    aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
                        onClick={() =>
                          update({
                            sort: column.sort!,
                            dir: active && dir === "asc" ? "desc" : "asc",
                          })
                        }
                      >
                        {column.label}
                        <span aria-hidden="true">{active ? (dir === "asc" ? "▲" : "▼") : "↕"}</span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={rowKey(item)} className="border-t border-line align-top">
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={`px-3 py-2 text-ink ${column.actions ? `${ACTIONS_CELL} bg-white` : ""}`}
                  >
                    {column.render(item)}
                  </td>
                ))}
              </tr>
            ))}
            {data && data.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-ink-muted">
                  Keine Einträge gefunden.
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {!data && !error && (
          <p role="status" className="px-3 py-6 text-center text-ink-muted">
            Wird geladen …
          </p>
        )}
      </ScrollBox>

      {data && data.next !== undefined && (
        <nav aria-label={`Seiten: ${caption}`} className="flex flex-wrap items-center gap-3">
          <p aria-live="polite">
            {data.items.length.toLocaleString("de-DE")} von{" "}
            {data.total_exact
              ? `${data.total.toLocaleString("de-DE")} ${data.total === 1 ? "Eintrag" : "Einträgen"}`
              : `mehr als ${data.total.toLocaleString("de-DE")} Einträgen`}{" "}
            angezeigt
          </p>
          {data.next && (
            <Button
              variant="secondary"
              className="py-2"
              disabled={loadingMore}
              onClick={() => void loadMore()}
            >
              {loadingMore ? "Wird geladen …" : "Weitere laden"}
            </Button>
          )}
        </nav>
      )}
      {data && data.next === undefined && (
        <nav aria-label={`Seiten: ${caption}`} className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            className="py-2"
            disabled={data.page <= 1}
            onClick={() => update({ page: String(data.page - 1) })}
          >
            Zurück
          </Button>
          <p aria-live="polite">
            Seite {data.page} von {data.total_exact ? pages : `mehr als ${pages}`} ·{" "}
            {data.total_exact
              ? `${data.total} ${data.total === 1 ? "Eintrag" : "Einträge"}`
              : `mehr als ${data.total.toLocaleString("de-DE")} Einträge – bitte Suche oder Filter nutzen`}
          </p>
          <Button
            variant="secondary"
            className="py-2"
            disabled={data.page >= pages}
            onClick={() => update({ page: String(data.page + 1) })}
          >
            Weiter
          </Button>
        </nav>
      )}
    </section>
  );
}

/** Dates in the console: "21.11.2026, 14:05". */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "–";
  return new Date(iso).toLocaleString("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  });
}
