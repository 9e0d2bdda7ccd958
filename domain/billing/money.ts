/**
 * Money as whole euro cents (integers), so sums never drift; formatted only for people.
 * Never "-0,00 €": a cancellation negates 0 ct into -0, which Intl prints with a minus.
 */

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const plain = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** 12345 -> "123,45 €" (German notation, for pages, mails and the PDF). */
export function formatEuro(cents: number): string {
  return euro.format(withoutNegativeZero(cents) / 100);
}

/** 12345 -> "123,45": the decimal comma without a currency sign (CSV for accountants). */
export function decimalComma(cents: number): string {
  return plain.format(withoutNegativeZero(cents) / 100);
}

/** 12345 -> "123.45": the decimal point of XML and JSON. */
export function decimalPoint(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** -0 (0 ct negated, e.g. on a cancellation invoice) as 0; every other amount unchanged. */
function withoutNegativeZero(cents: number): number {
  return cents === 0 ? 0 : cents;
}

/** The VAT on a net amount, rounded half up to the cent (rate in percent, e.g. 19). */
export function vatOf(netCents: number, ratePercent: number): number {
  const sign = netCents < 0 ? -1 : 1;
  // Rates have at most two decimals: work in hundredths of a percent to stay exact.
  const hundredths = Math.round(ratePercent * 100);
  return withoutNegativeZero(sign * Math.floor((Math.abs(netCents) * hundredths + 5000) / 10000));
}
