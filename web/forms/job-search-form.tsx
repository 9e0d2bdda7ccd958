import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import type { FoundOrder } from "../../domain/api/job-board";
import { FEDERAL_STATE_LABELS, FEDERAL_STATES, JOB_OFFER_TYPES } from "../../domain/enums";
import { type JobSearch, type JobSearchInput, jobSearchSchema } from "../../domain/job-search";
import { messagesDe } from "../../domain/messages/de";
import { translateJobSearchMessage } from "../../domain/messages/server-messages";
import { paths } from "../../domain/paths";
import { SelectField, TextField } from "../components/form/inputs";
import type { TypeCounts } from "../components/job-board/use-live-job-search";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { germanResolver } from "./german-resolver";
import { showServerErrors } from "./server-errors";

/** Always shown after a failed search, whatever the server said. */
const FAILURE_TOAST = "Fehler beim Senden des Arbeitsangebots";

const stateOptions = [
  { value: "", label: "Alle Bundesländer" },
  ...FEDERAL_STATES.map((value) => ({ value, label: FEDERAL_STATE_LABELS[value] })),
];

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * The job-offer search of /arbeitsangebote-suchen/2 (docs/product.md, "Job board"): type, dates,
 * place or postcode, federal state. Every valid change goes to `onFiltersChange` (the
 * page shows matching offers at once); "Suchen" (staff only) stores the filters as an
 * e-mail alert and keeps them in the form (docs/decisions/0018-search-alerts.md).
 */
export function JobSearchForm({
  initialValues,
  onFiltersChange,
  canSave,
  onSaved,
  typeCounts,
}: {
  initialValues: JobSearch;
  onFiltersChange: (filters: JobSearch) => void;
  canSave: boolean;
  onSaved: (orders: FoundOrder[]) => void;
  /** Offers open to the person per type under the other filters, shown beside each type. */
  typeCounts?: TypeCounts | undefined;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<JobSearchInput, unknown, JobSearch>({
    resolver: germanResolver(jobSearchSchema),
    mode: "onChange",
    defaultValues: initialValues,
  });

  useEffect(() => {
    const subscription = watch((values) => {
      const parsed = jobSearchSchema.safeParse(values);
      if (parsed.success) onFiltersChange(parsed.data);
    });
    return () => subscription.unsubscribe();
  }, [watch, onFiltersChange]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("POST /arbeitsangebote-suchen", { body: values });
    if (result.kind === "ok") {
      // 201: stored; 200: the person keeps these filters already.
      toast.success(
        result.status === 201
          ? messagesDe["jobSearch.success"]
          : translateJobSearchMessage(result.body.message),
      );
      onSaved(result.body.orders);
      return;
    }
    // What the server said, if anything, then always the form's own failure text.
    const message = result.kind === "error" ? result.body.message : undefined;
    showServerErrors(result, {
      text: [...(message ? [translateJobSearchMessage(message)] : []), FAILURE_TOAST],
    });
  });

  return (
    <form
      method="post"
      noValidate
      // Without "Suchen" (other roles) there is nothing to send: the list follows the filters.
      onSubmit={canSave ? onSubmit : (event) => event.preventDefault()}
      className="flex flex-col gap-5"
      aria-label="Arbeitsangebote suchen"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink">Art des Angebots</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {JOB_OFFER_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                value={type}
                className="h-5 w-5 accent-brand-700"
                {...register("type")}
              />
              {type}
              {typeCounts && (
                <span className="text-ink-muted">
                  ({typeCounts[type]}
                  <span className="sr-only">
                    {" "}
                    {typeCounts[type] === 1 ? "Angebot" : "Angebote"}
                  </span>
                  )
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Startdatum"
          type="date"
          error={errors.startDate?.message}
          {...register("startDate")}
        />
        <TextField
          label="Enddatum"
          type="date"
          error={errors.endDate?.message}
          {...register("endDate")}
        />
        <TextField
          label="Ort oder PLZ"
          error={errors.location?.message}
          {...register("location")}
        />
        <SelectField
          label="Bundesland"
          options={stateOptions}
          error={errors.state?.message}
          {...register("state")}
        />
      </div>
      {canSave && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <Button
            type="submit"
            busy={isSubmitting}
            className="self-start"
            aria-describedby="suche-speichern-hinweis"
          >
            Suchen
          </Button>
          <p id="suche-speichern-hinweis" className="text-sm text-ink-muted">
            Die Liste unten folgt Ihren Angaben. Mit „Suchen“ speichern Sie diese Suche: Neue
            passende Angebote senden wir Ihnen per E-Mail. Ihre gespeicherten Suchen verwalten Sie
            unter{" "}
            <Link to={paths.account} className={linkClass}>
              Mein Konto
            </Link>
            .
          </p>
        </div>
      )}
    </form>
  );
}
