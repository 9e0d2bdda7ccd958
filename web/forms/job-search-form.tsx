import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { FEDERAL_STATE_LABELS, FEDERAL_STATES, JOB_OFFER_TYPES } from "../../domain/enums";
import {
  type JobSearch,
  type JobSearchInput,
  jobSearchDefaults,
  jobSearchSchema,
} from "../../domain/job-search";
import { messagesDe } from "../../domain/messages/de";
import { translateSearchOrderMessage } from "../../domain/messages/server-messages";
import { SelectField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { postJson } from "../lib/api";
import type { PublicOrderView } from "../lib/job-board-format";
import { useHydrated } from "../lib/use-hydrated";
import { germanResolver } from "./german-resolver";

/** Spec section 8, "Job-offer search": always shown after a failed search. */
const FAILURE_TOAST = "Fehler beim Senden des Arbeitsangebots";

const stateOptions = [
  { value: "", label: "Alle Bundesländer" },
  ...FEDERAL_STATES.map((value) => ({ value, label: FEDERAL_STATE_LABELS[value] })),
];

export type FoundOrder = PublicOrderView & { applied: boolean };

/**
 * The job-offer search of /arbeitsangebote-suchen/2 (spec section 2): type, dates,
 * place or postcode, federal state, "Suchen". The API saves the search as an alert and
 * answers the matching published orders.
 */
export function JobSearchForm({ onResults }: { onResults: (orders: FoundOrder[]) => void }) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JobSearchInput, unknown, JobSearch>({
    resolver: germanResolver(jobSearchSchema),
    mode: "onBlur",
    reValidateMode: "onChange",
    defaultValues: jobSearchDefaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await postJson<{ message: string; orders: FoundOrder[] }>(
      "/arbeitsangebote-suchen",
      values,
    );
    if (result.kind === "ok" && result.status === 201) {
      toast.success(messagesDe["jobSearch.success"]);
      reset(jobSearchDefaults);
      onResults(result.body.orders);
      return;
    }
    const message = result.kind === "error" ? result.body.message : undefined;
    if (typeof message === "string" && message) toast.error(translateSearchOrderMessage(message));
    toast.error(FAILURE_TOAST);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
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
      <Button type="submit" busy={isSubmitting} disabled={!hydrated} className="self-start">
        Suchen
      </Button>
    </form>
  );
}
