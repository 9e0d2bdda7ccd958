import { useForm } from "react-hook-form";
import {
  type CourierRequest,
  type CourierRequestInput,
  courierRequestSchema,
} from "../../domain/courier-request";
import {
  SALUTATION_LABELS,
  SALUTATIONS,
  WWS_SOFTWARE,
  WWS_SOFTWARE_LABELS,
} from "../../domain/enums";
import { CaptchaField } from "../components/captcha/captcha-field";
import { CheckboxField, CheckboxGroup } from "../components/form/choices";
import { ErrorBox } from "../components/form/error-box";
import { SelectField, TextareaField, TextField } from "../components/form/inputs";
import { RequestConfirmation } from "../components/service-request/request-confirmation";
import { Button } from "../components/ui/button";
import { paths } from "../paths";
import { germanResolver } from "./german-resolver";
import { serviceRequestTexts as texts } from "./service-request-texts";
import { CAPTCHA_FIELD, useServiceRequestForm } from "./use-service-request-form";

const salutationOptions = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));
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

const newTab = {
  target: "_blank",
  rel: "noreferrer",
  className: "font-semibold text-brand-700 underline",
};

/** The courier service request (/services/boten-service, POST /api/boten-service). */
export function CourierRequestForm() {
  const form = useForm<CourierRequestInput, unknown, CourierRequest>({
    resolver: germanResolver(courierRequestSchema),
    // Checked when a field is left, then again on every change (spec: "on blur and change").
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: emptyRequest,
  });
  const { sent, captchaRef, setCaptchaToken, boxMessages, onSubmit } = useServiceRequestForm(
    form,
    "/boten-service",
  );
  const { register, formState } = form;
  const error = (name: keyof CourierRequestInput) => formState.errors[name]?.message;

  if (sent) return <RequestConfirmation />;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Anfrage Boten-Service"
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
        <TextField
          label="Straße & Hausnummer"
          required
          autoComplete="street-address"
          error={error("street")}
          {...register("street")}
        />
        <TextField label="PLZ & Ort" required error={error("zip_code")} {...register("zip_code")} />
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
      <CheckboxField
        required
        error={error("approved_ABG_data_protection")}
        label={
          <>
            Ich akzeptiere die{" "}
            <a href={paths.terms} {...newTab}>
              AGB
            </a>{" "}
            und die{" "}
            <a href={paths.privacy} {...newTab}>
              Datenschutzerklärung
            </a>
            .
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
