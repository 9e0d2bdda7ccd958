import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import { WWS_SOFTWARE_LABELS, type WwsSoftware } from "../../../domain/enums";
import { PHARMACY_BRANCHES_MAX } from "../../../domain/limits";
import { translateAccountMessage } from "../../../domain/messages/server-messages";
import { paths } from "../../../domain/paths";
import { type BranchData, BranchForm } from "../../forms/branch-form";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** One branch: its data, edit and remove (with a question first). */
function BranchItem({
  branch,
  onEdit,
  onRemoved,
}: {
  branch: BranchData;
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string>();
  const question = useRef<HTMLParagraphElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const titleId = `filiale-${branch.id}`;
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (!refocus) return;
    removeButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const remove = async () => {
    setBusy(true);
    const result = await apiRequest("DELETE /account/branches/:id", { params: { id: branch.id } });
    setBusy(false);
    setAsking(false);
    if (result.kind === "ok") {
      toast.success(translateAccountMessage(result.body.message));
      onRemoved();
      return;
    }
    showServerErrors(result, { translate: translateAccountMessage, inline: setRefused });
    setRefocus(true);
  };

  const wws = branch.wws_software
    .map((name) => WWS_SOFTWARE_LABELS[name as WwsSoftware] ?? name)
    .join(", ");
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4">
      <div>
        <p id={titleId} className="font-semibold text-ink">
          {branch.pharmacy_name}
        </p>
        <p className="text-ink">
          {branch.street} {branch.street_number}, {branch.postal_code} {branch.city}
        </p>
        <p className="text-sm text-ink-muted">
          Telefon {branch.phone} · WWS: {wws || "–"}
        </p>
      </div>
      {refused && (
        <p role="alert" className="text-danger-700">
          {refused}{" "}
          <Link to={paths.jobCreate} className={linkClass}>
            Zu den Suchaufträgen
          </Link>
        </p>
      )}
      {asking ? (
        <div className="flex flex-col gap-2">
          <p ref={question} tabIndex={-1} className="text-ink">
            Möchten Sie die Filiale {branch.pharmacy_name} wirklich entfernen?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button busy={busy} busyLabel="Wird entfernt..." onClick={remove}>
              Ja, entfernen
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                setRefocus(true);
              }}
            >
              Abbrechen
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-describedby={titleId} onClick={onEdit}>
            Bearbeiten
          </Button>
          <Button
            ref={removeButton}
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => {
              setRefused(undefined);
              setAsking(true);
            }}
          >
            Entfernen
          </Button>
        </div>
      )}
    </li>
  );
}

type Editing = { kind: "none" } | { kind: "add" } | { kind: "edit"; id: string };

/**
 * "Filialen" on /konto (owners): the Filialverbund's branches besides the main
 * pharmacy, at most three; add, edit, remove (docs/decisions/0035-pharmacy-branches.md).
 */
export function PharmacyBranches({
  mainName,
  branches,
  onChanged,
}: {
  mainName: string;
  branches: BranchData[];
  onChanged: () => Promise<void>;
}) {
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const heading = useRef<HTMLHeadingElement>(null);
  const full = branches.length >= PHARMACY_BRANCHES_MAX;
  const done = async () => {
    await onChanged();
    setEditing({ kind: "none" });
    // The form or the branch's buttons are gone: focus goes to the heading.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const cancel = () => {
    setEditing({ kind: "none" });
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card"
      aria-labelledby="konto-filialen"
    >
      <h2
        id="konto-filialen"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-ink"
      >
        Filialen
      </h2>
      <p className="text-ink-muted">
        Zu Ihrer Hauptapotheke {mainName} können Sie bis zu {PHARMACY_BRANCHES_MAX} Filialen anlegen
        (Filialverbund). Jeder Suchauftrag nennt die Apotheke, für die er gilt; Adresse und WWS
        werden aus ihr übernommen.
      </p>
      {branches.length === 0 ? (
        <p className="text-ink">Sie haben noch keine Filialen angelegt.</p>
      ) : (
        <ul aria-label="Ihre Filialen" className="flex flex-col gap-3">
          {branches.map((branch) =>
            editing.kind === "edit" && editing.id === branch.id ? (
              <li key={branch.id}>
                <BranchForm branch={branch} onSaved={done} onCancel={cancel} />
              </li>
            ) : (
              <BranchItem
                key={branch.id}
                branch={branch}
                onEdit={() => setEditing({ kind: "edit", id: branch.id })}
                onRemoved={done}
              />
            ),
          )}
        </ul>
      )}
      {editing.kind === "add" ? (
        <BranchForm onSaved={done} onCancel={cancel} />
      ) : full ? (
        <p className="text-ink">
          Sie haben die höchstmögliche Zahl von {PHARMACY_BRANCHES_MAX} Filialen angelegt.
        </p>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setEditing({ kind: "add" })}
        >
          Filiale hinzufügen
        </Button>
      )}
    </section>
  );
}
