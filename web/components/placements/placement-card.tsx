import type { PlacementView } from "../../../domain/api/placements";
import { formatGermanDate, formatGermanPeriods } from "../../../domain/dates";
import { CANCELLED_BY_LABELS } from "../../../domain/placement-status";
import { formatDate, stateLabel } from "../../lib/job-board-format";
import { buttonClasses } from "../ui/button";
import { TitleText } from "../ui/title-text";
import { CancelPlacement } from "./cancel-placement";
import { InvoiceCopyUpload } from "./invoice-copy-upload";
import { RatePlacement } from "./rate-placement";
import { WorkedDaysReports } from "./worked-days-report";

/**
 * One placement on "Meine Einsätze": the facts, the status, the other side's contact
 * data (only after confirmation), the calendar file, the cancellation and, for staff,
 * the invoice copy.
 */
export function PlacementCard({
  placement,
  side,
  onChanged,
}: {
  placement: PlacementView;
  side: "owner" | "staff";
  onChanged: () => void;
}) {
  const titleId = `einsatz-${placement.id}`;
  const contactId = `${titleId}-kontakt`;
  const active = placement.status !== "cancelled";
  const rows: [string, string][] = [
    ["Status", placement.statusLabel],
    ["Gesucht", placement.ownerCover ? `${placement.role} (Inhabervertretung)` : placement.role],
    ["Zeitraum", formatGermanPeriods(placement.periods)],
    ["Arbeitszeiten", placement.workingHours],
    [
      "Apotheke",
      `${placement.pharmacyName}, ${placement.street}, ${placement.postalCode} ${placement.city} (${stateLabel(placement.state)})`,
    ],
    ["Fachkraft", `${placement.staffName} (${placement.staffProfession})`],
  ];
  if (placement.cancelledAt && placement.cancelledBy) {
    rows.push([
      "Abgesagt",
      `am ${formatDate(placement.cancelledAt)} von ${CANCELLED_BY_LABELS[placement.cancelledBy]}: ${placement.cancelReason ?? ""}`,
    ]);
  }
  const contact = placement.contact;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold text-ink">
        <TitleText
          text={`${placement.type}: ${side === "owner" ? placement.staffName : placement.pharmacyName} ab ${formatGermanDate(placement.firstDay)}`}
        />
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {active && contact && (
        // Named with the card's title too: one landmark name per placement on the page.
        <section aria-labelledby={`${contactId} ${titleId}`} className="flex flex-col gap-1">
          <h4 id={contactId} className="font-semibold text-ink">
            {side === "owner" ? "Kontakt der Fachkraft" : "Kontakt der Apotheke"}
          </h4>
          <p className="text-ink">{contact.name}</p>
          {contact.address && <p className="text-ink">{contact.address}</p>}
          <p className="text-ink">
            Telefon:{" "}
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>
            ) : (
              "–"
            )}
          </p>
          <p className="text-ink">
            E-Mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        </section>
      )}
      {active && !contact && (
        <p className="text-ink-muted">Das Konto der anderen Seite besteht nicht mehr.</p>
      )}
      {active && (
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/placements/${placement.id}/calendar`}
            download="einsatz.ics"
            className={buttonClasses("secondary")}
            aria-describedby={titleId}
          >
            Kalenderdatei (.ics)
          </a>
        </div>
      )}
      {active && (
        <WorkedDaysReports
          placementId={placement.id}
          titleId={titleId}
          reports={placement.workReports}
          side={side}
          onSent={onChanged}
        />
      )}
      {side === "staff" && active && (
        <InvoiceCopyUpload placement={placement} onUploaded={onChanged} />
      )}
      {active && placement.past && placement.rated === false && (
        <RatePlacement placementId={placement.id} side={side} onRated={onChanged} />
      )}
      {/* Also once "vermittelt": the placement stands until cancelled (decision 15). */}
      {active && !placement.past && (
        <CancelPlacement
          placementId={placement.id}
          titleId={titleId}
          onCancelled={onChanged}
          askSearchAgain={side === "owner" && placement.orderId !== null}
        />
      )}
    </article>
  );
}
