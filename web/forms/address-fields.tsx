import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { TextField } from "../components/form/inputs";

/** A form's names of the four address fields. */
export interface AddressFieldNames<Values extends FieldValues> {
  street: Path<Values>;
  streetNumber: Path<Values>;
  postalCode: Path<Values>;
  city: Path<Values>;
}

/**
 * Street, house number, postcode and city, the same in every form with an address.
 * A function, not a component, so react-hook-form still focuses the first invalid field.
 */
export function addressFields<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  names: AddressFieldNames<Values>,
) {
  const message = (name: Path<Values>) => errors[name]?.message as string | undefined;
  return (
    <>
      <TextField
        label="Straße"
        autoComplete="address-line1"
        required
        error={message(names.street)}
        {...register(names.street)}
      />
      <TextField
        label="Hausnummer"
        required
        error={message(names.streetNumber)}
        {...register(names.streetNumber)}
      />
      <TextField
        label="PLZ"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        error={message(names.postalCode)}
        {...register(names.postalCode)}
      />
      <TextField
        label="Ort"
        autoComplete="address-level2"
        required
        error={message(names.city)}
        {...register(names.city)}
      />
    </>
  );
}
