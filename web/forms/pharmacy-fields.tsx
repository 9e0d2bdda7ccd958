import type { UseFormReturn } from "react-hook-form";
import type { PharmacySettings, PharmacySettingsInput } from "../../domain/account-settings";
import { TextField } from "../components/form/inputs";
import { addressFields } from "./address-fields";
import { SoftwareField } from "./software-field";

/** The fields' names, for the server's errors (`showAccountFormErrors`). */
export const PHARMACY_FIELD_NAMES = [
  "pharmacy_name",
  "street",
  "street_number",
  "postal_code",
  "city",
  "phone",
  "wws_software",
];

/**
 * Name, address, phone and WWS of a pharmacy on /konto: the main pharmacy's form and a
 * branch's (same schema, docs/decisions/0035-pharmacy-branches.md), which differ only in
 * the labels. A component, unlike `addressFields`: it holds every field of both forms,
 * so they still register, and react-hook-form focuses the first invalid one, in the
 * order shown.
 */
export function PharmacyFields({
  form,
  nameLabel,
  phoneLabel,
  softwareLegend,
}: {
  form: UseFormReturn<PharmacySettingsInput, unknown, PharmacySettings>;
  nameLabel: string;
  phoneLabel: string;
  softwareLegend: string;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label={nameLabel}
        required
        className="sm:col-span-2"
        error={errors.pharmacy_name?.message}
        {...register("pharmacy_name")}
      />
      {addressFields(register, errors, {
        street: "street",
        streetNumber: "street_number",
        postalCode: "postal_code",
        city: "city",
      })}
      <TextField
        label={phoneLabel}
        type="tel"
        autoComplete="tel"
        required
        hint="Mit Vorwahl, z. B. 0221 1234567 oder +49 221 1234567"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <div className="sm:col-span-2">
        <SoftwareField form={form} name="wws_software" legend={softwareLegend} />
      </div>
    </>
  );
}
