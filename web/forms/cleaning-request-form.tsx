import { useForm } from "react-hook-form";
import {
  type CleaningRequest,
  type CleaningRequestInput,
  cleaningRequestSchema,
} from "../../domain/cleaning-request";
import { SALUTATION_LABELS, SALUTATIONS } from "../../domain/enums";
import { ROOM_COUNT_MAX, ROOM_COUNT_MIN, SQM_MAX, SQM_MIN } from "../../domain/limits";
import { CaptchaField } from "../components/captcha/captcha-field";
import { CheckboxField } from "../components/form/choices";
import { ErrorBox } from "../components/form/error-box";
import { SelectField, TextareaField, TextField } from "../components/form/inputs";
import { RequestConfirmation } from "../components/service-request/request-confirmation";
import { Button } from "../components/ui/button";
import { paths } from "../paths";
import { germanResolver } from "./german-resolver";
import { serviceRequestTexts as texts } from "./service-request-texts";
import { CAPTCHA_FIELD, useServiceRequestForm } from "./use-service-request-form";

const salutationOptions = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));

const emptyRequest: CleaningRequestInput = {
  pharmacy_name: "",
  email: "",
  telephone: "",
  // The select starts on its empty, disabled placeholder; the schema refuses "".
  gender: "" as CleaningRequestInput["gender"],
  first_name: "",
  last_name: "",
  street: "",
  zip_code: "",
  city: "",
  room_count: "",
  sqm: "",
  tasks_should: "",
  approved_ABG_data_protection: false,
  [CAPTCHA_FIELD]: "",
};

/** The cleaning service request (/services/reinigung-service, POST /api/reinigung-service). */
export function CleaningRequestForm() {
  const form = useForm<CleaningRequestInput, unknown, CleaningRequest>({
    resolver: germanResolver(cleaningRequestSchema),
    // Checked when a field is left, then again on every change (spec: "on blur and change").
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: emptyRequest,
  });
  const { sent, captchaRef, setCaptchaToken, boxMessages, onSubmit } = useServiceRequestForm(
    form,
    "/reinigung-service",
  );
  const { register, formState } = form;
  const error = (name: keyof CleaningRequestInput) => formState.errors[name]?.message;

  if (sent) return <RequestConfirmation />;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Anfrage Reinigung-Service"
      className="flex flex-col gap-6"
    >
      <ErrorBox title={texts.errorBoxTitle} messages={boxMessages} />
      <p className="text-sm text-ink-muted">{texts.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name der Apotheke"
          required
          autoComplete="organization"
          error={error("pharmacy_name")}
          className="sm:col-span-2"
          {...register("pharmacy_name")}
        />
        <TextField
          label="E-Mail"
          type="email"
          required
          autoComplete="email"
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label="Telefonnummer"
          type="tel"
          required
          autoComplete="tel"
          error={error("telephone")}
          {...register("telephone")}
        />
        <SelectField
          label="Anrede"
          required
          options={salutationOptions}
          placeholder={texts.salutationPlaceholder}
          error={error("gender")}
          className="sm:col-span-2 sm:max-w-xs"
          {...register("gender")}
        />
        <TextField
          label="Vorname"
          required
          autoComplete="given-name"
          error={error("first_name")}
          {...register("first_name")}
        />
        <TextField
          label="Nachname"
          required
          autoComplete="family-name"
          error={error("last_name")}
          {...register("last_name")}
        />
        <TextField
          label="Straße & Hausnummer"
          required
          autoComplete="street-address"
          error={error("street")}
          className="sm:col-span-2"
          {...register("street")}
        />
        <TextField
          label="PLZ"
          required
          autoComplete="postal-code"
          error={error("zip_code")}
          {...register("zip_code")}
        />
        <TextField
          label="Ort"
          required
          autoComplete="address-level2"
          error={error("city")}
          {...register("city")}
        />
        <TextField
          label="Anzahl der Räume"
          type="number"
          inputMode="numeric"
          min={ROOM_COUNT_MIN}
          max={ROOM_COUNT_MAX}
          step={1}
          required
          error={error("room_count")}
          {...register("room_count")}
        />
        <TextField
          label="Fläche in Quadratmetern"
          type="number"
          inputMode="decimal"
          min={SQM_MIN}
          max={SQM_MAX}
          step="any"
          hint="Optional"
          error={error("sqm")}
          {...register("sqm")}
        />
        <TextareaField
          label="Gewünschte Aufgaben"
          required
          rows={5}
          hint="Welche Räume sollen wie oft gereinigt werden, und was ist besonders wichtig?"
          error={error("tasks_should")}
          className="sm:col-span-2"
          {...register("tasks_should")}
        />
      </div>
      <CheckboxField
        required
        error={error("approved_ABG_data_protection")}
        label={
          <>
            Ich habe die{" "}
            <a
              href={paths.privacy}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Datenschutzbestimmungen
            </a>{" "}
            gelesen und akzeptiere sie.
          </>
        }
        {...register("approved_ABG_data_protection")}
      />
      <CaptchaField ref={captchaRef} onToken={setCaptchaToken} error={error(CAPTCHA_FIELD)} />
      <div>
        <Button type="submit" busy={formState.isSubmitting} busyLabel={texts.sending}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
