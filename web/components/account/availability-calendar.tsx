import { useEffect, useState } from "react";
import toast from "react-hot-toast/headless";
import type { AvailabilityAnswer } from "../../../domain/api/urgent-cover";
import {
  type AvailabilitySettings,
  availableOn,
  isoWeekday,
  MAX_DAILY_OFFER_CAP,
  MAX_TRAVEL_KM,
  OFFER_CHANNEL_LABELS,
  OFFER_CHANNELS,
  type OfferChannel,
  WEEKDAY_LABELS,
} from "../../../domain/availability";
import { addDaysToIsoDate, addMonthsToIsoDate } from "../../../domain/dates";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { CheckboxField } from "../form/choices";
import { SelectField, TextField } from "../form/inputs";
import { Button } from "../ui/button";

const card = "flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6";
const translate = (message: string) => message;

const monthTitle = (firstOfMonth: string) =>
  new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${firstOfMonth}T00:00:00Z`),
  );
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("de-DE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** The weeks of a month, Monday first; `day` null for the cells outside it. */
function weeksOf(firstOfMonth: string): { key: string; day: string | null }[][] {
  const cells: { key: string; day: string | null }[] = [];
  for (let index = 1; index < isoWeekday(firstOfMonth); index += 1) {
    cells.push({ key: `vor-${index}`, day: null });
  }
  const month = firstOfMonth.slice(0, 7);
  for (let day = firstOfMonth; day.startsWith(month); day = addDaysToIsoDate(day, 1)) {
    cells.push({ key: day, day });
  }
  while (cells.length % 7) cells.push({ key: `nach-${cells.length}`, day: null });
  const weeks: { key: string; day: string | null }[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Weekdays, distance, overnight, offer channel and daily cap. */
function SettingsForm({
  settings,
  onSaved,
}: {
  settings: AvailabilitySettings;
  onSaved: (answer: AvailabilityAnswer) => void;
}) {
  const [values, setValues] = useState(settings);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiRequest("PUT /availability", { body: values });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success("Ihre Einstellungen sind gespeichert.");
      onSaved(result.body);
    } else showServerErrors(result, { translate });
  };
  const toggleWeekday = (weekday: number, on: boolean) =>
    setValues((current) => ({
      ...current,
      weekdays: on
        ? [...current.weekdays, weekday].sort()
        : current.weekdays.filter((day) => day !== weekday),
    }));
  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">Jede Woche verfügbar</legend>
        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-4">
          {WEEKDAY_LABELS.map((label, index) => (
            <CheckboxField
              key={label}
              label={label}
              checked={values.weekdays.includes(index + 1)}
              onChange={(event) => toggleWeekday(index + 1, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label="Wie weit fahren Sie? (km ab Ihrer Anschrift)"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_TRAVEL_KM}
        value={values.travelKm}
        onChange={(event) =>
          setValues((current) => ({ ...current, travelKm: Number(event.target.value) || 0 }))
        }
      />
      <CheckboxField
        label="Ich übernehme auch Einsätze mit Übernachtung (mehrtägig, weiter entfernt)"
        checked={values.overnight}
        onChange={(event) =>
          setValues((current) => ({ ...current, overnight: event.target.checked }))
        }
      />
      <SelectField
        label="Einsatzangebote erhalten per"
        options={OFFER_CHANNELS.map((value) => ({ value, label: OFFER_CHANNEL_LABELS[value] }))}
        value={values.offerChannel}
        onChange={(event) =>
          setValues((current) => ({
            ...current,
            offerChannel: event.target.value as OfferChannel,
          }))
        }
      />
      <TextField
        label="Höchstens so viele Angebote am Tag"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DAILY_OFFER_CAP}
        value={values.dailyOfferCap}
        onChange={(event) =>
          setValues((current) => ({ ...current, dailyOfferCap: Number(event.target.value) || 0 }))
        }
      />
      <Button type="submit" className="self-start" busy={busy}>
        Einstellungen speichern
      </Button>
    </form>
  );
}

/**
 * "Meine Verfügbarkeit" on /konto (staff): settings, then a month calendar whose days
 * are toggle buttons (aria-pressed: available), usable by finger and by Tab and Space;
 * days of confirmed placements are marked and cannot be changed
 * (docs/decisions/0056-urgent-cover-offers.md).
 */
export function AvailabilityCalendar() {
  const { data: loaded, failed } = useApiData("GET /availability");
  const [data, setData] = useState<AvailabilityAnswer>();
  const [month, setMonth] = useState<string>();
  const [saving, setSaving] = useState<string>();
  useEffect(() => {
    if (loaded) {
      setData(loaded);
      setMonth((current) => current ?? `${loaded.today.slice(0, 7)}-01`);
    }
  }, [loaded]);

  if (failed) {
    return (
      <section className={card} aria-labelledby="konto-verfuegbarkeit">
        <h2 id="konto-verfuegbarkeit" className="text-xl font-semibold text-ink">
          Meine Verfügbarkeit
        </h2>
        <p role="alert" className="text-danger-700">
          Ihre Verfügbarkeit konnte nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      </section>
    );
  }
  if (!data || !month) {
    return (
      <section className={card} aria-labelledby="konto-verfuegbarkeit">
        <h2 id="konto-verfuegbarkeit" className="text-xl font-semibold text-ink">
          Meine Verfügbarkeit
        </h2>
        <p role="status">Wird geladen …</p>
      </section>
    );
  }

  const marked = new Map(data.days.map((entry) => [entry.day, entry.available]));
  const blocked = new Set(data.placementDays);
  const firstMonth = `${data.today.slice(0, 7)}-01`;
  const lastMonth = `${data.horizon.slice(0, 7)}-01`;

  const toggle = async (day: string) => {
    const now = availableOn(day, data.today, data.settings.weekdays, marked, blocked);
    const wanted = !now;
    // Back to what the weekdays say: the mark goes, so a later weekday change counts.
    const byWeekday = data.settings.weekdays.includes(isoWeekday(day));
    const available = wanted === byWeekday ? null : wanted;
    setSaving(day);
    const result = await apiRequest("POST /availability/days", {
      body: { days: [{ day, available }] },
    });
    setSaving(undefined);
    if (result.kind === "ok") setData(result.body);
    else showServerErrors(result, { translate });
  };

  return (
    <section className={card} aria-labelledby="konto-verfuegbarkeit">
      <h2 id="konto-verfuegbarkeit" className="text-xl font-semibold text-ink">
        Meine Verfügbarkeit
      </h2>
      <p className="text-ink-muted">
        Sagen Sie uns, wann Sie arbeiten können: Apotheken in Ihrer Nähe, die an diesen Tagen
        Vertretung suchen, bieten wir Ihnen sofort an. Tage mit bestätigtem Einsatz sind automatisch
        belegt.
      </p>
      <SettingsForm
        key={JSON.stringify(data.settings)}
        settings={data.settings}
        onSaved={setData}
      />
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="secondary"
            className="px-3 py-2"
            disabled={month <= firstMonth}
            onClick={() => setMonth(addMonthsToIsoDate(month, -1))}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Vorheriger Monat</span>
          </Button>
          <h3 className="text-lg font-semibold text-ink" aria-live="polite">
            {monthTitle(month)}
          </h3>
          <Button
            type="button"
            variant="secondary"
            className="px-3 py-2"
            disabled={month >= lastMonth}
            onClick={() => setMonth(addMonthsToIsoDate(month, 1))}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Nächster Monat</span>
          </Button>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1">
          <caption className="sr-only">
            Verfügbarkeit im {monthTitle(month)}: gedrückte Tage sind verfügbar
          </caption>
          <thead>
            <tr>
              {WEEKDAY_LABELS.map((label) => (
                <th key={label} scope="col" className="text-sm font-medium text-ink-muted">
                  <abbr title={label} className="no-underline">
                    {label.slice(0, 2)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week[0]?.key}>
                {week.map(({ key, day }) => {
                  if (!day) return <td key={key} />;
                  const number = Number(day.slice(8));
                  if (day < data.today || day > data.horizon) {
                    return (
                      <td key={day} className="py-2 text-center text-ink-muted">
                        <span aria-hidden="true">{number}</span>
                      </td>
                    );
                  }
                  if (blocked.has(day)) {
                    return (
                      <td key={day}>
                        <span
                          className="flex h-10 items-center justify-center rounded-control bg-brand-800 font-semibold text-white"
                          title="Einsatz gebucht"
                        >
                          <span aria-hidden="true">{number}</span>
                          <span className="sr-only">{dayLabel(day)}: Einsatz gebucht</span>
                        </span>
                      </td>
                    );
                  }
                  const available = availableOn(
                    day,
                    data.today,
                    data.settings.weekdays,
                    marked,
                    blocked,
                  );
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        aria-pressed={available}
                        aria-label={`${dayLabel(day)}: ${available ? "verfügbar" : "nicht verfügbar"}`}
                        disabled={saving === day}
                        onClick={() => void toggle(day)}
                        className={`flex h-10 w-full items-center justify-center rounded-control border font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                          available
                            ? "border-brand-700 bg-brand-100 text-brand-900"
                            : "border-line bg-white text-ink-muted line-through"
                        }`}
                      >
                        {number}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <li>
            <span className="mr-1 inline-block h-3 w-3 rounded-sm border border-brand-700 bg-brand-100 align-middle" />
            verfügbar
          </li>
          <li>
            <span className="mr-1 inline-block h-3 w-3 rounded-sm border border-line bg-white align-middle" />
            nicht verfügbar
          </li>
          <li>
            <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-brand-800 align-middle" />
            Einsatz gebucht
          </li>
        </ul>
        <p className="text-sm text-ink-muted">
          Tippen Sie auf einen Tag (oder wählen Sie ihn mit der Tabulatortaste und drücken die
          Leertaste), um ihn als verfügbar oder nicht verfügbar zu markieren. Bis zu 12 Monate im
          Voraus.
        </p>
      </div>
    </section>
  );
}
