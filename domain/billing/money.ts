/**
 * Money as whole euro cents (integers), so sums never drift; formatted only for people.
 */

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const plain = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** 12345 -> "123,45 €" (German notation, for pages, mails and the PDF). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** 12345 -> "123,45": the decimal comma without a currency sign (CSV for accountants). */
export function decimalComma(cents: number): string {
  return plain.format(cents / 100);
}

/** 12345 -> "123.45": the decimal point of XML and JSON. */
export function decimalPoint(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** The VAT on a net amount, rounded half up to the cent (rate in percent, e.g. 19). */
export function vatOf(netCents: number, ratePercent: number): number {
  const sign = netCents < 0 ? -1 : 1;
  // Rates have at most two decimals: work in hundredths of a percent to stay exact.
  const hundredths = Math.round(ratePercent * 100);
  return sign * Math.floor((Math.abs(netCents) * hundredths + 5000) / 10000);
}
