import { type CleaningRequestInput, cleaningRequestSchema } from "../../domain/cleaning-request";
import { ROOM_COUNT_MAX, ROOM_COUNT_MIN, SQM_MAX, SQM_MIN } from "../../domain/limits";
import { paths } from "../../domain/paths";
import { TextareaField, TextField } from "../components/form/inputs";
import { pharmacyFields, salutationField } from "./service-request-fields";
import { ServiceRequestFormFrame } from "./service-request-form-frame";
import { LegalTextLink } from "./terms-label";
import { CAPTCHA_FIELD, useServiceRequestForm } from "./use-service-request-form";

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

const CONSENT_LABEL = (
  <>
    Ich habe die <LegalTextLink href={paths.privacy}>Datenschutzbestimmungen</LegalTextLink> gelesen
    und akzeptiere sie.
  </>
);

/** The cleaning service request (/services/reinigung-service, POST /api/reinigung-service). */
export function CleaningRequestForm() {
  const request = useServiceRequestForm(
    cleaningRequestSchema,
    emptyRequest,
    "POST /reinigung-service",
  );
  const { form, error } = request;
  const { register } = form;
  return (
    <ServiceRequestFormFrame
      label="Anfrage Reinigung-Service"
      request={request}
      consentLabel={CONSENT_LABEL}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {pharmacyFields(request)}
        {salutationField(request)}
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
    </ServiceRequestFormFrame>
  );
}
