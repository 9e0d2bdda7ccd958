import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { CalendarFeedCreated } from "../../../domain/api/placements";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { formatDate } from "../../lib/job-board-format";
import { useApiData } from "../../lib/use-api-data";
import { Button } from "../ui/button";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * "Mein Konto": the private calendar address (docs/decisions/0054-calendar-feeds.md).
 * The address is shown once, right after it was made (the server keeps only its hash);
 * later visits offer a new one, which ends the old, or switching it off.
 */
export function CalendarFeed() {
  const { data, reload } = useApiData("GET /account/calendar");
  const [made, setMade] = useState<CalendarFeedCreated>();
  const [busy, setBusy] = useState<"make" | "stop">();

  const make = async () => {
    setBusy("make");
    const result = await apiRequest("POST /account/calendar");
    setBusy(undefined);
    if (result.kind !== "ok") {
      showServerErrors(result, { text: "Die Kalenderadresse konnte nicht erstellt werden." });
      return;
    }
    setMade(result.body);
    void reload();
  };

  const stop = async () => {
    setBusy("stop");
    const result = await apiRequest("DELETE /account/calendar");
    setBusy(undefined);
    if (result.kind !== "ok") {
      showServerErrors(result, { text: "Die Kalenderadresse konnte nicht abgeschaltet werden." });
      return;
    }
    setMade(undefined);
    toast.success("Die Kalenderadresse ist abgeschaltet.");
    void reload();
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Adresse kopiert.");
    } catch {
      toast.error("Kopieren ging nicht; bitte markieren und kopieren Sie die Adresse.");
    }
  };

  const active = data?.active === true;
  return (
    <section
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card"
      aria-labelledby="konto-kalender"
    >
      <h2 id="konto-kalender" className="text-xl font-semibold text-ink">
        Kalender abonnieren
      </h2>
      <p className="text-ink-muted">
        Ihre Einsätze erscheinen mit Arbeitszeit und Anschrift in Ihrem Kalender (Google, Apple,
        Outlook) und werden dort aktualisiert; abgesagte Einsätze werden als abgesagt markiert. Die
        Adresse ist privat: Wer sie kennt, sieht Ihre Einsätze.
      </p>
      {made && (
        <div className="flex min-w-0 flex-col gap-2 rounded-control bg-brand-50 p-4">
          <label htmlFor="kalender-adresse" className="font-medium text-ink">
            Ihre Kalenderadresse (nur jetzt sichtbar)
          </label>
          <input
            id="kalender-adresse"
            readOnly
            value={made.url}
            className="w-full min-w-0 rounded-control border border-line bg-white px-3 py-2 text-sm text-ink"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void copy(made.url)}>
              Adresse kopieren
            </Button>
            <a href={made.webcal_url} className={`${linkClass} self-center`}>
              Im Kalender abonnieren
            </a>
          </div>
        </div>
      )}
      {!made && data?.active && (
        <p className="text-ink">
          Eingerichtet am {data.created_at ? formatDate(data.created_at) : "–"}
          {data.last_fetched_at
            ? `, zuletzt abgerufen am ${formatDate(data.last_fetched_at)}`
            : ", noch nicht abgerufen"}
          . Die Adresse wird aus Sicherheitsgründen nur beim Erstellen angezeigt.
        </p>
      )}
      {data && (
        <div className="flex flex-wrap gap-3">
          <Button
            className="self-start"
            busy={busy === "make"}
            onClick={() => void make()}
            variant={active ? "secondary" : "primary"}
          >
            {active ? "Neue Adresse erstellen" : "Kalenderadresse erstellen"}
          </Button>
          {active && (
            <Button variant="secondary" busy={busy === "stop"} onClick={() => void stop()}>
              Abschalten
            </Button>
          )}
        </div>
      )}
      {active && !made && (
        <p className="text-sm text-ink-muted">Eine neue Adresse beendet die bisherige sofort.</p>
      )}
    </section>
  );
}
