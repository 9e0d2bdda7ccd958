import { type CourierRequestInput, courierRequestSchema } from "../../domain/courier-request";
import { WWS_SOFTWARE, WWS_SOFTWARE_LABELS } from "../../domain/enums";
import { CheckboxGroup } from "../components/form/choices";
import { TextareaField, TextField } from "../components/form/inputs";
import { pharmacyFields, salutationField } from "./service-request-fields";
import { ServiceRequestFormFrame } from "./service-request-form-frame";
import { TermsLabel } from "./terms-label";
import { CAPTCHA_FIELD, useServiceRequestForm } from "./use-service-request-form";

const softwareOptions = WWS_SOFTWARE.map((value) => ({ value, label: WWS_SOFTWARE_LABELS[value] }));

const emptyRequest: CourierRequestInput = {
  pharmacy_name: "",
  email: "",
  telephone: "",
  street: "",
  zip_code: "",
  // The select starts on its empty, disabled placeholder; the schema refuses "".
  gender: "" as CourierRequestInput["gender"],
  first_name: "",
  last_name: "",
  existing_delivery_area: "",
  existing_delivery_equipment: "",
  existing_software: [],
  approved_ABG_data_protection: false,
  [CAPTCHA_FIELD]: "",
};

/** The courier service request (/services/boten-service, POST /api/boten-service). */
export function CourierRequestForm() {
  const request = useServiceRequestForm(courierRequestSchema, emptyRequest, "POST /boten-service");
  const { form, error } = request;
  const { register } = form;
  return (
    <ServiceRequestFormFrame
      label="Anfrage Boten-Service"
      request={request}
      consentLabel={<TermsLabel />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {pharmacyFields(request)}
        <TextField
          label="Straße & Hausnummer"
          required
          autoComplete="street-address"
          error={error("street")}
          {...register("street")}
        />
        <TextField label="PLZ & Ort" required error={error("zip_code")} {...register("zip_code")} />
        {salutationField(request)}
        <TextField
          label="Vorname (Inhaber/-in)"
          required
          autoComplete="given-name"
          error={error("first_name")}
          {...register("first_name")}
        />
        <TextField
          label="Nachname (Inhaber/-in)"
          required
          autoComplete="family-name"
          error={error("last_name")}
          {...register("last_name")}
        />
        <TextareaField
          label="Bestehendes Liefergebiet"
          required
          hint="Zum Beispiel Postleitzahlen oder Stadtteile, die Sie beliefern."
          error={error("existing_delivery_area")}
          className="sm:col-span-2"
          {...register("existing_delivery_area")}
        />
        <TextareaField
          label="Vorhandene Liefer-Ausstattung"
          required
          hint="Zum Beispiel Fahrzeuge, Lastenräder oder Kühlboxen."
          error={error("existing_delivery_equipment")}
          className="sm:col-span-2"
          {...register("existing_delivery_equipment")}
        />
      </div>
      <CheckboxGroup
        legend="Vorhandene Software (Warenwirtschaft)"
        required
        options={softwareOptions}
        error={error("existing_software")}
        inputProps={register("existing_software")}
      />
    </ServiceRequestFormFrame>
  );
}
