import { useState } from "react";
import toast from "react-hot-toast/headless";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { RadioGroup } from "../form/choices";
import { TextareaField } from "../form/inputs";
import { Button } from "../ui/button";

const translate = (message: string) => message;

/**
 * After a placement's last day each side rates it (docs/decisions/0056-urgent-cover-offers.md):
 * 1-5 stars and a comment, seen only by the agency; the owner may also keep the person
 * as a favourite or have them never proposed again.
 */
export function RatePlacement({
  placementId,
  side,
  onRated,
}: {
  placementId: string;
  side: "owner" | "staff";
  onRated: () => void;
}) {
  const [stars, setStars] = useState<number>();
  const [comment, setComment] = useState("");
  const [mark, setMark] = useState<"favourite" | "blocked" | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setError("Bitte wählen Sie 1 bis 5 Sterne.");
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /placements/:id/rating", {
      params: { id: placementId },
      body: { stars, comment, ...(side === "owner" ? { mark } : {}) },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success("Danke für Ihre Bewertung.");
      onRated();
    } else showServerErrors(result, { translate });
  };
  return (
    <form className="flex flex-col gap-3 border-t border-line pt-3" onSubmit={send} noValidate>
      <p className="text-sm text-ink-muted">
        Ihre Bewertung sieht nur die Agentur, nie die andere Seite.
      </p>
      <RadioGroup
        legend={
          side === "owner" ? "Wie war die Vertretung?" : "Wie war der Einsatz in der Apotheke?"
        }
        name={`sterne-${placementId}`}
        required
        error={error}
        options={[1, 2, 3, 4, 5].map((value) => ({
          value: String(value),
          label: `${value} ${value === 1 ? "Stern" : "Sterne"}`,
        }))}
        onChange={(value) => {
          setStars(Number(value));
          setError(undefined);
        }}
      />
      <TextareaField
        label="Kommentar (freiwillig)"
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {side === "owner" && (
        <RadioGroup
          legend="Diese Person künftig"
          name={`merken-${placementId}`}
          options={[
            { value: "none", label: "wie bisher" },
            { value: "favourite", label: "als Favorit/-in: hört zuerst von unseren Aufträgen" },
            { value: "blocked", label: "nicht mehr vorschlagen" },
          ]}
          onChange={(value) =>
            setMark(value === "none" ? null : (value as "favourite" | "blocked"))
          }
        />
      )}
      <Button type="submit" className="self-start" busy={busy}>
        Bewertung senden
      </Button>
    </form>
  );
}
