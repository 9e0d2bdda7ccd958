import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { OWNER_SALUTATIONS, SALUTATION_LABELS } from "../../domain/enums";
import { translateRegistrationMessage } from "../../domain/messages/server-messages";
import {
  type OwnerRegistrationFormInput,
  type OwnerRegistrationForm as OwnerRegistrationValues,
  ownerRegistrationFormSchema,
  toOwnerRegistrationRequest,
} from "../../domain/owner-registration";
import { CheckboxField } from "../components/form/choices";
import { SelectField, TextareaField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { addressFields } from "./address-fields";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import {
  accessDataSection,
  legendClass,
  personNameFields,
  phoneField,
  RegistrationSection,
} from "./registration-parts";
import { showServerErrors } from "./server-errors";
import { SoftwareField } from "./software-field";
import { TermsLabel } from "./terms-label";

const defaultValues: OwnerRegistrationFormInput = {
  email: "",
  password: "",
  password_confirmation: "",
  pharmacy_name: "",
  pharmacy_address: "",
  pharmacy_street_number: "",
  pharmacy_postal_code: "",
  pharmacy_city: "",
  pharmacy_contact_salutation: "",
  first_name: "",
  last_name: "",
  pharmacy_phone: "",
  pharmacy_wws_software: [],
  pharmacy_message: "",
  pharmacy_terms_accepted: false,
};
const fieldNames = Object.keys(defaultValues);

const salutationOptions = OWNER_SALUTATIONS.map((value) => ({
  value,
  label: SALUTATION_LABELS[value],
}));

/**
 * Pharmacy owner registration (docs/product.md, "Accounts"): checked on blur and
 * again on change, focus on the first error; sent as JSON with +49 before the phone
 * number; server answers translated to German (section 8).
 */
export function OwnerRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<OwnerRegistrationFormInput, unknown, OwnerRegistrationValues>({
    resolver: germanResolver(ownerRegistrationFormSchema),
    ...fieldChecks,
    shouldFocusError: true,
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("POST /auth/register", {
      body: toOwnerRegistrationRequest(values),
    });
    if (result.kind === "ok") {
      const message = typeof result.body.message === "string" ? result.body.message : "";
      toast.success(message ? translateRegistrationMessage(message) : "Registrierung erfolgreich.");
      onRegistered();
      return;
    }
    showServerErrors(result, {
      translate: translateRegistrationMessage,
      setError,
      fields: fieldNames,
    });
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-10"
      aria-label="Registrierung für Apothekeninhaber/-innen"
    >
      <p className="text-sm text-ink-muted">
        Pflichtfelder sind mit <span className="text-danger-700">*</span> gekennzeichnet.
      </p>
      {accessDataSection(register, errors)}

      <RegistrationSection legend="Apotheke und Adresse">
        <TextField
          label="Name der Apotheke"
          autoComplete="organization"
          required
          className="sm:col-span-2"
          error={errors.pharmacy_name?.message}
          {...register("pharmacy_name")}
        />
        {addressFields(register, errors, {
          street: "pharmacy_address",
          streetNumber: "pharmacy_street_number",
          postalCode: "pharmacy_postal_code",
          city: "pharmacy_city",
        })}
      </RegistrationSection>

      <RegistrationSection legend="Ansprechpartner/-in">
        <SelectField
          label="Anrede"
          placeholder="Bitte wählen"
          options={salutationOptions}
          className="sm:col-span-2"
          error={errors.pharmacy_contact_salutation?.message}
          {...register("pharmacy_contact_salutation")}
        />
        {personNameFields(register, errors)}
        {phoneField(register, errors, "pharmacy_phone", "0221 123456")}
      </RegistrationSection>

      <fieldset className="flex flex-col gap-6">
        <legend className={legendClass}>Weitere Informationen</legend>
        <SoftwareField
          form={form}
          name="pharmacy_wws_software"
          legend="Warenwirtschaftssystem (WWS)"
        />
        <TextareaField
          label="Nachricht"
          hint="Optional: Was sollten wir über Ihre Apotheke wissen?"
          error={errors.pharmacy_message?.message}
          {...register("pharmacy_message")}
        />
      </fieldset>

      <CheckboxField
        label={<TermsLabel />}
        required
        error={errors.pharmacy_terms_accepted?.message}
        {...register("pharmacy_terms_accepted")}
      />

      <Button type="submit" busy={isSubmitting} className="self-start px-8">
        Registrieren
      </Button>
      <p className="sr-only" aria-live="polite">
        {isSubmitting ? "Registrierung wird gesendet …" : ""}
      </p>
    </form>
  );
}
