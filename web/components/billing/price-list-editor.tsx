import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import {
  FEE_ORDER_KINDS,
  FEE_UNIT_LABELS,
  FEE_UNITS,
  OWNER_COVER_KIND,
  type PriceEntry,
  VAT_RATES,
} from "../../../domain/billing/price-list";
import { STAFF_PROFESSIONS } from "../../../domain/enums";
import { showServerErrors } from "../../forms/server-errors";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { controlClasses } from "../form/form-field";
import { Button } from "../ui/button";

interface Price {
  unit: PriceEntry["unit"];
  euro: string;
  vatRate: string;
}

interface Row extends Price {
  role: PriceEntry["role"];
  kind: PriceEntry["kind"];
  active: boolean;
  /** In a pharmacy's list: the default list's price, which it pays while unticked. */
  standard?: Price | undefined;
}

const priceOf = (entry: StoredPrice): Price => ({
  unit: entry.unit,
  euro: (entry.netCents / 100).toFixed(2).replace(".", ","),
  vatRate: String(entry.vatRate),
});

/** A stored price as the console loads it. */
type StoredPrice = AnswerOf<"GET /admin/price-lists">["default"][number];

const cell = "border-b border-line px-2 py-2 text-left align-middle";

/**
 * The table's rows: a price of this list is ticked; in a pharmacy's list a row without
 * one shows the default list's price (unticked, read-only), which a tick takes over as
 * the start of the pharmacy's own.
 */
function rowsOf(entries: readonly StoredPrice[], defaults: readonly StoredPrice[]): Row[] {
  return STAFF_PROFESSIONS.flatMap((role) =>
    FEE_ORDER_KINDS.filter((kind) => kind !== OWNER_COVER_KIND || role === "Apotheker/in").map(
      (kind) => {
        const same = (price: StoredPrice) => price.role === role && price.kind === kind;
        const own = entries.find(same);
        const standardEntry = defaults.find(same);
        const standard = standardEntry ? priceOf(standardEntry) : undefined;
        const start = own
          ? priceOf(own)
          : (standard ?? { unit: "per_day", euro: "", vatRate: "19" });
        return { role, kind, active: Boolean(own), standard, ...start };
      },
    ),
  );
}

/** The toast after saving: "1 Änderung", "3 Änderungen". */
export function savedPriceListText(changed: number): string {
  return `Preisliste gespeichert (${changed} ${changed === 1 ? "Änderung" : "Änderungen"}).`;
}

const centsOf = (euro: string) =>
  Math.round(Number(euro.replace(/\./g, "").replace(",", ".")) * 100);

/**
 * One price list as a table: a row per role and kind of order; a row left unticked has
 * no price in this list (a pharmacy then pays the default list's, which its row shows).
 */
export function PriceListEditor({
  ownerId,
  entries,
  defaults = [],
  onSaved,
}: {
  ownerId: string | null;
  entries: readonly StoredPrice[];
  /** A pharmacy's list: the default list, whose prices its unticked rows pay. */
  defaults?: readonly StoredPrice[];
  onSaved: () => void;
}) {
  const [rows, setRows] = useState(() => rowsOf(entries, defaults));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    rows.forEach((row, index) => {
      const cents = centsOf(row.euro);
      if (row.active && (!/^\d{1,6}([.,]\d{1,2})?$/.test(row.euro.trim()) || Number.isNaN(cents))) {
        found[index] = "Bitte einen Betrag in Euro angeben, z. B. 60,00.";
      }
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const prices = rows
      .filter((row) => row.active)
      .map((row) => ({
        role: row.role,
        kind: row.kind,
        unit: row.unit,
        netCents: centsOf(row.euro.trim()),
        // The select offers VAT_RATES only.
        vatRate: Number(row.vatRate) as PriceEntry["vatRate"],
      }));
    const result = await apiRequest("PUT /admin/price-lists", {
      body: { owner_id: ownerId, prices },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(savedPriceListText(result.body.changed));
      onSaved();
    } else {
      showServerErrors(result, { text: "Die Preisliste konnte nicht gespeichert werden." });
    }
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-4" noValidate>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">
            {ownerId ? "Eigene Preise der Apotheke" : "Standardpreisliste"}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Preis gilt
              </th>
              <th scope="col" className={cell}>
                Beruf
              </th>
              <th scope="col" className={cell}>
                Auftragsart
              </th>
              <th scope="col" className={cell}>
                Abrechnung
              </th>
              <th scope="col" className={cell}>
                Netto (€)
              </th>
              <th scope="col" className={cell}>
                USt.
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = `${row.role}, ${row.kind}`;
              // Unticked in a pharmacy's list: the default list's price, which applies.
              const shown = !row.active && row.standard ? row.standard : row;
              const errorId = `preis-fehler-${index}`;
              return (
                <tr key={name}>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={`Preis für ${name}`}
                      checked={row.active}
                      onChange={(event) => change(index, { active: event.target.checked })}
                      className="size-5"
                    />
                  </td>
                  <td className={cell}>{row.role}</td>
                  <td className={cell}>{row.kind}</td>
                  <td className={cell}>
                    <select
                      aria-label={`Abrechnung ${name}`}
                      value={shown.unit}
                      disabled={!row.active}
                      onChange={(event) =>
                        change(index, { unit: event.target.value as Row["unit"] })
                      }
                      className={controlClasses}
                    >
                      {FEE_UNITS.map((unit) => (
                        <option key={unit} value={unit}>
                          {FEE_UNIT_LABELS[unit]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    <input
                      aria-label={`Nettobetrag ${name}`}
                      inputMode="decimal"
                      value={shown.euro}
                      disabled={!row.active}
                      aria-invalid={errors[index] ? true : undefined}
                      aria-describedby={errors[index] ? errorId : undefined}
                      onChange={(event) => change(index, { euro: event.target.value })}
                      className={controlClasses}
                    />
                    {errors[index] && (
                      <p id={errorId} className="mt-1 text-sm text-danger-700">
                        {errors[index]}
                      </p>
                    )}
                    {!row.active && row.standard && (
                      <p className="mt-1 text-sm text-ink-muted">Standardpreis</p>
                    )}
                    {ownerId && !row.active && !row.standard && (
                      <p className="mt-1 text-sm text-ink-muted">Kein Preis vereinbart</p>
                    )}
                  </td>
                  <td className={cell}>
                    <select
                      aria-label={`Umsatzsteuer ${name}`}
                      value={shown.vatRate}
                      disabled={!row.active}
                      onChange={(event) => change(index, { vatRate: event.target.value })}
                      className={controlClasses}
                    >
                      {VAT_RATES.map((rate) => (
                        <option key={rate} value={rate}>
                          {rate} %
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button type="submit" busy={busy} className="self-start">
        Preisliste speichern
      </Button>
    </form>
  );
}
