import { useId } from "react";
import type { FeeResponse } from "../../../domain/api/billing";
import { formatEuro } from "../../../domain/billing/money";
import { FEE_UNIT_LABELS } from "../../../domain/billing/price-list";
import { Button } from "../ui/button";
import { TitleText } from "../ui/title-text";

/**
 * The computed placement fee of an order, shown before every binding step (the order's
 * summary before "Zahlungspflichtig beauftragen"; later the candidate's confirmation).
 * `fee` undefined while loading (or, with `waiting`, while the order lacks what the fee
 * depends on), null when no price is agreed for the order; `retry` given when it could
 * not be loaded (a fee is never guessed).
 *
 * The card keeps one height from the first paint: an invisible copy of a large fee lies
 * under the visible state, so the checkbox and buttons below never move
 * under the pointer when the fee arrives (docs/decisions/0023).
 */
export function FeeSummary({
  fee,
  title = "Voraussichtliche Vermittlungsgebühr",
  waiting,
  retry,
}: {
  fee: FeeResponse | null | undefined;
  title?: string;
  /** Shown instead of "Die Gebühr wird berechnet …" while nothing is being computed. */
  waiting?: string | undefined;
  retry?: (() => void) | undefined;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      aria-live="polite"
      className="rounded-card border border-line bg-white p-4 text-ink"
    >
      <h3 id={id} className="mb-2 font-semibold">
        <TitleText text={title} />
      </h3>
      <div className="grid">
        <div aria-hidden="true" className="invisible col-start-1 row-start-1" data-fee-reserve>
          <FeeRows fee={LARGE_FEE} />
        </div>
        <div className="col-start-1 row-start-1 self-center">
          {retry ? (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="text-danger-700">
                Die Gebühr konnte nicht geladen werden.
              </p>
              <Button variant="ghost" onClick={retry}>
                Erneut laden
              </Button>
            </div>
          ) : fee === undefined ? (
            <p className="text-ink-muted">{waiting ?? "Die Gebühr wird berechnet …"}</p>
          ) : fee === null ? (
            <p>
              Für diese Art von Auftrag ist mit Ihnen noch kein Preis vereinbart. Wir nennen Ihnen
              die Gebühr, bevor eine Vermittlung zustande kommt.
            </p>
          ) : (
            <FeeRows fee={fee} testIds />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * A large fee of the longest role and kind: its invisible copy sets the card's height at
 * every width. (A much larger amount would grow the card by a line on a phone; the
 * longest possible one would make the card many lines too tall.)
 */
const LARGE_FEE: FeeResponse = {
  role: "Apotheker/in",
  kind: "Vertretungsangebot",
  unit: "per_day",
  quantity: 60,
  placementDays: 60,
  unitNetCents: 90_000,
  netCents: 5_400_000,
  vatRate: 19,
  vatCents: 1_026_000,
  grossCents: 6_426_000,
};

function FeeRows({ fee, testIds = false }: { fee: FeeResponse; testIds?: boolean }) {
  return (
    <>
      {/* The amounts keep their column; the text beside them wraps, long words at a
          syllable, so the card fits a 320 px phone. */}
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        <dt className="[overflow-wrap:anywhere]">
          <TitleText
            text={`${fee.role}, ${fee.kind}: ${
              fee.unit === "per_day"
                ? `${fee.quantity} ${fee.quantity === 1 ? "Einsatztag" : "Einsatztage"} × ${formatEuro(fee.unitNetCents)}`
                : `${formatEuro(fee.unitNetCents)} ${FEE_UNIT_LABELS.per_placement}`
            }`}
          />
        </dt>
        <dd className="text-right">{formatEuro(fee.netCents)}</dd>
        <dt>zzgl. {fee.vatRate} % USt.</dt>
        <dd className="text-right">{formatEuro(fee.vatCents)}</dd>
        <dt className="font-semibold">Gesamt (brutto)</dt>
        <dd
          className="text-right font-semibold"
          {...(testIds ? { "data-testid": "fee-gross" } : {})}
        >
          {formatEuro(fee.grossCents)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-ink-muted">
        Die Gebühr fällt nur bei erfolgreicher Vermittlung an und wird mit der Bestätigung der
        Fachkraft festgeschrieben.
      </p>
    </>
  );
}
