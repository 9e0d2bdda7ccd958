import type { FiguresAnswer } from "../../../domain/api/figures";
import type { FigureChart } from "../../../domain/figures";
import { type FigureUnit, type FigureValue, figuresTable } from "../../../domain/figures-tables";
import { type CsvCell, CsvDecimal, toCsv } from "../csv";

/** A value as German spreadsheets read it: euros and days with a decimal comma. */
function cell(value: FigureValue, unit: FigureUnit): CsvCell {
  if (value === null || typeof value === "string") return value;
  switch (unit) {
    case "cents":
      return new CsvDecimal((value / 100).toFixed(2).replace(".", ","));
    case "days":
      return new CsvDecimal(value.toFixed(1).replace(".", ","));
    case "share":
      return new CsvDecimal((value * 100).toFixed(1).replace(".", ","));
    default:
      return value;
  }
}

/** One chart's table as the console's CSV (server/admin/csv.ts: BOM, semicolons, guard). */
export function figuresCsv(answer: FiguresAnswer, chart: FigureChart): string {
  const table = figuresTable(answer, chart);
  return toCsv(
    table.columns.map((column) => column.label),
    table.rows.map((row) => row.map((value, index) => cell(value, table.columns[index]!.unit))),
  );
}
