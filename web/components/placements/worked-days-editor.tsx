import { formatGermanDate } from "../../../domain/dates";
import type { WorkedDay } from "../../../domain/worked-days";
import { formatHours, minutesWorked } from "../../../domain/worked-days";
import { controlClasses } from "../form/form-field";

const WEEKDAYS = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "";

/** "Mo 01.12.2026" */
export function dayLabel(date: string): string {
  return `${weekday(date)} ${formatGermanDate(date)}`;
}

/** One day as a line of text: "08:00–17:30, 30 Min. Pause (9:00 Std.)" or "nicht gearbeitet". */
export function dayText(day: WorkedDay): string {
  return day.worked
    ? `${day.start}–${day.end}, ${day.breakMinutes} Min. Pause (${formatHours(minutesWorked(day))})`
    : "nicht gearbeitet";
}

/** The days as a list (read-only). */
export function WorkedDaysList({ days, label }: { days: readonly WorkedDay[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {days.map((day) => (
        <li key={day.date} className="text-ink">
          <span className="font-medium">{dayLabel(day.date)}:</span>{" "}
          {day.worked ? (
            // The times stay together: "08:00–|18:30" broke at the dash on a 320 px phone.
            <>
              <span className="whitespace-nowrap">
                {day.start}–{day.end},
              </span>{" "}
              {dayText(day).slice(`${day.start}–${day.end}, `.length)}
            </>
          ) : (
            dayText(day)
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The days of a period as fields (docs/decisions/0057-worked-days-and-corrections.md):
 * per day worked or not, start, end and break, one group per day that wraps on a phone.
 */
export function WorkedDaysEditor({
  days,
  onChange,
  idPrefix,
  disabled = false,
}: {
  days: WorkedDay[];
  onChange: (days: WorkedDay[]) => void;
  idPrefix: string;
  disabled?: boolean;
}) {
  const update = (index: number, change: Partial<WorkedDay>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...change } : day)));
  return (
    <div className="flex flex-col gap-3">
      {days.map((day, index) => {
        const id = `${idPrefix}-${day.date}`;
        return (
          <fieldset
            key={day.date}
            className="flex flex-col gap-2 rounded-card border border-line p-3"
          >
            <legend className="px-1 font-semibold text-ink">{dayLabel(day.date)}</legend>
            <label className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                checked={day.worked}
                disabled={disabled}
                onChange={(event) => update(index, { worked: event.target.checked })}
                className="size-5"
              />
              gearbeitet
            </label>
            {day.worked && (
              <div className="flex flex-wrap gap-3">
                <label htmlFor={`${id}-start`} className="flex flex-col gap-1 text-sm text-ink">
                  Beginn
                  <input
                    id={`${id}-start`}
                    type="time"
                    value={day.start}
                    required
                    disabled={disabled}
                    onChange={(event) => update(index, { start: event.target.value })}
                    className={`${controlClasses} w-32`}
                  />
                </label>
                <label htmlFor={`${id}-end`} className="flex flex-col gap-1 text-sm text-ink">
                  Ende
                  <input
                    id={`${id}-end`}
                    type="time"
                    value={day.end}
                    required
                    disabled={disabled}
                    onChange={(event) => update(index, { end: event.target.value })}
                    className={`${controlClasses} w-32`}
                  />
                </label>
                <label htmlFor={`${id}-break`} className="flex flex-col gap-1 text-sm text-ink">
                  Pause (Minuten)
                  <input
                    id={`${id}-break`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={720}
                    step={5}
                    value={day.breakMinutes}
                    disabled={disabled}
                    onChange={(event) =>
                      update(index, {
                        breakMinutes: Math.max(0, Math.min(720, Number(event.target.value) || 0)),
                      })
                    }
                    className={`${controlClasses} w-28`}
                  />
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The German message when a worked day lacks its times, else undefined. */
export function missingTimes(days: readonly WorkedDay[]): string | undefined {
  const day = days.find(
    (entry) => entry.worked && (!TIME.test(entry.start) || !TIME.test(entry.end)),
  );
  return day ? `Bitte geben Sie für ${dayLabel(day.date)} Beginn und Ende an.` : undefined;
}
