import type { FieldValues, Path } from "react-hook-form";
import { SALUTATION_LABELS, SALUTATIONS } from "../../domain/enums";
import { SelectField, TextField } from "../components/form/inputs";
import { serviceRequestTexts as texts } from "./service-request-texts";
import type { ServiceRequestFormState } from "./use-service-request-form";

// Fields the courier and the cleaning form ask alike. Called as functions inside the
// form's render, not as components: react-hook-form focuses the first invalid field in
// the order the fields were registered, and a child component would register late.

/** The fields of a form that these helpers fill in. */
interface PharmacyContact extends FieldValues {
  pharmacy_name: unknown;
  email: unknown;
  telephone: unknown;
  gender: unknown;
}

const salutationOptions = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));

/** Name of the pharmacy, e-mail and telephone number. */
export function pharmacyFields<Input extends PharmacyContact, Output>({
  form,
  error,
}: ServiceRequestFormState<Input, Output>) {
  const register = (name: keyof PharmacyContact & string) => form.register(name as Path<Input>);
  return (
    <>
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
    </>
  );
}

/** "Anrede", starting on its empty placeholder. */
export function salutationField<Input extends PharmacyContact, Output>({
  form,
  error,
}: ServiceRequestFormState<Input, Output>) {
  return (
    <SelectField
      label="Anrede"
      required
      options={salutationOptions}
      placeholder={texts.salutationPlaceholder}
      error={error("gender")}
      className="sm:col-span-2 sm:max-w-xs"
      {...form.register("gender" as Path<Input>)}
    />
  );
}
