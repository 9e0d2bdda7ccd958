import { useEffect, useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { todayIsoDate } from "../../domain/dates";
import { SALUTATION_LABELS, SALUTATIONS, STAFF_PROFESSIONS } from "../../domain/enums";
import { translateRegistrationMessage } from "../../domain/messages/server-messages";
import {
  type StaffRegistrationFormInput,
  type StaffRegistrationForm as StaffRegistrationValues,
  staffRegistrationFormSchema,
  toStaffRegistrationMultipart,
} from "../../domain/staff-registration";
import { CheckboxField } from "../components/form/choices";
import { SelectField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { addressFields } from "./address-fields";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { PdfFileField } from "./pdf-file-field";
import {
  accessDataSection,
  experienceField,
  legendClass,
  personNameFields,
  phoneField,
  RegistrationSection,
  sectionClass,
} from "./registration-parts";
import { showServerErrors } from "./server-errors";
import { SoftwareField } from "./software-field";
import { TermsLabel } from "./terms-label";

const defaultValues: DefaultValues<StaffRegistrationFormInput> = {
  email: "",
  password: "",
  password_confirmation: "",
  // "" selects the empty, disabled placeholder; the schema refuses it until a choice.
  iam: "" as StaffRegistrationFormInput["iam"],
  salutation: "",
  first_name: "",
  last_name: "",
  phone: "",
  address: "",
  street_number: "",
  postal_code: "",
  city: "",
  wws_software: [],
  Experience: "",
  terms_accepted: false,
};
const fieldNames = [...Object.keys(defaultValues), "certificate", "cv"];

const professionOptions = STAFF_PROFESSIONS.map((value) => ({ value, label: value }));
const salutationOptions = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));

/**
 * Registration of substitute pharmacists, PTA and PKA (docs/product.md, "Accounts",
 * /vertretungsapotheker): multipart with certificate (required) and CV (optional),
 * +49 before the phone number, arrays as `name[]`, terms as 1/0.
 */
export function StaffRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<StaffRegistrationFormInput, unknown, StaffRegistrationValues>({
    resolver: germanResolver(staffRegistrationFormSchema),
    ...fieldChecks,
    shouldFocusError: true,
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // Today's date only in the browser: the prerendered page must not fix the build day.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(todayIsoDate()), []);

  const onSubmit = handleSubmit(async (values) => {
    const body = new FormData();
    for (const [name, value] of toStaffRegistrationMultipart(values)) {
      if (typeof value === "string") body.append(name, value);
      else body.append(name, value, value instanceof File ? value.name : "dokument.pdf");
    }
    const result = await apiRequest("POST /pharmacist-worker/register", { body });
    if (result.kind === "ok") {
      const message = typeof result.body.message === "string" ? result.body.message : "";
      toast.success(
        message
          ? translateRegistrationMessage(message)
          : "Registrierung erfolgreich. Bitte überprüfen Sie Ihre E-Mail.",
      );
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
      aria-label="Registrierung für Vertretungsapotheker/-innen, PTA und PKA"
    >
      <p className="text-sm text-ink-muted">
        Pflichtfelder sind mit <span className="text-danger-700">*</span> gekennzeichnet.
      </p>
      {accessDataSection(register, errors)}

      <RegistrationSection legend="Zu Ihrer Person">
        <SelectField
          label="Ich bin"
          placeholder="Bitte wählen"
          options={professionOptions}
          required
          error={errors.iam?.message}
          {...register("iam")}
        />
        <SelectField
          label="Anrede"
          placeholder="Bitte wählen"
          options={salutationOptions}
          error={errors.salutation?.message}
          {...register("salutation")}
        />
        {personNameFields(register, errors)}
        {phoneField(register, errors, "phone", "0170 1234567")}
      </RegistrationSection>

      <RegistrationSection legend="Adresse">
        {addressFields(register, errors, {
          street: "address",
          streetNumber: "street_number",
          postalCode: "postal_code",
          city: "city",
        })}
      </RegistrationSection>

      <fieldset className="flex flex-col gap-6">
        <legend className={legendClass}>Erfahrung und Unterlagen</legend>
        <SoftwareField
          form={form}
          name="wws_software"
          legend="Warenwirtschaftssysteme, mit denen Sie arbeiten"
          toggleAll
        />
        {experienceField(register, errors, "Experience", today)}
        <div className={sectionClass}>
          <PdfFileField
            control={control}
            name="certificate"
            label="Approbationsurkunde bzw. Abschlusszeugnis"
            required
          />
          <PdfFileField control={control} name="cv" label="Lebenslauf" />
        </div>
      </fieldset>

      <CheckboxField
        label={<TermsLabel />}
        required
        error={errors.terms_accepted?.message}
        {...register("terms_accepted")}
      />

      <Button type="submit" busy={isSubmitting} className="self-start px-8">
        Registrieren
      </Button>
    </form>
  );
}
