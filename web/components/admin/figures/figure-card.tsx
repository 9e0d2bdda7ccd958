import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { FiguresAnswer } from "../../../../domain/api/figures";
import type { FigureChart } from "../../../../domain/figures";
import { figuresTable } from "../../../../domain/figures-tables";
import { Button, buttonClasses } from "../../ui/button";
import { ScrollBox } from "../../ui/scroll-box";
import { type ChartSpec, chartSpec } from "./figure-charts";
import { formatFigure } from "./figure-format";

/**
 * One chart of /admin/kennzahlen: its title, the picture (SVG by Observable Plot,
 * docs/decisions/0048-charts-with-observable-plot.md), a legend, the same figures as a
 * table behind "Tabelle anzeigen" (the accessible alternative) and their CSV.
 */
export function FigureCard({
  answer,
  chart,
  csvQuery,
}: {
  answer: FiguresAnswer;
  chart: FigureChart;
  /** The page's query, for the CSV of the same figures. */
  csvQuery: string;
}) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const table = figuresTable(answer, chart);
  const spec = useMemo(() => chartSpec(answer, chart), [answer, chart]);
  const titleId = `${id}-title`;
  const tableId = `${id}-table`;

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card"
    >
      <h3 id={titleId} className="text-lg font-semibold text-ink">
        {table.title}
      </h3>
      {spec.empty ? (
        <p className="text-ink-muted">Keine Daten in diesem Zeitraum.</p>
      ) : (
        <>
          <PlotPicture spec={spec} label={`${spec.kind}: ${table.title}`} />
          {spec.legend.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Legende">
              {spec.legend.map((entry) => (
                <li key={entry.label} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={entry.line ? "w-6" : "size-3.5 rounded-sm border border-ink"}
                    style={
                      entry.line
                        ? { borderTop: `3px ${entry.line} ${entry.color}` }
                        : { backgroundColor: entry.color }
                    }
                  />
                  {entry.label}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="py-2"
          aria-expanded={tableShown}
          aria-controls={tableId}
          aria-describedby={titleId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? "Tabelle ausblenden" : "Tabelle anzeigen"}
        </Button>
        <a
          href={`/api/admin/figures/csv?chart=${chart}&${csvQuery}`}
          download
          aria-describedby={titleId}
          className={buttonClasses("ghost", "py-2")}
        >
          CSV herunterladen
        </a>
      </div>
      <div id={tableId} hidden={!tableShown}>
        {tableShown && (
          <ScrollBox caption={table.title}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={`border-b border-line px-2 py-1.5 font-semibold text-ink ${column.unit === "text" ? "text-left" : "text-right"}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])} className="even:bg-surface-muted">
                    {row.map((value, index) => {
                      const column = table.columns[index]!;
                      const text = formatFigure(value, column.unit);
                      return index === 0 ? (
                        <th
                          key={column.label}
                          scope="row"
                          className="px-2 py-1.5 text-left font-medium text-ink"
                        >
                          {text}
                        </th>
                      ) : (
                        <td
                          key={column.label}
                          className="px-2 py-1.5 text-right tabular-nums text-ink"
                        >
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </div>
    </section>
  );
}

/**
 * The chart as an SVG, drawn once Observable Plot has loaded (a chunk of its own, asked
 * for by this page only) and again when the box changes width. A picture with a name
 * for screen readers; its figures are in the table.
 */
function PlotPicture({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (width === 0) return;
    let current = true;
    void import("@observablehq/plot").then((plot) => {
      const element = box.current;
      if (!current || !element) return;
      const picture = spec.render(plot, width);
      picture.setAttribute("aria-hidden", "true");
      element.replaceChildren(picture);
    });
    return () => {
      current = false;
    };
  }, [spec, width]);
  return <div ref={box} role="img" aria-label={label} className="min-h-[200px] w-full" />;
}
