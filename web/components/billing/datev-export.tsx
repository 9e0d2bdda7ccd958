import { useState } from "react";
import { todayIsoDate } from "../../../domain/dates";
import { TextField } from "../form/inputs";
import { buttonClasses } from "../ui/button";

/** The month before today's, "2026-10" in November: what the tax advisor asks for. */
function lastMonth(): string {
  const [year, month] = todayIsoDate().split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/**
 * "Export für die Steuerberatung" (issue 28, item 5): the month's DATEV files, the
 * Buchungsstapel and the debtors, as downloads.
 */
export function DatevExport() {
  const [month, setMonth] = useState(lastMonth());
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-labelledby="datev" className="flex flex-col gap-3">
      <h2 id="datev" className="text-xl font-semibold text-ink">
        Export für die Steuerberatung (DATEV)
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Monat"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {valid && (
          <>
            <a
              href={`/api/admin/datev/bookings?month=${month}`}
              download
              className={buttonClasses("secondary", "py-2.5")}
            >
              Buchungsstapel herunterladen
            </a>
            <a
              href={`/api/admin/datev/debtors?month=${month}`}
              download
              className={buttonClasses("ghost", "py-2.5")}
            >
              Debitoren herunterladen
            </a>
          </>
        )}
      </div>
    </section>
  );
}
