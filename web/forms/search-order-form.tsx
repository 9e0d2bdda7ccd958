import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { addMonthsToIsoDate, todayIsoDate } from "../../domain/dates";
import {
  FEDERAL_STATE_LABELS,
  FEDERAL_STATES,
  JOB_OFFER_TYPES,
  STAFF_PROFESSIONS,
} from "../../domain/enums";
import { BROKERAGE_MAX_MONTHS } from "../../domain/limits";
import { translateSearchOrderMessage } from "../../domain/messages/server-messages";
import {
  type SearchOrderFields,
  type SearchOrderInput,
  searchOrderInputSchema,
} from "../../domain/search-order";
import { FeeSummary } from "../components/billing/fee-summary";
import { useDraftFee } from "../components/billing/use-draft-fee";
import { CheckboxField } from "../components/form/choices";
import { SelectField, TextareaField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { type AnswerOf, apiRequest } from "../lib/api";
import { useHydrated } from "../lib/use-hydrated";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { showServerErrors } from "./server-errors";
import { SoftwareField } from "./software-field";
import { usePostcodeFill } from "./use-postcode-fill";

const typeOptions = JOB_OFFER_TYPES.map((value) => ({ value, label: value }));
const roleOptions = STAFF_PROFESSIONS.map((value) => ({ value, label: value }));
const stateOptions = FEDERAL_STATES.map((value) => ({ value, label: FEDERAL_STATE_LABELS[value] }));
const FIELDS = [
  "branchId",
  "type",
  "role",
  "ownerCover",
  "periods",
  "workingHours",
  "street",
  "postalCode",
  "city",
  "state",
  "wwsSoftware",
  "hourlyRate",
  "note",
];

export type SavedOrder = AnswerOf<"POST /search-orders">["order"];

/** One of the owner's pharmacies, with what a new order for it starts with. */
export type OrderPharmacyChoice = AnswerOf<"GET /search-orders">["pharmacies"][number];

/** The select's value of a pharmacy: "" for the main pharmacy, else the branch id. */
export const pharmacyValue = (branchId: string | null) => branchId ?? "";

/**
 * The owner's search order (create or edit a draft). "Als Entwurf speichern" saves;
 * "Weiter zur Beauftragung" saves and hands the order to the summary with the fee terms.
 */
export function SearchOrderForm({
  initial,
  pharmacies,
  orderId,
  onSaved,
  onCancel,
}: {
  initial: SearchOrderInput;
  /** The owner's pharmacies; the choice is shown when there are several. */
  pharmacies: readonly OrderPharmacyChoice[];
  orderId?: string;
  onSaved: (order: SavedOrder, next: "list" | "send") => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const form = useForm<SearchOrderInput, unknown, SearchOrderFields>({
    resolver: germanResolver(searchOrderInputSchema),
    ...fieldChecks,
    defaultValues: initial,
  });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const periods = useFieldArray({ control, name: "periods" });
  usePostcodeFill(form, { postalCode: "postalCode", city: "city", state: "state" });
  const today = todayIsoDate();
  const latestStart = addMonthsToIsoDate(today, BROKERAGE_MAX_MONTHS);
  const [type, role, ownerCover, chosenPeriods] = useWatch({
    control,
    name: ["type", "role", "ownerCover", "periods"],
  });
  const draftFee = useDraftFee({ type, role, ownerCover, periods: chosenPeriods });
  const pharmacyOptions = pharmacies.map((pharmacy) => ({
    value: pharmacyValue(pharmacy.branchId),
    label: pharmacy.main ? `${pharmacy.name} (Hauptapotheke)` : `${pharmacy.name} (Filiale)`,
  }));
  /** A newly chosen pharmacy brings its address and WWS (docs/decisions/0035). */
  const fillFromPharmacy = (value: string) => {
    const chosen = pharmacies.find((pharmacy) => pharmacyValue(pharmacy.branchId) === value);
    if (!chosen) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
    setValue("street", chosen.prefill.street, options);
    setValue("postalCode", chosen.prefill.postalCode, options);
    setValue("city", chosen.prefill.city, options);
    setValue("state", chosen.prefill.state as SearchOrderInput["state"], options);
    setValue("wwsSoftware", chosen.prefill.wwsSoftware as SearchOrderInput["wwsSoftware"], options);
  };

  const save = (next: "list" | "send") =>
    handleSubmit(async (values) => {
      const result = await (orderId
        ? apiRequest("PUT /search-orders/:id", { params: { id: orderId }, body: values })
        : apiRequest("POST /search-orders", { body: values }));
      if (result.kind === "ok") {
        onSaved(result.body.order, next);
        return;
      }
      showServerErrors(result, {
        translate: translateSearchOrderMessage,
        setError,
        fields: FIELDS,
      });
    });

  return (
    <form
      method="post"
      noValidate
      onSubmit={save("list")}
      className="flex flex-col gap-5"
      aria-label="Suchauftrag"
    >
      {pharmacies.length > 1 && (
        <SelectField
          label="Apotheke"
          required
          hint="Adresse und WWS werden aus der gewählten Apotheke übernommen."
          options={pharmacyOptions}
          error={errors.branchId?.message}
          {...register("branchId", {
            onChange: (event: { target: { value: string } }) =>
              fillFromPharmacy(event.target.value),
          })}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Art des Angebots"
          required
          options={typeOptions}
          error={errors.type?.message}
          {...register("type")}
        />
        <SelectField
          label="Gesuchte Berufsgruppe"
          required
          placeholder="Bitte wählen"
          options={roleOptions}
          error={errors.role?.message}
          {...register("role", { deps: ["ownerCover"] })}
        />
      </div>
      <CheckboxField
        label="Inhabervertretung (die Fachkraft vertritt die Inhaberin bzw. den Inhaber; nur Apotheker/in möglich)"
        {...register("ownerCover", { deps: ["role"] })}
      />
      <div className="flex flex-col gap-4">
        {periods.fields.map((period, index) => (
          <fieldset
            key={period.id}
            className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-[1fr_1fr_auto]"
          >
            <legend className="px-1 font-medium text-ink">Zeitraum {index + 1}</legend>
            <TextField
              label="Beginn"
              type="date"
              required
              min={today}
              max={latestStart}
              error={errors.periods?.[index]?.startDate?.message}
              {...register(`periods.${index}.startDate`)}
            />
            <TextField
              label="Ende"
              type="date"
              required
              min={today}
              error={errors.periods?.[index]?.endDate?.message}
              {...register(`periods.${index}.endDate`)}
            />
            {periods.fields.length > 1 && (
              <Button variant="ghost" className="self-end" onClick={() => periods.remove(index)}>
                Zeitraum {index + 1} entfernen
              </Button>
            )}
          </fieldset>
        ))}
        {errors.periods?.message && (
          <p role="alert" className="text-sm text-danger-700">
            {errors.periods.message}
          </p>
        )}
        {errors.periods?.root?.message && (
          <p role="alert" className="text-sm text-danger-700">
            {errors.periods.root.message}
          </p>
        )}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => periods.append({ startDate: "", endDate: "" })}
        >
          Weiteren Zeitraum hinzufügen
        </Button>
      </div>
      <TextField
        label="Arbeitszeiten"
        required
        placeholder="z. B. 8:00–18:30"
        error={errors.workingHours?.message}
        {...register("workingHours")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Straße und Hausnummer"
          required
          autoComplete="street-address"
          error={errors.street?.message}
          {...register("street")}
        />
        <TextField
          label="PLZ"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register("postalCode")}
        />
        <TextField
          label="Ort"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register("city")}
        />
        <SelectField
          label="Bundesland"
          required
          placeholder="Bitte wählen"
          options={stateOptions}
          error={errors.state?.message}
          {...register("state")}
        />
      </div>
      <SoftwareField form={form} name="wwsSoftware" legend="WWS-Software der Apotheke" />
      <TextField
        label="Stundenlohn in Euro (optional)"
        hint="z. B. 42,50"
        inputMode="decimal"
        error={errors.hourlyRate?.message}
        {...register("hourlyRate")}
      />
      <TextareaField
        label="Anmerkung (optional)"
        error={errors.note?.message}
        {...register("note")}
      />
      <FeeSummary
        fee={draftFee.fee}
        title="Vermittlungsgebühr nach Ihren Angaben"
        waiting={
          !draftFee.complete
            ? "Die Gebühr erscheint hier, sobald Berufsgruppe und Zeitraum angegeben sind."
            : draftFee.failed
              ? "Die Gebühr konnte gerade nicht berechnet werden. Sie sehen sie vor der Beauftragung."
              : undefined
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          Als Entwurf speichern
        </Button>
        <Button onClick={save("send")} busy={isSubmitting} disabled={!hydrated}>
          Weiter zur Beauftragung
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
