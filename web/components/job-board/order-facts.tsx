import type { OwnerOrder, PublicOrder } from "../../../domain/api/job-board";
import { formatGermanPeriods } from "../../../domain/dates";
import { WWS_SOFTWARE_LABELS, type WwsSoftware } from "../../../domain/enums";
import { euro, stateLabel } from "../../lib/job-board-format";

/** The facts of an order as a description list (summary, cards, console). */
export function OrderFacts({
  order,
  showStreet = true,
}: {
  order: PublicOrder & { street?: string; pharmacy?: OwnerOrder["pharmacy"] };
  showStreet?: boolean;
}) {
  const rows: [string, string][] = [];
  // Owner and operator see which of the owner's pharmacies the order is for.
  if (order.pharmacy?.name) {
    rows.push([
      "Apotheke",
      order.pharmacy.main ? order.pharmacy.name : `${order.pharmacy.name} (Filiale)`,
    ]);
  }
  rows.push(
    ["Art", order.type],
    ["Gesucht", order.ownerCover ? `${order.role} (Inhabervertretung)` : order.role],
    ["Zeitraum", formatGermanPeriods(order.periods)],
    ["Arbeitszeiten", order.workingHours],
    [
      "Ort",
      `${showStreet && order.street ? `${order.street}, ` : ""}${order.postalCode} ${order.city} (${stateLabel(order.state)})`,
    ],
    [
      "WWS",
      order.wwsSoftware.map((name) => WWS_SOFTWARE_LABELS[name as WwsSoftware] ?? name).join(", "),
    ],
  );
  if (order.hourlyRate !== null) rows.push(["Stundenlohn", euro(order.hourlyRate)]);
  if (order.note) rows.push(["Anmerkung", order.note]);
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
